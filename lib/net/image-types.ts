// The image formats we load and serve, recognised by their bytes (never by a name or a header alone).
import { fileTypeFromBuffer } from 'file-type'
import { AppError } from '@/lib/errors'

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const
export type ImageType = (typeof IMAGE_TYPES)[number]

const isImageType = (mime: string): mime is ImageType => (IMAGE_TYPES as readonly string[]).includes(mime)

/** The declared content type without parameters, lower-cased: "image/jpeg; charset=x" → "image/jpeg". */
export const baseContentType = (header: string | null | undefined) => (header ?? '').split(';')[0].trim().toLowerCase()

/** Throws unless the declared type is on the allow-list; answers early, before any body is read. */
export function assertImageContentType(header: string | null | undefined): void {
  const declared = baseContentType(header)
  if (!isImageType(declared)) {
    throw new AppError(
      'unsupported_media_type',
      `That address is not an image we can use (${declared || 'no content type'}). Use a JPEG, PNG, GIF, WebP or AVIF image.`,
    )
  }
}

/** The type the bytes really are; throws when they are not an allowed image, whatever was declared. */
export async function sniffImageType(bytes: Uint8Array): Promise<ImageType> {
  const detected = await fileTypeFromBuffer(bytes)
  if (!detected || !isImageType(detected.mime)) {
    throw new AppError('unsupported_media_type', 'That file is not an image we can use. Use a JPEG, PNG, GIF, WebP or AVIF image.')
  }
  return detected.mime
}
