'use client'
// Gigs by the week: each day as a bar over the hours she works, with her gigs, the travel and buffers an
// instant booking keeps around its gig, holds while a client pays, her blocked times and her other
// calendar's busy times, then the same as lines to read and tap. A day's title opens its day sheet.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { addDaysTo } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { slotLabel } from '@/lib/appointments/slots'
import type { WeekItem, WeekItemKind, WeekResponse } from '@/lib/availability/schema'

type WeekDay = WeekResponse['days'][number]
import { clockOf } from '@/lib/availability/zoned'
import { useWeek } from '@/lib/swr/use-week'
import { cn } from '@/lib/ui/cn'

const KIND_STYLE: Record<WeekItemKind, { bar: string; dot: string; name: string }> = {
  gig: { bar: 'bg-brand-600', dot: 'bg-brand-600', name: 'Gig' },
  travel: { bar: 'bg-amber-400', dot: 'bg-amber-400', name: 'Travel and buffers' },
  hold: { bar: 'bg-sky-400', dot: 'bg-sky-400', name: 'Held while paying' },
  block: { bar: 'bg-stone-500', dot: 'bg-stone-500', name: 'Blocked' },
  busy: { bar: 'bg-violet-400', dot: 'bg-violet-400', name: 'Other calendar' },
}

const time = (minutes: number) => slotLabel(clockOf(minutes))
const span = (item: { from: number; to: number }) => `${time(item.from)} – ${time(item.to)}`
/** "10:00 am – 2:00 pm", or "Not working". */
export const workingHours = (day: WeekDay) => (day.hours.length ? day.hours.map(span).join(', ') : 'Not working')

type Axis = { from: number; to: number }
const DEFAULT_AXIS: Axis = { from: 6 * 60, to: 21 * 60 }

/** The hours every bar shows: 6 am to 9 pm, widened to fit what the days hold. */
export function axisOf(days: WeekDay[]): Axis {
  const stretches = days.flatMap((day) => [...day.hours, ...day.items])
  const from = Math.min(6 * 60, ...stretches.map((stretch) => stretch.from))
  const to = Math.max(21 * 60, ...stretches.map((stretch) => stretch.to))
  return { from: Math.floor(from / 60) * 60, to: Math.ceil(to / 60) * 60 }
}

export function WeekView({
  start,
  today,
  onStartChange,
  onDayClick,
}: {
  /** The Monday the week starts on, "YYYY-MM-DD". */
  start: string
  today: string
  onStartChange: (start: string) => void
  onDayClick: (day: string) => void
}) {
  const { data, error } = useWeek(start)
  const axis = data ? axisOf(data.days) : DEFAULT_AXIS

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
          aria-label="Previous week"
          onClick={() => onStartChange(addDaysTo(start, -7))}
        >
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p className="font-semibold" data-testid="week-label">
          {formatDay(start, 'd MMM')} – {formatDay(addDaysTo(start, 6), 'd MMM yyyy')}
        </p>
        <button
          type="button"
          className="flex size-11 items-center justify-center rounded-full hover:bg-stone-100"
          aria-label="Next week"
          onClick={() => onStartChange(addDaysTo(start, 7))}
        >
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <ul className="mt-1 flex flex-wrap gap-x-3 gap-y-1 px-1 text-xs text-muted" aria-label="Key">
        <li className="flex items-center gap-1.5">
          <span className="size-2.5 rounded-sm border border-emerald-300 bg-emerald-50" aria-hidden="true" /> Working hours
        </li>
        {Object.entries(KIND_STYLE).map(([kind, style]) => (
          <li key={kind} className="flex items-center gap-1.5">
            <span className={cn('size-2.5 rounded-sm', style.dot)} aria-hidden="true" /> {style.name}
          </li>
        ))}
      </ul>
      {error ? <p className="mt-3 text-sm text-danger">This week could not be loaded. Pull down to try again.</p> : null}
      <div className={cn('mt-3 space-y-4', !data && 'min-h-96 animate-pulse')} aria-busy={!data}>
        {data?.days.map((day) => (
          <section key={day.date} aria-label={formatDay(day.date, 'EEEE d MMMM')} className="border-t border-line pt-3 first:border-t-0 first:pt-0">
            <button type="button" onClick={() => onDayClick(day.date)} className="flex min-h-11 w-full items-center justify-between text-left">
              <span className={cn('font-semibold', day.date === today && 'text-brand-700')}>
                {formatDay(day.date, 'EEE d MMM')}
                {day.date === today ? ' · Today' : ''}
              </span>
              <span className="text-sm text-muted">{workingHours(day)}</span>
            </button>
            <DayPlan day={day} axis={axis} />
          </section>
        ))}
      </div>
    </div>
  )
}

function WeekLine({ item }: { item: WeekItem }) {
  const content = (
    <>
      <span className={cn('size-2.5 shrink-0 rounded-sm', KIND_STYLE[item.kind].dot)} aria-hidden="true" />
      <span className="w-36 shrink-0 tabular-nums text-muted">{span(item)}</span>
      <span className={cn('min-w-0 truncate', item.kind === 'gig' && 'font-semibold')}>{item.label}</span>
    </>
  )
  return (
    <li data-kind={item.kind}>
      {item.kind === 'gig' && item.appointmentId ? (
        <Link href={`/dashboard/gigs/${item.appointmentId}`} className="flex min-h-11 items-center gap-2 hover:underline">
          {content}
        </Link>
      ) : (
        <span className="flex min-h-8 items-center gap-2">{content}</span>
      )}
    </li>
  )
}

/** One day of hers: a bar over the hours she works with what takes her time, then the same as lines. */
/** `lineKinds`: which stretches get a line under the bar (all by default; the day sheet lists gigs and blocks itself). */
export function DayPlan({ day, axis, lineKinds }: { day: WeekDay; axis: Axis; lineKinds?: WeekItemKind[] }) {
  const lines = lineKinds ? day.items.filter((item) => lineKinds.includes(item.kind)) : day.items
  const at = (minutes: number) => `${((minutes - axis.from) / (axis.to - axis.from)) * 100}%`
  const width = (item: Axis) => `${((item.to - item.from) / (axis.to - axis.from)) * 100}%`
  return (
    <>
      <div className="relative h-7 overflow-hidden rounded-lg bg-stone-100" aria-hidden="true">
        {day.hours.map((range) => (
          <span
            key={range.from}
            className="absolute inset-y-0 border-x border-emerald-300 bg-emerald-50"
            style={{ left: at(range.from), width: width(range) }}
          />
        ))}
        {day.items.map((item, index) => (
          <span
            key={`${item.kind}-${item.from}-${index}`}
            className={cn('absolute inset-y-1 rounded', KIND_STYLE[item.kind].bar, item.kind === 'block' || item.kind === 'busy' ? 'opacity-70' : '')}
            style={{ left: at(Math.max(item.from, axis.from)), width: width({ from: Math.max(item.from, axis.from), to: Math.min(item.to, axis.to) }) }}
          />
        ))}
      </div>
      <div className="mt-0.5 flex justify-between text-[11px] text-muted" aria-hidden="true">
        <span>{time(axis.from)}</span>
        <span>{time((axis.from + axis.to) / 2)}</span>
        <span>{time(axis.to)}</span>
      </div>
      {lines.length ? (
        <ul className="mt-2 space-y-1 text-sm">
          {lines.map((item, index) => (
            <WeekLine key={`${item.kind}-${item.from}-${index}`} item={item} />
          ))}
        </ul>
      ) : null}
    </>
  )
}
