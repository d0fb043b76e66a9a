// One month of an instant-book service's free starts, for the public booking calendar.
import { todayIn } from '@/lib/appointments/dates'
import { bookableService } from './bookable'
import { loadBusy } from './busy'
import { slotsResponse, type SlotsQuery, type SlotsResponse } from './schema'
import { freeSlots, lastBookableDay, type DaySlots, type SlotRules, type SlotService } from './slots'
import { clockOf, instantAt } from './zoned'

const DAY = 86_400_000

export async function getMonthSlots(query: SlotsQuery, { now = new Date() } = {}): Promise<SlotsResponse> {
  const { owner, service, rules, travelMinutes } = await bookableService(query)
  const today = todayIn(owner.timeZone, now)
  const days = await slotsBetween({ userId: owner.id, rules, service, travelMinutes, from: `${query.month}-01`, to: lastDayOf(query.month), today, now })
  return slotsResponse.parse({
    timeZone: owner.timeZone,
    month: query.month,
    firstMonth: today.slice(0, 7),
    lastMonth: lastBookableDay(today, rules.bookAheadMonths).slice(0, 7),
    days: days.map((day) => ({ date: day.date, slots: day.slots.map((slot) => ({ start: new Date(slot.start).toISOString(), time: clockOf(slot.minutes) })) })),
  })
}

/** The free starts of the days from `from` to `to`, with the owner's busy times read for them. */
export async function slotsBetween({
  userId,
  rules,
  service,
  travelMinutes,
  from,
  to,
  today,
  now,
}: {
  userId: string
  rules: SlotRules
  service: SlotService
  travelMinutes: number
  from: string
  to: string
  today: string
  now: Date
}): Promise<DaySlots[]> {
  // Busy times reaching into the first or last day: a day either side, and the longest a booking reaches out.
  const reach = (service.durationMinutes + service.bufferBeforeMinutes + service.bufferAfterMinutes + 2 * travelMinutes) * 60_000 + DAY
  const windowStart = (instantAt(from, 0, rules.timeZone) ?? Date.parse(`${from}T00:00:00Z`)) - reach
  const windowEnd = (instantAt(to, 24 * 60, rules.timeZone) ?? Date.parse(`${to}T00:00:00Z`) + DAY) + reach
  const busy = await loadBusy({ userId, timeZone: rules.timeZone, from: windowStart, to: windowEnd, now })
  return freeSlots({ rules, service, travelMinutes, busy, from, to, today, now: now.getTime() })
}

const lastDayOf = (month: string) => {
  const [year, monthNumber] = month.split('-').map(Number)
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10)
}
