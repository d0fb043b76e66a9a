// The spec's time slots: every 30 minutes from 5:00 through 04:30 the next day. A gig's day runs from
// 5:00 to 04:30 the next morning, so a time before 5:00 is in the small hours after the gig's date.

const DAY_STARTS_AT = 5 * 60
const STEP = 30

export type TimeSlot = { value: string; label: string }

const pad = (n: number) => String(n).padStart(2, '0')

/** "HH:mm" → minutes after midnight. */
export const clockMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))

export function slotLabel(time: string): string {
  const minutes = clockMinutes(time)
  if (minutes === 12 * 60) return 'Midday'
  if (minutes === 0) return 'Midnight'
  const hours = Math.floor(minutes / 60)
  const hour12 = hours % 12 === 0 ? 12 : hours % 12
  return `${hour12}:${pad(minutes % 60)} ${hours < 12 ? 'am' : 'pm'}`
}

export const TIME_SLOTS: readonly TimeSlot[] = Array.from({ length: (24 * 60) / STEP }, (_, index) => {
  const minutes = (DAY_STARTS_AT + index * STEP) % (24 * 60)
  const value = `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`
  return { value, label: slotLabel(value) }
})

const SLOT_VALUES = new Set(TIME_SLOTS.map((slot) => slot.value))
export const isTimeSlot = (value: string) => SLOT_VALUES.has(value)

/** Any clock time "HH:mm", 00:00 to 23:59 (a ready-by time need not fall on a slot). */
export const isClockTime = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value)

/** Position in the gig's day: 05:00 is 0, 04:30 (next morning) is 47. */
export const slotIndex = (time: string) => ((clockMinutes(time) - DAY_STARTS_AT + 24 * 60) % (24 * 60)) / STEP

/** Whether the time is in the small hours after the gig's date (before 5:00). */
export const isNextDay = (time: string) => clockMinutes(time) < DAY_STARTS_AT

/** Minutes from the gig date's midnight: 01:00 after a 22:00 start is 25 hours in. */
export const minutesFromDate = (time: string) => clockMinutes(time) + (isNextDay(time) ? 24 * 60 : 0)

/** The end is after the start within the gig's day; an end at or before the start on the clock is the next day. */
export const endsAfterStart = (from: string, to: string) => slotIndex(to) > slotIndex(from)

/** Whether the gig finishes on the calendar day after its date. */
export const endsNextDay = (to: string) => isNextDay(to)

/**
 * The end time once the start moves to `newFrom`: unchanged while it is still after the start, else
 * moved to keep the gig's length (at most the day's last slot). Empty when no slot is left after the
 * start. An end that is no longer offered must never stay in the form: the field would show one time
 * and save another.
 */
export function endAfterNewStart(time: { from?: string; to?: string }, newFrom: string): string {
  const { from, to } = time
  if (!to || !newFrom || endsAfterStart(newFrom, to)) return to ?? ''
  const length = from && endsAfterStart(from, to) ? slotIndex(to) - slotIndex(from) : 1
  const end = Math.min(slotIndex(newFrom) + length, TIME_SLOTS.length - 1)
  return end > slotIndex(newFrom) ? TIME_SLOTS[end].value : ''
}
