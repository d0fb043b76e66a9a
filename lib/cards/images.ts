// Images as the templates need them: loaded through the one checked loader (lib/net), cropped to the
// exact slot a layout gives them, and handed to satori as data URIs, so satori itself never loads
// anything and the rasteriser decodes no more pixels than the card shows. Recently used results are
// kept in memory (a warm card renders without any I/O), and cropped photos in storage too, so another
// instance, or this one after a restart, reads a few KB instead of cropping the original again.
import { createHash } from 'node:crypto'
import sharp from 'sharp'
import { AppError } from '@/lib/errors'
import { imageWork } from '@/lib/images/work-queue'
import { log } from '@/lib/log'
import { loadImage } from '@/lib/net/load-image'
import { getStorage } from '@/lib/storage/get-storage'
import { readCached } from '@/lib/storage/read-cached'
import { promiseCache } from './promise-cache'
import type { ImageSlot } from './templates/types'

const cache = promiseCache<string>(300)
const remember = cache.remember

const dataUri = (type: string, bytes: Buffer) => `data:${type};base64,${bytes.toString('base64')}`

/**
 * How a photo is cropped and encoded for its slot, and by which sharp: part of its storage key, so a
 * change here, or another sharp (its attention crop and JPEG encoder), crops them all again.
 */
const PHOTO_CROP = `cover attention · jpeg 88 · sharp ${sharp.versions.sharp}`
/** A cropped photo is a few KB: past this, storage is treated as down and the photo cropped again. */
const PHOTO_READ_TIMEOUT_MS = 1_000

/** Where a photo cropped for a slot is kept. Our photos' addresses are never reused, so the address names the photo. */
export const croppedPhotoKey = (src: string, slot: ImageSlot) =>
  `card-photos/${createHash('sha256').update(`${PHOTO_CROP}|${slot.width}x${slot.height}|${src}`).digest('base64url').slice(0, 32)}.jpg`

async function cropToSlot(src: string, slot: ImageSlot): Promise<Buffer> {
  const image = await loadImage(src)
  return imageWork.run(() =>
    sharp(image.bytes, { failOn: 'error', animated: false })
      .rotate()
      .resize(slot.width, slot.height, { fit: 'cover', position: sharp.strategy.attention })
      .jpeg({ quality: 88, mozjpeg: false })
      .toBuffer()
      .catch(() => {
        throw new AppError('unprocessable', 'A photo of this review could not be read as an image.')
      }),
  )
}

/** A review photo cropped to fill its slot (the interesting part kept), as a JPEG data URI. */
export function photoForSlot(src: string, slot: ImageSlot): Promise<string> {
  return remember(`photo|${slot.width}x${slot.height}|${src}`, async () => {
    const storage = getStorage()
    const key = croppedPhotoKey(src, slot)
    const kept = await readCached(storage, key, PHOTO_READ_TIMEOUT_MS)
    if (kept) return dataUri('image/jpeg', kept)
    const bytes = await cropToSlot(src, slot)
    void storage.put(key, bytes, 'image/jpeg').catch((error: unknown) => log.warn('cropped photo not stored', { key, error }))
    return dataUri('image/jpeg', bytes)
  })
}

/**
 * The owner's logo as a square PNG of the size it is drawn at: pixel for pixel, the rasteriser copies it
 * instead of resampling it (a 2x logo cost about 0.6 ms a card in bicubic downscaling, softer than sharp's).
 */
export function logoAtSize(src: string, size: number): Promise<string> {
  return remember(`logo|${size}|${src}`, async () => {
    const image = await loadImage(src)
    const bytes = await imageWork.run(() =>
      sharp(image.bytes, { animated: false }).rotate().resize(size, size, { fit: 'cover', position: sharp.strategy.attention }).png().toBuffer(),
    )
    return dataUri('image/png', bytes)
  })
}

/** A brand mark for the source badge: our own SVG as it is, anything else as a small PNG. */
export function brandMark(src: string, size: number): Promise<string> {
  return remember(`brand|${size}|${src}`, async () => {
    const image = await loadImage(src, { allowOwnSvg: true })
    if (image.contentType === 'image/svg+xml') return dataUri('image/svg+xml', image.bytes)
    const bytes = await imageWork.run(() =>
      sharp(image.bytes, { animated: false })
        .resize(size, size, { fit: 'contain', background: { r: 0, g: 0, b: 0, alpha: 0 } })
        .png()
        .toBuffer(),
    )
    return dataUri('image/png', bytes)
  })
}

/** Forgets every prepared image (tests and benchmarks measure cold paths with it). */
export const clearCardImageCache = cache.clear
