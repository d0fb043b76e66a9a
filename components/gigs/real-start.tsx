// Beside a gig's requested time, in its Information: when the day-of timeline's first sitting starts
// earlier, that start, so the owner is never misled about when she must be there.
import { Clock } from 'lucide-react'
import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { slotLabel } from '@/lib/appointments/slots'
import { startBeforeRequested } from '@/lib/appointments/timeline'

export function RealStart({ appointment, timeZone }: { appointment: AppointmentResponse; timeZone: string }) {
  const start = startBeforeRequested(appointment, timeZone)
  if (!start) return null
  return (
    <span className="mt-1 flex items-start gap-1.5 font-semibold text-brand-800" data-testid="real-start">
      <Clock className="mt-1 size-4 shrink-0" aria-hidden="true" />
      <span>
        Start {slotLabel(start.time)} <span className="whitespace-nowrap">(first sitting)</span>
        {start.day === appointment.date ? null : <span className="whitespace-nowrap">, {formatDay(start.day, 'EEE d MMM')}</span>}
      </span>
    </span>
  )
}
