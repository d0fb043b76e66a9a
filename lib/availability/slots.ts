// The free start times of an instant-book service, day by day, in the artist's time zone: a pure
// function of her hours, rules and busy times, so the public calendar, the booking itself and the
// tests all compute the same slots.
import { instantAt, minutesOf, weekdayOf } from './zoned'

/** Starts are offered every 30 minutes, the gigs' own slots (lib/appointments/slots.ts). */
export const SLOT_STEP_MINUTES = 30

const MINUTE = 60_000

export type HoursRange = { from: string; to: string }
/** Working hours by weekday ("0" is Sunday), each day one or more ranges "HH:mm"–"HH:mm" (to may be "24:00"). */
export type WeeklyHours = Partial<Record<string, HoursRange[]>>
/** A busy stretch in epoch milliseconds, end excluded. */
export type Busy = { start: number; end: number }

export type SlotRules = { timeZone: string; hours: WeeklyHours; minNoticeMinutes: number; bookAheadMonths: number }
export type SlotService = { durationMinutes: number; bufferBeforeMinutes: number; bufferAfterMinutes: number }
export type Slot = { start: number; minutes: number }
export type DaySlots = { date: string; slots: Slot[] }

/** The last calendar day clients may book: `months` after today, the same day of the month (or its last day). */
export function lastBookableDay(today: string, months: number): string {
  const [year, month, day] = today.split('-').map(Number)
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const daysInMonth = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, daysInMonth))
  return target.toISOString().slice(0, 10)
}

/** What a booking starting at `start` keeps from other bookings: its buffers and travel before and after. */
export function occupiedBy(start: number, service: SlotService, travelMinutes: number): Busy {
  return {
    start: start - (service.bufferBeforeMinutes + travelMinutes) * MINUTE,
    end: start + (service.durationMinutes + service.bufferAfterMinutes + travelMinutes) * MINUTE,
  }
}

/**
 * The free starts of each day from `from` to `to` (inclusive): within a range of her hours (the service
 * itself, not its buffers or travel, must fit), no sooner than her notice, no later than her booking
 * window, and with the time it occupies (buffers and travel included) clear of every busy stretch.
 * Wall-clock times the clock skips (daylight saving starts) are not offered; a time it shows twice once.
 */
export function freeSlots({
  rules,
  service,
  travelMinutes,
  busy,
  from,
  to,
  today,
  now,
}: {
  rules: SlotRules
  service: SlotService
  travelMinutes: number
  busy: Busy[]
  from: string
  to: string
  /** Today in the artist's time zone. */
  today: string
  now: number
}): DaySlots[] {
  const earliest = now + rules.minNoticeMinutes * MINUTE
  const lastDay = lastBookableDay(today, rules.bookAheadMonths)
  const stretches = byStart(busy)
  const days: DaySlots[] = []
  for (let day = from; day <= to; day = nextDay(day)) {
    const slots: Slot[] = []
    const taken = new Set<number>()
    if (day >= today && day <= lastDay) {
      for (const range of rules.hours[String(weekdayOf(day))] ?? []) {
        const rangeEnd = instantAt(day, minutesOf(range.to), rules.timeZone) ?? instantAt(day, minutesOf(range.to) + 60, rules.timeZone)
        if (rangeEnd === null) continue
        for (let minutes = minutesOf(range.from); minutes + service.durationMinutes <= minutesOf(range.to); minutes += SLOT_STEP_MINUTES) {
          const start = instantAt(day, minutes, rules.timeZone)
          if (start === null || start < earliest || start + service.durationMinutes * MINUTE > rangeEnd) continue
          // Ranges that overlap each other offer a start once.
          if (taken.has(start) || overlapsAny(stretches, occupiedBy(start, service, travelMinutes))) continue
          taken.add(start)
          slots.push({ start, minutes })
        }
      }
    }
    slots.sort((a, b) => a.start - b.start)
    days.push({ date: day, slots })
  }
  return days
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)

type Stretches = { starts: number[]; latestEnd: number[] }

/** Busy stretches sorted by start, with the latest end of each prefix (a day off is long: ends are not sorted). */
function byStart(busy: Busy[]): Stretches {
  const sorted = [...busy].sort((a, b) => a.start - b.start)
  const latestEnd: number[] = []
  for (const [index, stretch] of sorted.entries()) latestEnd.push(Math.max(stretch.end, index ? latestEnd[index - 1] : -Infinity))
  return { starts: sorted.map((stretch) => stretch.start), latestEnd }
}

/** Whether `stretch` overlaps a busy one: among those starting before its end, the latest end is after its start. */
function overlapsAny({ starts, latestEnd }: Stretches, stretch: Busy): boolean {
  let low = 0
  let high = starts.length
  while (low < high) {
    const middle = (low + high) >> 1
    if (starts[middle] < stretch.end) low = middle + 1
    else high = middle
  }
  return low > 0 && latestEnd[low - 1] > stretch.start
}
