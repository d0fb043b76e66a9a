'use client'
// The gigs month view: a marker under every day with a gig (brand for bookings, amber for offers only);
// a day she blocked (a day off, an appointment of her own) greyed and struck through. Our own grid on
// plain days, as it is the Gigs screen's first sight: the arrow keys move a day or a week (Home/End to
// the week's ends, Page Up/Down a month) and one day at a time takes the Tab stop, as in WAI-ARIA's grid.
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { addDaysTo } from '@/lib/appointments/dates'
import { addMonthsTo, monthOf, monthWeeks, weekdayIndex } from '@/lib/appointments/month-grid'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { dayWords } from '@/lib/format/day-words'
import { monthInZone } from '@/lib/format/month-in-zone'
import { cn } from '@/lib/ui/cn'

const WEEKDAYS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const

const navButton = 'flex size-11 items-center justify-center rounded-full text-ink hover:bg-stone-100'

/** Where a key moves the focused day; null: not a key of the grid. */
function dayAfterKey(day: string, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return addDaysTo(day, -1)
    case 'ArrowRight':
      return addDaysTo(day, 1)
    case 'ArrowUp':
      return addDaysTo(day, -7)
    case 'ArrowDown':
      return addDaysTo(day, 7)
    case 'Home':
      return addDaysTo(day, -weekdayIndex(day))
    case 'End':
      return addDaysTo(day, 6 - weekdayIndex(day))
    case 'PageUp':
    case 'PageDown': {
      const month = addMonthsTo(monthOf(day), key === 'PageUp' ? -1 : 1)
      const last = addDaysTo(`${addMonthsTo(month, 1)}-01`, -1)
      const same = `${month}-${day.slice(8)}`
      return same > last ? last : same
    }
    default:
      return null
  }
}

export function GigCalendar({
  appointments,
  blockedDays,
  today,
  month,
  onMonthChange,
  onDayClick,
}: {
  appointments: AppointmentResponse[]
  /** "YYYY-MM-DD" of every day a block of hers touches. */
  blockedDays: string[]
  today: string
  /** "YYYY-MM". */
  month: string
  onMonthChange: (month: string) => void
  onDayClick: (day: string) => void
}) {
  const counts = new Map<string, number>()
  for (const appointment of appointments) counts.set(appointment.date, (counts.get(appointment.date) ?? 0) + 1)
  const booked = new Set(appointments.filter((a) => a.status === 'booked').map((a) => a.date))
  // Not booked yet (an offer, or a gig awaiting its deposit): marked as pending.
  const offered = new Set(appointments.filter((a) => a.status === 'offered' || a.status === 'awaitingDeposit').map((a) => a.date))
  const blocked = new Set(blockedDays)

  // The day holding the Tab stop: today in today's month, else the 1st; moved by the keys.
  const [focusDay, setFocusDay] = useState<string | null>(null)
  const tabStop = focusDay && monthOf(focusDay) === month ? focusDay : monthOf(today) === month ? today : `${month}-01`
  const moved = useRef(false)
  const grid = useRef<HTMLTableElement>(null)
  useEffect(() => {
    if (!moved.current) return
    moved.current = false
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${tabStop}"]`)?.focus()
  }, [tabStop])

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: string) => {
    const next = dayAfterKey(day, event.key)
    if (!next) return
    event.preventDefault()
    moved.current = true
    setFocusDay(next)
    if (monthOf(next) !== month) onMonthChange(monthOf(next))
  }

  const caption = monthInZone(`${month}-01T00:00:00Z`, 'UTC')
  return (
    <div className="relative w-full space-y-2">
      <div className="flex items-center justify-between">
        <button type="button" className={navButton} aria-label="Go to the Previous Month" onClick={() => onMonthChange(addMonthsTo(month, -1))}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </button>
        <p className="font-display text-lg font-semibold" aria-live="polite" id="gig-calendar-caption">
          {caption}
        </p>
        <button type="button" className={navButton} aria-label="Go to the Next Month" onClick={() => onMonthChange(addMonthsTo(month, 1))}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </button>
      </div>
      <table ref={grid} role="grid" aria-labelledby="gig-calendar-caption" className="w-full border-collapse">
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long} className="pb-1 text-xs font-semibold text-muted">
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const count = counts.get(day) ?? 0
                const isToday = day === today
                const isBlocked = blocked.has(day)
                const marker = booked.has(day) ? 'bg-brand-600' : offered.has(day) ? 'bg-amber-500' : null
                const label = `${isToday ? 'Today, ' : ''}${dayWords(day)}${count ? `, ${count} ${count === 1 ? 'gig' : 'gigs'}` : ''}${isBlocked ? ', blocked' : ''}`
                return (
                  <td key={day} className="p-0.5 text-center align-top">
                    <button
                      type="button"
                      data-day={day}
                      tabIndex={day === tabStop ? 0 : -1}
                      aria-label={label}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => {
                        setFocusDay(day)
                        onDayClick(day)
                      }}
                      onKeyDown={(event) => onKeyDown(event, day)}
                      className={cn(
                        'relative mx-auto flex size-11 flex-col items-center justify-center rounded-full text-[15px] transition-colors hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600',
                        monthOf(day) !== month && 'text-stone-500',
                        isToday && 'font-bold text-brand-700',
                        isBlocked && 'text-stone-500 line-through',
                      )}
                    >
                      {Number(day.slice(8))}
                      {marker ? <span className={cn('absolute bottom-1.5 size-1.5 rounded-full', marker)} data-testid="gig-marker" aria-hidden="true" /> : null}
                    </button>
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
