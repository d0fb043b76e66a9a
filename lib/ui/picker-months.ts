// The months a date picker spans and opens on, from the owner's today. Days are "YYYY-MM-DD"; the
// Dates are local midnights, as the calendar compares them, so its "today" is the owner's day whatever
// the phone's or the server's time zone.
import { addYears, parseISO, startOfMonth } from 'date-fns'
import { todayIn } from '@/lib/appointments/dates'

/** How far the month and year menus reach either side of today. */
export const PICKER_YEARS = { back: 10, ahead: 5 }

export type PickerMonths = { today: Date; defaultMonth: Date; startMonth: Date; endMonth: Date }

/** The owner's today ("YYYY-MM-DD") when her time zone is known, else this device's. */
export function ownerToday(timeZone: string | null, now = new Date()): string {
  return todayIn(timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone, now)
}

/**
 * Opens on the chosen day's month, else the first month that can be picked, else today's; the menus run
 * from the earliest day that can be picked (else ten years back) to five years ahead, and always reach
 * the chosen day.
 */
export function pickerMonths({ today, value, disabledBefore }: { today: string; value?: string | null; disabledBefore?: string }): PickerMonths {
  const todayDate = parseISO(today)
  const chosen = value ? parseISO(value) : null
  const earliest = disabledBefore ? parseISO(disabledBefore) : addYears(todayDate, -PICKER_YEARS.back)
  const latest = addYears(todayDate, PICKER_YEARS.ahead)
  const start = chosen && chosen < earliest ? chosen : earliest
  const end = chosen && chosen > latest ? chosen : latest
  const opening = chosen ?? (disabledBefore && parseISO(disabledBefore) > todayDate ? parseISO(disabledBefore) : todayDate)
  return { today: todayDate, defaultMonth: startOfMonth(opening), startMonth: startOfMonth(start), endMonth: startOfMonth(end) }
}
