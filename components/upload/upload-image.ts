'use client'
// Prepares and sends one image from the browser: non-gif images are compressed first with the spec's
// quality rule (gifs go unchanged), then posted as multipart with upload progress.
import { ApiError, messageFromBody } from '@/lib/api/client'
import { compressionQuality } from '@/lib/images/compression-quality'

export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif'
const PHOTO_TYPES = new Set(ACCEPTED_IMAGE_TYPES.split(','))
export const NOT_A_PHOTO = 'This file is not a photo. Please choose a JPEG, PNG or GIF image.'

/** The file's type by its content: a PDF renamed .jpg is still a PDF. */
async function photoTypeOf(file: File): Promise<string> {
  // Loaded with the first upload, not with every page that has an upload button.
  const { fileTypeFromBlob } = await import('file-type')
  const detected = await fileTypeFromBlob(file)
  if (!detected || !PHOTO_TYPES.has(detected.mime)) throw new ApiError(NOT_A_PHOTO, 415)
  return detected.mime
}

export async function prepareImage(file: File): Promise<File> {
  const type = await photoTypeOf(file)
  if (type === 'image/gif') return file
  // Like file-type, loaded with the first photo chosen.
  const { default: imageCompression } = await import('browser-image-compression')
  const compressed = await imageCompression(file, {
    initialQuality: compressionQuality(file.size),
    maxWidthOrHeight: 2560,
    // The library's worker loads its own copy from a CDN; compress on the page instead.
    useWebWorker: false,
    fileType: type === 'image/png' ? 'image/png' : 'image/jpeg',
  }).catch(() => {
    throw new ApiError('This photo could not be read. Please choose another one.', 415)
  })
  return new File([compressed], file.name, { type: compressed.type })
}

/** Posts the file under `images` and answers the stored image's URL. */
export function sendImage(endpoint: string, file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest()
    request.open('POST', endpoint)
    request.withCredentials = true
    request.responseType = 'text'
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => {
      let body: unknown = request.responseText
      try {
        body = JSON.parse(request.responseText)
      } catch {
        // plain text answers stay text
      }
      if (request.status >= 200 && request.status < 300 && typeof body === 'string') resolve(body)
      else reject(new ApiError(messageFromBody(body, 'The upload failed. Please try again.'), request.status))
    }
    request.onerror = () => reject(new ApiError('The upload failed. Please check your connection and try again.', 0))
    const form = new FormData()
    form.append('images', file, file.name)
    request.send(form)
  })
}
