// A gig's money: total, deposit, paid to date, remaining and the due date, then each payment received
// (opening it shows its receipt and refund).
import { ChevronRight } from 'lucide-react'
import type { ReactNode } from 'react'
import { formatDay } from '@/lib/appointments/describe'
import { PAYMENT_METHOD_LABELS } from '@/lib/appointments/payment-methods'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
import { PaymentBadge } from './gig-badges'

export function GigPayments({
  appointment,
  timeZone,
  onOpenPayment,
}: {
  appointment: AppointmentResponse
  timeZone: string
  onOpenPayment: (paymentId: string) => void
}) {
  return (
    <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="money-heading">
      <div className="flex items-center justify-between gap-2">
        <h2 id="money-heading" className="font-display text-lg font-semibold">
          Payment
        </h2>
        <PaymentBadge appointment={appointment} className="text-sm" />
      </div>
      <dl className="mt-3 divide-y divide-line text-[15px]">
        <MoneyRow label="Total" value={formatMoney(appointment.pricing.total)} />
        <MoneyRow label={appointment.depositName === 'retainer' ? 'Retainer' : 'Deposit'} value={formatMoney(appointment.pricing.deposit)} />
        <MoneyRow label="Paid to date" value={formatMoney(appointment.paidToDate)} />
        <MoneyRow label="Remaining" value={formatMoney(appointment.remaining)} strong />
        <MoneyRow
          label="Payment due"
          value={
            appointment.paymentDueDate ? (
              <span className={cn(appointment.overdue && 'font-semibold text-danger')}>{formatDay(appointment.paymentDueDate, 'EEE d MMM yyyy')}</span>
            ) : (
              'No due date'
            )
          }
        />
      </dl>
      {appointment.payments.length ? (
        <div className="mt-3 rounded-2xl bg-stone-50 p-3">
          <h3 className="text-sm font-semibold">Payments received</h3>
          <ul className="mt-1 text-sm">
            {appointment.payments.map((payment) => (
              <li key={payment._id}>
                <button
                  type="button"
                  onClick={() => onOpenPayment(payment._id)}
                  className="-mx-2 flex min-h-11 w-[calc(100%+1rem)] items-center justify-between gap-2 rounded-xl px-2 text-left hover:bg-stone-100"
                >
                  <span className="text-muted">
                    {formatInZone(payment.paidAt, timeZone, 'd MMM')} · {PAYMENT_METHOD_LABELS[payment.method]}
                    {payment.provider === 'test' ? ' (test mode)' : ''}
                    {payment.note ? ` · ${payment.note}` : ''}
                    {payment.refunded ? (
                      <span className="block font-semibold text-amber-800">
                        {payment.refunded === payment.amount ? 'Refunded in full' : `${formatMoney(payment.refunded)} refunded`}
                      </span>
                    ) : null}
                    {payment.overpaid ? <span className="block font-semibold text-danger">{formatMoney(payment.overpaid)} more than was due</span> : null}
                  </span>
                  <span className="flex items-center gap-1 font-semibold">
                    {formatMoney(payment.amount)}
                    <ChevronRight className="size-4 text-muted" aria-hidden="true" />
                    {/* Its name is what it shows (voice control says what it sees), then where it leads. */}
                    <span className="sr-only">, receipt and refund</span>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  )
}

function MoneyRow({ label, value, strong }: { label: string; value: ReactNode; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className={cn(strong && 'font-display text-xl font-semibold')}>{value}</dd>
    </div>
  )
}
