// Wall-clock times in the artist's time zone, in milliseconds: the slot computation runs thousands of
// these for a month, so they use the zone's offset (cached by @date-fns/tz) rather than building dates.
import { tzOffset } from '@date-fns/tz'

const MINUTE = 60_000
const QUARTER_HOUR = 15 * MINUTE

// Offsets change only on a quarter hour (every zone's transitions do), so one answer serves each
// quarter hour of each zone: a month of slots asks the same few thousand times.
const offsets = new Map<string, number>()
function offsetAt(timeZone: string, instant: number): number {
  const quarter = Math.floor(instant / QUARTER_HOUR)
  const key = `${timeZone}|${quarter}`
  let offset = offsets.get(key)
  if (offset === undefined) {
    if (offsets.size > 200_000) offsets.clear()
    offset = tzOffset(timeZone, new Date(quarter * QUARTER_HOUR))
    offsets.set(key, offset)
  }
  return offset
}

/**
 * The instant a wall-clock time of a day ("YYYY-MM-DD", minutes after its midnight; past 24:00 runs
 * into the next day) happens in the time zone, or null when the clock skips it (the hour lost when
 * daylight saving starts). A time the clock shows twice (the hour repeated when it ends) answers one.
 */
export function instantAt(day: string, minutes: number, timeZone: string): number | null {
  const wall = Date.parse(`${day}T00:00:00Z`) + minutes * MINUTE
  const first = wall - offsetAt(timeZone, wall) * MINUTE
  const instant = wall - offsetAt(timeZone, first) * MINUTE
  return instant + offsetAt(timeZone, instant) * MINUTE === wall ? instant : null
}

/** "YYYY-MM-DD" and minutes after midnight of an instant, on the time zone's clock. */
export function wallClockOf(instant: number, timeZone: string): { day: string; minutes: number } {
  const wall = new Date(instant + offsetAt(timeZone, instant) * MINUTE)
  return { day: wall.toISOString().slice(0, 10), minutes: wall.getUTCHours() * 60 + wall.getUTCMinutes() }
}

/** The weekday of a calendar day, 0 for Sunday. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay()

/** "HH:mm" of minutes after midnight (24:00 reads 00:00). */
export const clockOf = (minutes: number) => `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/** "HH:mm" → minutes after midnight ("24:00" is 1440). */
export const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
