// Turns an uploaded file into the images we store: the type is read from the content (never the name),
// the size is bounded, and every variant is re-encoded by sharp, which writes no metadata (EXIF, GPS,
// XMP) unless asked to. EXIF orientation is applied first, so photos stay upright without it.
import { fileTypeFromBuffer } from 'file-type'
import sharp, { type Metadata } from 'sharp'
import { AppError } from '@/lib/errors'

export const MAX_UPLOAD_BYTES = 12 * 1024 * 1024
const MAX_INPUT_PIXELS = 60_000_000

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

export async function processImage(input: Buffer): Promise<ProcessedImage> {
  if (input.length === 0) throw new AppError('bad_request', 'The file is empty')
  if (input.length > MAX_UPLOAD_BYTES) throw new AppError('payload_too_large', `Images can be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`)
  const detected = await fileTypeFromBuffer(input)
  if (!detected || !(detected.mime in ACCEPTED)) {
    throw new AppError('unsupported_media_type', 'Please upload a PNG, JPEG or GIF image')
  }
  const contentType = detected.mime as Accepted
  const animated = contentType === 'image/gif'

  let metadata: Metadata
  try {
    metadata = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated }).metadata()
  } catch {
    throw new AppError('unprocessable', 'This image could not be read. Please try another one.')
  }
  const upright = (metadata.orientation ?? 1) >= 5
  const width = (upright ? metadata.height : metadata.width) ?? 0
  const height = (upright ? metadata.width : (metadata.pageHeight ?? metadata.height)) ?? 0
  if (!width || !height) throw new AppError('unprocessable', 'This image could not be read. Please try another one.')

  const targets = [...new Set(WIDTHS.map((w) => Math.min(w, width)))]
  const variants = await Promise.all(
    targets.map(async (target) => {
      const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, animated }).rotate().resize({ width: target, withoutEnlargement: true })
      const encoded =
        contentType === 'image/jpeg'
          ? pipeline.jpeg({ quality: 82, mozjpeg: true })
          : contentType === 'image/png'
            ? pipeline.png({ compressionLevel: 9, adaptiveFiltering: true })
            : pipeline.gif()
      return { width: target, body: await encoded.toBuffer() }
    }),
  )
  return { contentType, extension: ACCEPTED[contentType], width, height, variants }
}
