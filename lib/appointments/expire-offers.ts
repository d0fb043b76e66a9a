// Offers past their date expire by themselves: a job sweeps every owner, and every read of an owner's
// gigs or of an offer page checks first.
import { addDays } from 'date-fns'
import { prisma } from '@/lib/db'
import { fromDbDate, todayIn } from './dates'

type Candidate = { date: Date; offerExpiresAt: Date | null }

/** An offer is over once its own expiry has passed or the gig's day is behind us in the owner's time zone. */
export const offerHasExpired = (offer: Candidate, { timeZone, now }: { timeZone: string; now: Date }) =>
  (offer.offerExpiresAt !== null && offer.offerExpiresAt <= now) || fromDbDate(offer.date) < todayIn(timeZone, now)

export async function expireOffers({ userId, appointmentId, now = new Date() }: { userId?: string; appointmentId?: string; now?: Date } = {}): Promise<{
  expired: number
}> {
  const candidates = await prisma.appointment.findMany({
    where: {
      status: 'offered',
      ...(userId ? { userId } : {}),
      ...(appointmentId ? { id: appointmentId } : {}),
      // Coarse in SQL (no time zone is more than a day ahead of UTC), exact below.
      OR: [{ offerExpiresAt: { lte: now } }, { date: { lt: addDays(now, 1) } }],
    },
    select: { id: true, date: true, offerExpiresAt: true, user: { select: { timeZone: true } } },
  })
  const ids = candidates.filter((offer) => offerHasExpired(offer, { timeZone: offer.user.timeZone, now })).map((offer) => offer.id)
  if (ids.length === 0) return { expired: 0 }
  const { count } = await prisma.appointment.updateMany({ where: { id: { in: ids }, status: 'offered' }, data: { status: 'expired' } })
  return { expired: count }
}
