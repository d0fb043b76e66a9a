'use client'
// Prepares and sends one image from the browser: non-gif images are compressed first with the spec's
// quality rule (gifs go unchanged), then posted as multipart with upload progress.
import imageCompression from 'browser-image-compression'
import { ApiError, messageFromBody } from '@/lib/api/client'
import { compressionQuality } from '@/lib/images/compression-quality'

export const ACCEPTED_IMAGE_TYPES = 'image/png,image/jpeg,image/gif'

export async function prepareImage(file: File): Promise<File> {
  if (file.type === 'image/gif') return file
  const compressed = await imageCompression(file, {
    initialQuality: compressionQuality(file.size),
    maxWidthOrHeight: 2560,
    // The library's worker loads its own copy from a CDN; compress on the page instead.
    useWebWorker: false,
    fileType: file.type === 'image/png' ? 'image/png' : 'image/jpeg',
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
