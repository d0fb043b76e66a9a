// Everything that keeps an owner busy over a stretch of time, as epoch-millisecond stretches for the
// slot computation: her gigs that hold their date, the times occupied by instant bookings and holds not
// yet expired (their buffers and travel included), her blocked times and her other calendar's events.
import { prisma, type DbClient } from '@/lib/db'
import { fromDbDate, toDbDate } from '@/lib/appointments/dates'
import { minutesFromDate } from '@/lib/appointments/slots'
import type { Busy } from './slots'
import { instantAt } from './zoned'

const DAY = 86_400_000

/** A gig's [start, end) on its date's clock (small hours are the next morning); a skipped time moves an hour on. */
export function gigStretch(gig: { date: Date; timeFrom: string; timeTo: string }, timeZone: string): Busy {
  const day = fromDbDate(gig.date)
  const at = (minutes: number) => instantAt(day, minutes, timeZone) ?? (instantAt(day, minutes + 60, timeZone) as number)
  return { start: at(minutesFromDate(gig.timeFrom)), end: at(minutesFromDate(gig.timeTo)) }
}

export async function loadBusy(
  { userId, timeZone, from, to, now }: { userId: string; timeZone: string; from: number; to: number; now: Date },
  db: DbClient = prisma,
): Promise<Busy[]> {
  const overlapping = { userId, startsAt: { lt: new Date(to) }, endsAt: { gt: new Date(from) } }
  const [gigs, occupied, blocks, external] = await Promise.all([
    db.appointment.findMany({
      // A gig's date is its calendar day in her zone: a day either side covers any zone's offset and the small hours.
      where: {
        userId,
        status: { in: ['booked', 'awaitingDeposit'] },
        date: { gte: toDbDate(fromDbDate(new Date(from - DAY))), lte: toDbDate(fromDbDate(new Date(to + DAY))) },
      },
      select: { date: true, timeFrom: true, timeTo: true },
    }),
    db.occupiedTime.findMany({ where: { ...overlapping, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] }, select: { startsAt: true, endsAt: true } }),
    db.availabilityBlock.findMany({ where: overlapping, select: { startsAt: true, endsAt: true } }),
    db.externalBusyTime.findMany({ where: overlapping, select: { startsAt: true, endsAt: true } }),
  ])
  return [
    ...gigs.map((gig) => gigStretch(gig, timeZone)),
    ...[...occupied, ...blocks, ...external].map((row) => ({ start: row.startsAt.getTime(), end: row.endsAt.getTime() })),
  ]
}
