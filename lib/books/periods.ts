// The periods the books are read by, in the owner's calendar: a month, a quarter (the BAS quarters:
// Jul–Sep, Oct–Dec, Jan–Mar, Apr–Jun) and the Australian financial year (1 July to 30 June). Each is a
// run of days [start, end) and the instants its days begin and end in her time zone.
import { addMonths, format, parseISO } from 'date-fns'
import { fromDbDate, startOfDayIn, toDbDate } from '@/lib/appointments/dates'

export const PERIOD_KINDS = ['month', 'quarter', 'year'] as const
export type PeriodKind = (typeof PERIOD_KINDS)[number]

export type Period = {
  kind: PeriodKind
  /** First day, "YYYY-MM-DD". */
  start: string
  /** The day after the last, "YYYY-MM-DD". */
  end: string
  /** "November 2026", "Oct–Dec 2026", "FY 2026–27". */
  label: string
  startsAt: Date
  endsAt: Date
}

const MONTHS_IN = { month: 1, quarter: 3, year: 12 } as const

/** The first day of the period of `kind` that holds `day`. */
function periodStart(kind: PeriodKind, day: string): string {
  const [year, month] = day.split('-').map(Number)
  if (kind === 'month') return `${day.slice(0, 7)}-01`
  if (kind === 'quarter') return `${year}-${String(Math.floor((month - 1) / 3) * 3 + 1).padStart(2, '0')}-01`
  return `${month >= 7 ? year : year - 1}-07-01`
}

const shortYear = (year: number) => String(year % 100).padStart(2, '0')

function labelOf(kind: PeriodKind, start: string, lastDay: string): string {
  if (kind === 'month') return format(parseISO(start), 'MMMM yyyy')
  if (kind === 'quarter') return `${format(parseISO(start), 'MMM')}–${format(parseISO(lastDay), 'MMM yyyy')}`
  const year = Number(start.slice(0, 4))
  return `FY ${year}–${shortYear(year + 1)}`
}

/** The period of `kind` holding the day `day` ("YYYY-MM-DD"), in the time zone. */
export function periodOf(kind: PeriodKind, day: string, timeZone: string): Period {
  const start = periodStart(kind, day)
  const end = fromDbDate(addMonths(toDbDate(start), MONTHS_IN[kind]))
  const lastDay = fromDbDate(new Date(toDbDate(end).getTime() - 86_400_000))
  return { kind, start, end, label: labelOf(kind, start, lastDay), startsAt: startOfDayIn(start, timeZone), endsAt: startOfDayIn(end, timeZone) }
}

/** The period before or after (`step` -1 or 1). */
export const stepPeriod = (period: Period, step: number, timeZone: string) =>
  periodOf(period.kind, fromDbDate(addMonths(toDbDate(period.start), step * MONTHS_IN[period.kind])), timeZone)

/** The months of a period, by their first day. */
export function monthsOf(period: Pick<Period, 'start' | 'end'>): string[] {
  const months: string[] = []
  for (let month = period.start; month < period.end; month = fromDbDate(addMonths(toDbDate(month), 1))) months.push(month)
  return months
}
