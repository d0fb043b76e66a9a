'use client'
// Money that came beyond what was due (a Checkout page paid twice, a payment after cancelling), still
// with the artist: in red, each payment's excess with a one-tap refund through that payment's own refund
// (a card payment goes back to the card), or kept if she agreed on more with the client.
import { CircleAlert, Undo2 } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { PAYMENT_METHOD_LABELS } from '@/lib/appointments/payment-methods'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'

export function OverpaymentNotice({
  appointment,
  timeZone,
  onChange,
}: {
  appointment: AppointmentResponse
  timeZone: string
  onChange: (appointment: AppointmentResponse) => void
}) {
  const { run, busyWith } = useMutation()
  const overpaid = appointment.payments.filter((payment) => payment.overpaid > 0)
  if (!overpaid.length) return null

  const refund = (payment: (typeof overpaid)[number]) =>
    run(
      async () =>
        onChange(
          await api<AppointmentResponse>(`/v1/appointment/${appointment._id}/payments/${payment._id}/refund`, {
            method: 'POST',
            body: { amount: payment.overpaid },
          }),
        ),
      { key: payment._id, success: `${formatMoney(payment.overpaid)} refunded` },
    )

  return (
    <section className="mt-4 rounded-card bg-red-50 p-4 text-red-950" role="alert" aria-label="Overpaid">
      <p className="flex items-start gap-2 font-semibold">
        <CircleAlert className="mt-0.5 size-5 shrink-0 text-danger" aria-hidden="true" />
        {appointment.customerName} paid {formatMoney(appointment.overpaid)} more than was due
      </p>
      <p className="mt-1 pl-7 text-sm">Refund it in one tap, or keep it if you agreed on more.</p>
      <ul className="mt-3 space-y-2 pl-7">
        {overpaid.map((payment) => (
          <li key={payment._id} className="flex items-center justify-between gap-3">
            <span className="min-w-0 text-sm">
              <span className="block font-semibold whitespace-nowrap text-danger">{formatMoney(payment.overpaid)} overpaid</span>
              {formatInZone(payment.paidAt, timeZone, 'd MMM')} · {PAYMENT_METHOD_LABELS[payment.method]}
              {payment.note ? ` · ${payment.note}` : ''}
            </span>
            <Button className="shrink-0" variant="destructive" size="sm" loading={busyWith === payment._id} onClick={() => refund(payment)}>
              <Undo2 aria-hidden="true" /> Refund {formatMoney(payment.overpaid)}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  )
}
