'use client'
// The owes-you banner of a booked gig with money remaining: how much, when it is (or was) due, 'Mark
// paid' and 'Record a payment'.
import { Wallet } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'

export function PaymentDue({
  appointment,
  onChange,
  onRecord,
}: {
  appointment: AppointmentResponse
  onChange: (appointment: AppointmentResponse) => void
  onRecord: () => void
}) {
  const { run, busy } = useMutation()
  const markPaid = () =>
    run(async () => onChange(await api<AppointmentResponse>('/v1/appointment', { method: 'PATCH', body: { _id: appointment._id, paid: true } })), {
      success: 'Marked paid',
    })

  return (
    <section
      className={cn('mt-4 rounded-card p-4', appointment.overdue ? 'bg-red-50 text-red-950' : 'bg-amber-50 text-amber-950')}
      role="status"
      aria-label="Payment due"
    >
      <p className="flex items-start gap-2 font-semibold">
        <Wallet className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
        The customer owes you a payment for this gig
      </p>
      <p className="mt-1 pl-7 text-sm">
        {formatMoney(appointment.remaining)} {appointment.overdue ? 'was due' : 'due'}
        {appointment.paymentDueDate ? ` ${formatDay(appointment.paymentDueDate, 'd MMMM')}` : ''}
      </p>
      <div className="mt-3 flex flex-wrap gap-2 pl-7">
        <Button onClick={markPaid} loading={busy}>
          Mark paid
        </Button>
        <Button variant="outline" onClick={onRecord}>
          Record a payment
        </Button>
      </div>
    </section>
  )
}
