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

type BusyRow = { date: Date | null; timeFrom: string | null; timeTo: string | null; startsAt: Date | null; endsAt: Date | null }

/** One round trip: the public calendar asks for a month at every tap. */
export async function loadBusy(
  { userId, timeZone, from, to, now }: { userId: string; timeZone: string; from: number; to: number; now: Date },
  db: DbClient = prisma,
): Promise<Busy[]> {
  // A gig's date is its calendar day in her zone: a day either side covers any zone's offset and the small hours.
  const firstDay = toDbDate(fromDbDate(new Date(from - DAY)))
  const lastDay = toDbDate(fromDbDate(new Date(to + DAY)))
  const [start, end] = [new Date(from), new Date(to)]
  const rows = await db.$queryRaw<BusyRow[]>`
    SELECT "date", "timeFrom", "timeTo", NULL::timestamptz AS "startsAt", NULL::timestamptz AS "endsAt" FROM "Appointment"
      WHERE "userId" = ${userId} AND "status" IN ('booked', 'awaitingDeposit') AND "date" BETWEEN ${firstDay}::date AND ${lastDay}::date
    UNION ALL
    SELECT NULL, NULL, NULL, "startsAt", "endsAt" FROM "OccupiedTime"
      WHERE "userId" = ${userId} AND "startsAt" < ${end} AND "endsAt" > ${start} AND ("expiresAt" IS NULL OR "expiresAt" > ${now})
    UNION ALL
    SELECT NULL, NULL, NULL, "startsAt", "endsAt" FROM "AvailabilityBlock" WHERE "userId" = ${userId} AND "startsAt" < ${end} AND "endsAt" > ${start}
    UNION ALL
    SELECT NULL, NULL, NULL, "startsAt", "endsAt" FROM "ExternalBusyTime" WHERE "userId" = ${userId} AND "startsAt" < ${end} AND "endsAt" > ${start}`
  return rows.map((row) =>
    row.date && row.timeFrom && row.timeTo
      ? gigStretch({ date: row.date, timeFrom: row.timeFrom, timeTo: row.timeTo }, timeZone)
      : { start: row.startsAt!.getTime(), end: row.endsAt!.getTime() },
  )
}
