// The days a month view shows, on plain "YYYY-MM-DD" days (no time zone, no date library): the weeks
// Monday first, with the days of the months either side that fill the first and last week.
import { addDaysTo, toDbDate } from './dates'

/** "YYYY-MM" of a day. */
export const monthOf = (day: string) => day.slice(0, 7)

/** The month `months` before (negative) or after a "YYYY-MM" month. */
export function addMonthsTo(month: string, months: number): string {
  const [year, monthNumber] = month.split('-').map(Number)
  const index = year * 12 + monthNumber - 1 + months
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/** 0 for Monday … 6 for Sunday. */
export const weekdayIndex = (day: string) => (toDbDate(day).getUTCDay() + 6) % 7

/** The Monday of the day's week. */
export const weekStartOf = (day: string) => addDaysTo(day, -weekdayIndex(day))

/** The month's weeks, Monday to Sunday, each a list of seven days. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`
  const last = addDaysTo(`${addMonthsTo(month, 1)}-01`, -1)
  const weeks: string[][] = []
  for (let monday = weekStartOf(first); monday <= last; monday = addDaysTo(monday, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, index) => addDaysTo(monday, index)))
  }
  return weeks
}
