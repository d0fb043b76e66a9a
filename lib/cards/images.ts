// Images as the templates need them: loaded through the one checked loader (lib/net), cropped to the
// exact slot a layout gives them, and handed to satori as data URIs, so satori itself never loads
// anything. Recently used results are kept in memory: a warm card renders without any I/O.
import sharp from 'sharp'
import { AppError } from '@/lib/errors'
import { imageWork } from '@/lib/images/work-queue'
import { loadImage } from '@/lib/net/load-image'
import type { ImageSlot } from './templates/types'

const MAX_ENTRIES = 300
const cache = new Map<string, Promise<string>>()

function remember(key: string, make: () => Promise<string>): Promise<string> {
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const made = make()
  cache.set(key, made)
  made.catch(() => cache.delete(key))
  while (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  return made
}

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

/** A review photo cropped to fill its slot (the interesting part kept), as a JPEG data URI. */
export function photoForSlot(src: string, slot: ImageSlot): Promise<string> {
  return remember(`photo|${slot.width}x${slot.height}|${src}`, async () => {
    const image = await loadImage(src)
    const bytes = await imageWork.run(() =>
      sharp(image.bytes, { failOn: 'error', animated: false })
        .rotate()
        .resize(slot.width, slot.height, { fit: 'cover', position: sharp.strategy.attention })
        .jpeg({ quality: 88, mozjpeg: false })
        .toBuffer()
        .catch(() => {
          throw new AppError('unprocessable', 'A photo of this review could not be read as an image.')
        }),
    )
    return dataUri('image/jpeg', bytes)
  })
}

/** The owner's logo as a square PNG of the given size. */
export function logoAtSize(src: string, size: number): Promise<string> {
  return remember(`logo|${size}|${src}`, async () => {
    const image = await loadImage(src)
    const bytes = await imageWork.run(() => sharp(image.bytes, { animated: false }).rotate().resize(size * 2, size * 2, { fit: 'cover', position: sharp.strategy.attention }).png().toBuffer())
    return dataUri('image/png', bytes)
  })
}

/** A brand mark for the source badge: our own SVG as it is, anything else as a small PNG. */
export function brandMark(src: string, size: number): Promise<string> {
  return remember(`brand|${size}|${src}`, async () => {
    const image = await loadImage(src, { allowOwnSvg: true })
    if (image.contentType === 'image/svg+xml') return dataUri('image/svg+xml', image.bytes)
    const bytes = await imageWork.run(() => sharp(image.bytes, { animated: false }).resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } }).png().toBuffer())
    return dataUri('image/png', bytes)
  })
}

/** Forgets every prepared image (tests and benchmarks measure cold paths with it). */
export const clearCardImageCache = () => cache.clear()
