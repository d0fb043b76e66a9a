// A cancelled gig, at the top of its page: when, who asked, the word for the client, and the money.
import { CalendarX2 } from 'lucide-react'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'

export function CancellationSummary({ appointment, timeZone }: { appointment: AppointmentResponse; timeZone: string }) {
  const { cancellation } = appointment
  if (!cancellation) return null
  const refunded = appointment.payments.reduce((total, payment) => total + payment.refunded, 0)
  return (
    <section className="mt-4 rounded-card bg-red-50 p-4 text-red-950" role="status" aria-label="Cancelled">
      <p className="flex items-start gap-2 font-semibold">
        <CalendarX2 className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Cancelled {formatInZone(cancellation.at, timeZone, 'd MMMM')}, {cancellation.by === 'client' ? 'at the client’s request' : 'by you'}
      </p>
      {cancellation.reason ? <p className="mt-1 pl-7 text-sm">“{cancellation.reason}”</p> : null}
      <p className="mt-1 pl-7 text-sm" data-testid="cancellation-money">
        {refunded || appointment.paidToDate ? `${formatMoney(refunded)} refunded · ${formatMoney(appointment.paidToDate)} kept.` : 'Nothing was paid.'} It no
        longer counts in your totals.
      </p>
    </section>
  )
}
