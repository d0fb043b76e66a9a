// The owner's week as Gigs shows it: each day's working hours, her gigs, the travel and buffers an
// instant booking keeps around its gig, holds while a client pays, her blocked times and her other
// calendar's busy times, all on her clock. A day's stretches are cut at its midnights.
import { addDaysTo } from '@/lib/appointments/dates'
import { prisma } from '@/lib/db'
import { gigStretch } from './busy'
import { availabilityOf, slotRulesOf } from './settings'
import type { Busy } from './slots'
import { weekResponse, type WeekItem, type WeekItemKind, type WeekQuery, type WeekResponse } from './schema'
import { instantAt, minutesOf, wallClockOf, weekdayOf } from './zoned'

const DAYS = 7
const DAY_MINUTES = 24 * 60

type Stretch = Busy & { kind: WeekItemKind; label: string; appointmentId: string | null }

export async function getWeek({ user, query, now = new Date() }: { user: { id: string }; query: WeekQuery; now?: Date }): Promise<WeekResponse> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } })
  const { timeZone } = owner
  const days = Array.from({ length: DAYS }, (_, index) => addDaysTo(query.weekStart, index))
  const midnight = (day: string) => instantAt(day, 0, timeZone) ?? (instantAt(day, 60, timeZone) as number)
  const [from, to] = [midnight(days[0]), midnight(addDaysTo(query.weekStart, DAYS))]
  const window = { startsAt: { lt: new Date(to) }, endsAt: { gt: new Date(from) } }
  const [settings, gigs, occupied, blocks, busy] = await Promise.all([
    availabilityOf(user.id),
    prisma.appointment.findMany({
      // A day either side: a gig's date is her calendar day, and small hours run into the next.
      where: {
        userId: user.id,
        status: { in: ['booked', 'awaitingDeposit', 'offered'] },
        date: { gte: new Date(`${addDaysTo(query.weekStart, -1)}T00:00:00Z`), lte: new Date(`${addDaysTo(query.weekStart, DAYS)}T00:00:00Z`) },
      },
      select: { id: true, date: true, timeFrom: true, timeTo: true, status: true, customerName: true, origin: true },
    }),
    prisma.occupiedTime.findMany({ where: { userId: user.id, ...window }, select: { appointmentId: true, startsAt: true, endsAt: true, expiresAt: true } }),
    prisma.availabilityBlock.findMany({ where: { userId: user.id, ...window }, select: { startsAt: true, endsAt: true, label: true } }),
    prisma.externalBusyTime.findMany({ where: { userId: user.id, ...window }, select: { startsAt: true, endsAt: true } }),
  ])
  const { hours } = slotRulesOf(settings, timeZone)
  const gigTimes = new Map(gigs.map((gig) => [gig.id, gigStretch(gig, timeZone)]))
  const stretches: Stretch[] = [
    ...gigs.flatMap((gig) => {
      const time = gigTimes.get(gig.id)!
      const label = gig.status === 'offered' ? `${gig.customerName} (offer sent)` : gig.customerName
      return gig.origin === 'instantBook' && gig.status === 'offered' ? [] : [{ ...time, kind: 'gig' as const, label, appointmentId: gig.id }]
    }),
    ...occupied.flatMap((row) => occupiedStretches(row, row.appointmentId ? gigTimes.get(row.appointmentId) : undefined, now)),
    ...blocks.map((block) => ({
      start: block.startsAt.getTime(),
      end: block.endsAt.getTime(),
      kind: 'block' as const,
      label: block.label ?? 'Blocked',
      appointmentId: null,
    })),
    ...busy.map((row) => ({
      start: row.startsAt.getTime(),
      end: row.endsAt.getTime(),
      kind: 'busy' as const,
      label: 'Busy in your calendar',
      appointmentId: null,
    })),
  ]
  return weekResponse.parse({
    days: days.map((date) => {
      const start = midnight(date)
      const end = midnight(addDaysTo(date, 1))
      // Placed by her clock, so a day that gains or loses an hour still reads as its clock does.
      const minuteOf = (instant: number) => {
        const wall = wallClockOf(instant, timeZone)
        return wall.day < date ? 0 : wall.day > date ? DAY_MINUTES : wall.minutes
      }
      const items: WeekItem[] = stretches
        .filter((stretch) => stretch.start < end && stretch.end > start)
        .map((stretch) => ({
          kind: stretch.kind,
          from: minuteOf(stretch.start),
          to: minuteOf(stretch.end),
          label: stretch.label,
          appointmentId: stretch.appointmentId,
        }))
        .sort((first, second) => first.from - second.from || first.to - second.to)
      const ranges = hours[String(weekdayOf(date))] ?? []
      return { date, hours: ranges.map((range) => ({ from: minutesOf(range.from), to: minutesOf(range.to) })), items }
    }),
  })
}

/**
 * An instant booking's kept time around its gig: travel and set-up before, buffer and travel after. A
 * hold still running (a client paying) shows whole; a lapsed hold is nobody's time.
 */
function occupiedStretches(
  row: { appointmentId: string | null; startsAt: Date; endsAt: Date; expiresAt: Date | null },
  gig: Busy | undefined,
  now: Date,
): Stretch[] {
  const [start, end] = [row.startsAt.getTime(), row.endsAt.getTime()]
  if (row.expiresAt) return row.expiresAt > now ? [{ start, end, kind: 'hold', label: 'Held while a client pays', appointmentId: row.appointmentId }] : []
  if (!gig) return []
  return [
    ...(start < gig.start ? [{ start, end: gig.start, kind: 'travel' as const, label: 'Travel and set-up', appointmentId: row.appointmentId }] : []),
    ...(end > gig.end ? [{ start: gig.end, end, kind: 'travel' as const, label: 'Buffer and travel', appointmentId: row.appointmentId }] : []),
  ]
}
