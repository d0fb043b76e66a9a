import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { ImageSource } from '@/lib/generated/prisma/enums'

/**
 * Photos a review or a gig names must be photos stored for this owner (optionally only from these
 * sources). Another owner's photo is as unknown as a made-up one: 404, never a hint that it exists.
 */
export async function assertOwnImages(db: DbClient, userId: string, urls: string[], sources?: ImageSource[]): Promise<void> {
  const unique = [...new Set(urls)]
  if (unique.length === 0) return
  const found = await db.image.count({ where: { userId, src: { in: unique }, ...(sources ? { source: { in: sources } } : {}) } })
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
