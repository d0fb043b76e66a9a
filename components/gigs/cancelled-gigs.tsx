import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { GigCard } from './gig-card'

/** The gigs screen's Cancelled list: out of the calendar and every total, kept for the record, latest day first. */
export function CancelledGigs({ appointments }: { appointments: AppointmentResponse[] }) {
  const cancelled = appointments.filter((appointment) => appointment.status === 'cancelled').toReversed()
  return (
    <section className="mt-6" aria-labelledby="cancelled-heading">
      <h2 id="cancelled-heading" className="font-display text-xl font-semibold">
        Cancelled
      </h2>
      <p className="text-sm text-muted">They no longer count in your calendar or totals.</p>
      {cancelled.length === 0 ? (
        <p className="mt-3 rounded-card bg-white p-6 text-center text-muted shadow-card">No cancelled gigs.</p>
      ) : (
        <div className="mt-3 space-y-3">
          {cancelled.map((appointment) => (
            <GigCard key={appointment._id} appointment={appointment} showDate={formatDay(appointment.date, 'd MMM yy')} />
          ))}
        </div>
      )}
    </section>
  )
}
