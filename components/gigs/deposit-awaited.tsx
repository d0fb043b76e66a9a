// A gig held for its deposit (a wedding's retainer) paid outside the app: how much the client was asked
// for and with which reference, and 'Record the deposit', which books the gig once it covers it.
import { Hourglass } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { paymentReference } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatMoney } from '@/lib/format/money'

/** What the client still owes of the deposit (retainer). */
export const depositDue = (appointment: Pick<AppointmentResponse, 'pricing' | 'paidToDate'>) =>
  Math.max(appointment.pricing.deposit - appointment.paidToDate, 0)

export function DepositAwaited({ appointment, onRecord }: { appointment: AppointmentResponse; onRecord: () => void }) {
  const name = appointment.depositName
  const firstName = appointment.customerName.trim().split(/\s+/)[0]
  return (
    <section className="mt-4 rounded-card bg-sky-50 p-4 text-sky-950" role="status" aria-label={`Awaiting ${name}`}>
      <p className="flex items-start gap-2 font-semibold">
        <Hourglass className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        Awaiting the {formatMoney(depositDue(appointment))} {name}
      </p>
      <p className="mt-1 pl-7 text-sm">
        {firstName} {name === 'retainer' ? 'signed the contract' : 'accepted the offer'} and was sent your ways to pay, with the reference “
        {paymentReference(appointment)}”. Record the {name} when it reaches you: the gig is then booked.
      </p>
      <div className="mt-3 pl-7">
        <Button onClick={onRecord}>Record the {name}</Button>
      </div>
    </section>
  )
}
