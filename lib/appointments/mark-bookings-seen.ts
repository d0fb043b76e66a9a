import { prisma } from '@/lib/db'

/** Clears the owner's booking notifications. */
export async function markBookingsSeen({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<{ cleared: number }> {
  const { count } = await prisma.notification.updateMany({ where: { userId: user.id, type: 'booking', seenAt: null }, data: { seenAt: now } })
  return { cleared: count }
}
