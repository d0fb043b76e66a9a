// Calendar days as the owner lives them: "today" is today in the owner's time zone, and a gig's date is
// a plain "YYYY-MM-DD" day (a @db.Date column, midnight UTC inside).
import { TZDate } from '@date-fns/tz'
import { formatPattern } from '@/lib/format/date-pattern'
import { clockMinutes, minutesFromDate } from './slots'

export const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/

/** "YYYY-MM-DD" of an instant in the time zone. */
export const dayIn = (timeZone: string, instant: Date) => formatPattern(instant, timeZone, 'yyyy-MM-dd')

export const todayIn = (timeZone: string, now = new Date()) => dayIn(timeZone, now)

/** A real calendar day ("2026-02-30" is not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value
}

/** The day as the database stores a date column. */
export const toDbDate = (day: string) => new Date(`${day}T00:00:00Z`)
export const fromDbDate = (date: Date) => date.toISOString().slice(0, 10)

const DAY_MS = 24 * 60 * 60 * 1000
/** Plain days in UTC have no daylight saving: a day is always 24 hours. */
export const addDaysTo = (day: string, days: number) => fromDbDate(new Date(toDbDate(day).getTime() + days * DAY_MS))

/** The instant of a wall-clock time on a day in the time zone; `minutes` past 24:00 run into the next day. */
function wallClock(day: string, minutes: number, timeZone: string): Date {
  const [year, month, date] = day.split('-').map(Number)
  const extraDays = Math.floor(minutes / (24 * 60))
  const rest = minutes % (24 * 60)
  return new Date(new TZDate(year, month - 1, date + extraDays, Math.floor(rest / 60), rest % 60, timeZone).getTime())
}

/** The instant a "HH:mm" slot of a gig's date happens in the owner's time zone (small hours: the next day). */
export const slotInstant = (day: string, time: string, timeZone: string) => wallClock(day, minutesFromDate(time), timeZone)

/** The instant a clock time "HH:mm" reads on that very day in the time zone (no small-hours rule). */
export const clockInstant = (day: string, time: string, timeZone: string) => wallClock(day, clockMinutes(time), timeZone)

/** Midnight at the start of the day in the time zone. */
export const startOfDayIn = (day: string, timeZone: string) => wallClock(day, 0, timeZone)
