import { prisma } from '@/lib/db'
import type { MarkSeenBody } from './schema'

/** Marks the notifications the owner was shown as seen (any type: instagram, freeMonth, review, booking). */
export async function markNotificationsSeen({ user, input }: { user: { id: string }; input: MarkSeenBody }): Promise<{ cleared: number }> {
  const { count } = await prisma.notification.updateMany({ where: { id: { in: input.ids }, userId: user.id, seenAt: null }, data: { seenAt: new Date() } })
  return { cleared: count }
}
