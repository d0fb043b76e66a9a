// The one way the server loads an image it was given as a URL (card rendering and the image proxy):
// our own images from disk or storage, anything else through the SSRF-checked fetch, then checked by
// its bytes against the allow-list of image types.
import { AppError } from '@/lib/errors'
import { fetchPublic } from './fetch-public'
import { assertImageContentType, sniffImageType, type ImageType } from './image-types'
import { ownImagePath, readOwnImage } from './own-images'
import { readStoredImage, storedImageKey } from './stored-images'

export const IMAGE_MAX_BYTES = 10 * 1024 * 1024
export const IMAGE_TIMEOUT_MS = 8_000

export type LoadedImage = { bytes: Buffer; contentType: ImageType | 'image/svg+xml'; own: boolean }

export type LoadImageOptions = {
  maxBytes?: number
  timeoutMs?: number
  /** Our own SVG files (brand marks) may be used; SVG from elsewhere never is. */
  allowOwnSvg?: boolean
}

export async function loadImage(src: string, options: LoadImageOptions = {}): Promise<LoadedImage> {
  const maxBytes = options.maxBytes ?? IMAGE_MAX_BYTES
  // The bucket's public URL is ours too, though on another origin.
  const bucketKey = storedImageKey(src)
  if (bucketKey && !src.startsWith('/')) {
    const bytes = await readStoredImage(bucketKey)
    if (!bytes) throw new AppError('not_found', 'That image could not be found.')
    if (bytes.length > maxBytes) throw new AppError('payload_too_large', 'That image is too large.')
    return { bytes, contentType: await sniffImageType(bytes), own: true }
  }
  const ownPath = ownImagePath(src)
  if (ownPath) {
    const bytes = await readOwnImage(ownPath)
    if (!bytes) throw new AppError('not_found', 'That image could not be found.')
    if (bytes.length > maxBytes) throw new AppError('payload_too_large', 'That image is too large.')
    if (options.allowOwnSvg && ownPath.endsWith('.svg')) return { bytes, contentType: 'image/svg+xml', own: true }
    return { bytes, contentType: await sniffImageType(bytes), own: true }
  }
  const resource = await fetchPublic(src, {
    maxBytes,
    timeoutMs: options.timeoutMs ?? IMAGE_TIMEOUT_MS,
    accept: 'image/avif,image/webp,image/png,image/jpeg,image/gif;q=0.8',
    checkHeaders: (headers) => assertImageContentType(headers['content-type']),
  })
  return { bytes: resource.bytes, contentType: await sniffImageType(resource.bytes), own: false }
}
