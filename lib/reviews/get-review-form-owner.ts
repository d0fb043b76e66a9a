import { prisma } from '@/lib/db'

/** Who the public review form is for: the business's name and photo, nothing private. */
export async function getReviewFormOwner(userId: string) {
  if (userId.length > 64) return null
  return prisma.user.findUnique({ where: { id: userId }, select: { id: true, businessName: true, profileImg: true, slug: true } })
}
