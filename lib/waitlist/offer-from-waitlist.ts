// 'Send an offer' on a waitlisted client: her declined request opens again, as she asked it, and the
// owner's offer goes through the usual offer flow (send-offer.ts), whose e-mail counts against the
// client-message caps.
import { fromDbDate, todayIn } from '@/lib/appointments/dates'
import { reopenDeclinedRequest } from '@/lib/appointments/withdraw-offer'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import type { WaitlistOfferAnswer } from './schema'

export async function offerFromWaitlist({
  user,
  entryId,
  now = new Date(),
}: {
  user: { id: string }
  entryId: string
  now?: Date
}): Promise<WaitlistOfferAnswer> {
  const { timeZone } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } })
  return prisma.$transaction(async (tx) => {
    const [entry] = await tx.$queryRaw<{ id: string; appointmentId: string; date: Date; offeredAt: Date | null }[]>`
      SELECT "id", "appointmentId", "date", "offeredAt" FROM "WaitlistEntry" WHERE "id" = ${entryId} AND "userId" = ${user.id} FOR UPDATE`
    if (!entry) throw notFound('Waitlist entry')
    if (fromDbDate(entry.date) < todayIn(timeZone, now)) throw new AppError('conflict', 'This date has passed')
    if (entry.offeredAt) return { appointmentId: entry.appointmentId }
    if (!(await reopenDeclinedRequest(tx, { userId: user.id, appointmentId: entry.appointmentId })))
      throw new AppError('conflict', 'Her request is no longer declined: open it from your gigs')
    await tx.waitlistEntry.update({ where: { id: entry.id, userId: user.id }, data: { offeredAt: now } })
    return { appointmentId: entry.appointmentId }
  })
}
