// Instants (payments, offers, renewals) as dates in the owner's time zone, never the runtime's: the
// server and the browser then write the same text, and a Sydney owner sees Sydney's day anywhere.
import { formatPattern } from './date-pattern'

/** `formatInZone('2026-11-24T20:00:00Z', 'Australia/Sydney', 'd MMMM')` → "25 November". */
export const formatInZone = (instant: string | Date, timeZone: string, pattern: string) => formatPattern(new Date(instant), timeZone, pattern)

/** The last moment before an end (an offer open "until the end of" a day ends at the next midnight). */
export const formatDayBefore = (end: string | Date, timeZone: string, pattern: string) => formatInZone(new Date(new Date(end).getTime() - 1), timeZone, pattern)
