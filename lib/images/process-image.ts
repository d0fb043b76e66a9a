// Turns an uploaded file into the images we store: the type is read from the content (never the name),
// the size is bounded, and every variant is re-encoded by sharp, which writes no metadata (EXIF, GPS,
// XMP) unless asked to. EXIF orientation is applied first, so photos stay upright without it.
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata, type Sharp, type SharpOptions } from 'sharp'
import { AppError } from '@/lib/errors'
import { gifFrames } from './gif-frames'
import { imageWork } from './work-queue'

export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024

/**
 * What decoding may cost. Anyone may post a customer's photo (no login), so those decode only the first
 * frame of a GIF (an animation is one decode per frame) and have a smaller pixel budget: the forms
 * shrink photos to 2560 px on their longest side before sending them. Every frame a GIF declares is
 * held to the budget before anything is decoded.
 */
const IMAGE_BUDGETS = {
  owner: { maxPixels: 60_000_000, animated: true },
  customer: { maxPixels: 16_000_000, animated: false },
} as const
export type ImageBudget = keyof typeof IMAGE_BUDGETS

/** Spec: responsive sizes 375:1024, 425:425, 768:768, 1024:1024 — viewport width → image width. */
export const RESPONSIVE_SIZES: Record<string, number> = { '375': 1024, '425': 425, '768': 768, '1024': 1024 }
const WIDTHS = [...new Set(Object.values(RESPONSIVE_SIZES))].sort((a, b) => a - b)

const ACCEPTED = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/gif': 'gif' } as const
type Accepted = keyof typeof ACCEPTED

export type ProcessedImage = {
  contentType: Accepted
  extension: string
  width: number
  height: number
  /** One re-encoded file per distinct width, largest last. */
  variants: { width: number; body: Buffer }[]
}

/** Runs in the process's image queue (./work-queue), a couple at a time. */
export function processImage(input: Buffer, budget: ImageBudget = 'owner'): Promise<ProcessedImage> {
  return imageWork.run(() => processNow(input, IMAGE_BUDGETS[budget]))
}

async function processNow(input: Buffer, budget: (typeof IMAGE_BUDGETS)[ImageBudget]): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError('bad_request', 'The file is empty')
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', `Images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !(detected.mime in ACCEPTED)) {
    throw new AppError('unsupported_media_type', 'Please upload a PNG, JPEG or GIF image')
  }
  const contentType = detected.mime as Accepted
  const animated = budget.animated && contentType === 'image/gif'
  const tooLarge = () => new AppError('unprocessable', `This image is too large. Please upload one of at most ${budget.maxPixels / 1_000_000} megapixels.`)
  if (contentType === 'image/gif' && gifFrames(input).frames.some((frame) => frame.width * frame.height > budget.maxPixels)) throw tooLarge()
  // A still is read as its first frame only (`pages: 1`), whatever the file holds.
  const options: SharpOptions = { limitInputPixels: budget.maxPixels, ...(animated ? { animated: true } : { pages: 1, page: 0 }) }

  let metadata: Metadata
  try {
    // The header alone: nothing is decoded yet, so a picture over the budget costs next to nothing.
    metadata = await sharp(input, { ...options, limitInputPixels: false }).metadata()
  } catch {
    throw new AppError('unprocessable', 'This image could not be read. Please try another one.')
  }
  const upright = (metadata.orientation ?? 1) >= 5
  const width = (upright ? metadata.height : metadata.width) ?? 0
  const height = (upright ? metadata.width : (metadata.pageHeight ?? metadata.height)) ?? 0
  if (!width || !height) throw new AppError('unprocessable', 'This image could not be read. Please try another one.')
  if ((metadata.width ?? 0) * (metadata.height ?? 0) > budget.maxPixels) throw tooLarge()

  const targets = [...new Set(WIDTHS.map((w) => Math.min(w, width)))]
  const variants = animated ? await animatedVariants(input, options, targets) : await stillVariants(input, options, contentType, targets)
  return { contentType, extension: ACCEPTED[contentType], width, height, variants }
}

/** A still's encoding; a GIF still takes the quickest palette (a GIF's cost is its encoding, not its decoding). */
const encodeStill = (pipeline: Sharp, contentType: Accepted) =>
  contentType === 'image/jpeg'
    ? pipeline.jpeg({ quality: 82, mozjpeg: true })
    : contentType === 'image/png'
      ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
      : pipeline.gif({ effort: 1 })

/** Each frame of an animation at every width. */
const animatedVariants = (input: Buffer, options: SharpOptions, targets: number[]) =>
  Promise.all(
    targets.map(async (target) => ({
      width: target,
      body: await sharp(input, options).resize({ width: target, withoutEnlargement: true }).gif().toBuffer(),
    })),
  )

/** One decode, at the largest width, upright; the smaller widths are drawn from it, one at a time. */
async function stillVariants(input: Buffer, options: SharpOptions, contentType: Accepted, targets: number[]) {
  const { data, info } = await sharp(input, options)
    .rotate()
    .resize({ width: Math.max(...targets), withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true })
  const raw = { width: info.width, height: info.height, channels: info.channels }
  const variants: { width: number; body: Buffer }[] = []
  for (const target of targets) {
    variants.push({ width: target, body: await encodeStill(sharp(data, { raw }).resize({ width: target, withoutEnlargement: true }), contentType).toBuffer() })
  }
  return variants
}
