// The top of a gig's screen: its status and request number, the day, the times, the place and how many.
import { formatDay, formatTimeRange, peopleCount } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { StatusBadge } from './gig-badges'

export function GigSummary({ appointment }: { appointment: AppointmentResponse }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card" aria-label="Gig">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge appointment={appointment} />
        <span className="text-sm font-semibold text-muted" data-testid="request-number">
          Request #{appointment.requestNumber}
        </span>
      </div>
      <p className="mt-3 font-display text-2xl leading-tight font-semibold">{formatDay(appointment.date, 'EEEE d MMMM')}</p>
      <p className="mt-1 text-[15px]">{formatTimeRange(appointment.time.from, appointment.time.to)}</p>
      <p className="text-[15px] text-muted">
        {appointment.location.city}
        {appointment.location.state ? ` ${appointment.location.state}` : ''} · {peopleCount(appointment.services)}
      </p>
    </section>
  )
}
