'use client'
// The gigs month view: a marker under every day with a gig (brand for bookings, amber for offers only);
// a day she blocked (a day off, an appointment of her own) greyed and struck through.
import { format, parseISO } from 'date-fns'
import { useEffect, useRef } from 'react'
import type { DayButtonProps } from 'react-day-picker'
import { Calendar } from '@/components/ui/calendar'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { cn } from '@/lib/ui/cn'

const dayKey = (date: Date) => format(date, 'yyyy-MM-dd')

function MarkedDayButton({ day, modifiers, children, className, ...props }: DayButtonProps) {
  const ref = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (modifiers.focused) ref.current?.focus()
  }, [modifiers.focused])
  const marker = modifiers.booked ? 'bg-brand-600' : modifiers.offered ? 'bg-amber-500' : null
  return (
    <button ref={ref} className={cn(className, modifiers.blocked && 'text-stone-500 line-through')} data-day={dayKey(day.date)} {...props}>
      {children}
      {marker ? <span className={cn('absolute bottom-1.5 size-1.5 rounded-full', marker)} data-testid="gig-marker" aria-hidden="true" /> : null}
    </button>
  )
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
  month: Date
  onMonthChange: (month: Date) => void
  onDayClick: (day: string) => void
}) {
  const counts = new Map<string, number>()
  for (const appointment of appointments) counts.set(appointment.date, (counts.get(appointment.date) ?? 0) + 1)
  const booked = appointments.filter((a) => a.status === 'booked').map((a) => parseISO(a.date))
  // Not booked yet (an offer, or a gig awaiting its deposit): marked as pending.
  const offered = appointments.filter((a) => a.status === 'offered' || a.status === 'awaitingDeposit').map((a) => parseISO(a.date))
  return (
    <Calendar
      month={month}
      onMonthChange={onMonthChange}
      today={parseISO(today)}
      modifiers={{ booked, offered, blocked: blockedDays.map((day) => parseISO(day)) }}
      onDayClick={(date) => onDayClick(dayKey(date))}
      labels={{
        labelDayButton: (date, modifiers) => {
          const count = counts.get(dayKey(date)) ?? 0
          const gigs = count ? `, ${count} ${count === 1 ? 'gig' : 'gigs'}` : ''
          return `${modifiers.today ? 'Today, ' : ''}${format(date, 'EEEE d MMMM yyyy')}${gigs}${modifiers.blocked ? ', blocked' : ''}`
        },
      }}
      components={{ DayButton: MarkedDayButton }}
    />
  )
}
