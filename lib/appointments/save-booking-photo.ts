import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { saveImage } from '@/lib/images/save-image'

/** A customer's inspiration photo for a booking request, stored as one of the owner's booking images. */
export async function saveBookingPhoto({ ownerId, file }: { ownerId: string; file: Buffer }): Promise<string> {
  const owner = await prisma.user.findUnique({ where: { id: ownerId }, select: { id: true } })
  if (!owner) throw new AppError('not_found', 'This business could not be found')
  const image = await saveImage({ userId: owner.id, source: 'booking', file, customer: true })
  return image.src
}
