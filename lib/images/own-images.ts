import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { ImageSource } from '@/lib/generated/prisma/enums'

/**
 * Photos a review or a gig names must be photos stored for this owner (optionally only from these
 * sources). Another owner's photo is as unknown as a made-up one: 404, never a hint that it exists.
 * Naming a customer's upload attaches it, so the cleanup job (./delete-unattached-uploads) keeps it.
 */
export async function attachOwnImages(db: DbClient, userId: string, urls: string[], sources?: ImageSource[]): Promise<void> {
  const unique = [...new Set(urls)]
  if (unique.length === 0) return
  const where = { userId, src: { in: unique }, ...(sources ? { source: { in: sources } } : {}) }
  // Attach first, then count: the update locks the rows, so the cleanup job cannot delete a photo
  // between the check and the review that names it (it skips locked rows, or it ran first and the
  // count misses the photo).
  await db.image.updateMany({ where: { ...where, unattachedSince: { not: null } }, data: { unattachedSince: null } })
  const found = await db.image.count({ where })
  if (found !== unique.length) throw new AppError('not_found', 'Please upload your photos again', { fields: { images: 'Unknown photo' } })
}

/** This owner's photos with these URLs, in the order the URLs name them (the order the owner picked). */
export async function ownImagesInOrder(db: DbClient, userId: string, urls: string[], missingMessage = 'Please upload your photos again') {
  const unique = [...new Set(urls)]
  const images = await db.image.findMany({ where: { userId, src: { in: unique } }, select: { id: true, src: true } })
  if (images.length !== unique.length) throw new AppError('not_found', missingMessage, { fields: { images: 'Unknown photo' } })
  const bySrc = new Map(images.map((image) => [image.src, image]))
  return unique.map((url) => bySrc.get(url)!)
}
