import { prisma } from '@/lib/db'

/** Clears the owner's review notifications. */
export async function markReviewsSeen({ user }: { user: { id: string } }): Promise<{ cleared: number }> {
  const { count } = await prisma.notification.updateMany({ where: { userId: user.id, type: 'review', seenAt: null }, data: { seenAt: new Date() } })
  return { cleared: count }
}
