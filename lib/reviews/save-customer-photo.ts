import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { saveImage } from '@/lib/images/save-image'

/** Customers' photos are smaller than owners' uploads: the form compresses them first. */
export const CUSTOMER_PHOTO_MAX_BYTES = 6 * 1024 * 1024

/** Stores a customer's photo as one of the owner's images, so that their review can show it. */
export async function saveCustomerReviewPhoto({ ownerId, file }: { ownerId: string; file: Buffer }): Promise<string> {
  const owner = await prisma.user.findUnique({ where: { id: ownerId }, select: { id: true } })
  if (!owner) throw new AppError('not_found', 'This business could not be found')
  const image = await saveImage({ userId: owner.id, source: 'review', file, customer: true })
  return image.src
}
