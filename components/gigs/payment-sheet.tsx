'use client'
// One payment on a gig: e-mail the client its receipt, or refund it in full or in part (a card payment
// goes back through the artist's Stripe account; an offline one is recorded as given back).
import { zodResolver } from '@hookform/resolvers/zod'
import { Mail, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { PAYMENT_METHOD_LABELS, refundBody, type AppointmentResponse, type ReceiptAnswer, type RefundBody } from '@/lib/appointments/schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import { MoneyInput } from './money-input'

type Payment = AppointmentResponse['payments'][number]

export function PaymentSheet({
  appointment,
  timeZone,
  payment,
  onOpenChange,
  onChanged,
}: {
  appointment: AppointmentResponse
  timeZone: string
  payment: Payment | null
  onOpenChange: (open: boolean) => void
  onChanged: (appointment: AppointmentResponse) => void
}) {
  const [refunding, setRefunding] = useState(false)
  const { run, busyWith } = useMutation()
  const left = payment ? payment.amount - payment.refunded : 0
  const form = useForm<z.input<typeof refundBody>, unknown, RefundBody>({ resolver: zodResolver(refundBody), values: { amount: left } })
  const { control, handleSubmit, formState } = form
  const path = payment ? `/v1/appointment/${appointment._id}/payments/${payment._id}` : ''

  const close = (open: boolean) => {
    if (!open) setRefunding(false)
    onOpenChange(open)
  }

  const sendReceipt = () =>
    run(
      async () => {
        const answer = await api<ReceiptAnswer>(`${path}/receipt`, { method: 'POST' })
        onChanged({
          ...appointment,
          payments: appointment.payments.map((item) => (item._id === payment?._id ? { ...item, receiptNumber: answer.receiptNumber } : item)),
        })
        return answer
      },
      { key: 'receipt', success: (answer) => `Receipt #${answer.receiptNumber} sent to ${answer.sentTo}` },
    )

  const refund = handleSubmit((input) =>
    run(
      async () => {
        onChanged(await api<AppointmentResponse>(`${path}/refund`, { method: 'POST', body: input }))
        close(false)
      },
      { success: `${formatMoney(input.amount)} refunded` },
    ),
  )

  const card = payment?.provider != null
  return (
    <Sheet
      open={payment !== null}
      onOpenChange={close}
      title={payment ? `${formatMoney(payment.amount)} · ${PAYMENT_METHOD_LABELS[payment.method]}` : 'Payment'}
      description={payment ? describe(payment, timeZone) : undefined}
    >
      {payment && !refunding ? (
        <div className="space-y-2 pb-2">
          {appointment.customerEmail ? (
            <Button variant="outline" size="lg" block loading={busyWith === 'receipt'} onClick={sendReceipt}>
              <Mail aria-hidden="true" /> {payment.receiptNumber ? `Email receipt #${payment.receiptNumber} again` : 'Email a receipt'}
            </Button>
          ) : (
            <p className="text-sm text-muted">Add the client’s e-mail to the gig to send them a receipt.</p>
          )}
          {left > 0 ? (
            <Button variant="outline" size="lg" block onClick={() => setRefunding(true)}>
              <Undo2 aria-hidden="true" /> Refund
            </Button>
          ) : null}
        </div>
      ) : null}
      {payment && refunding ? (
        <form onSubmit={refund} className="space-y-4" noValidate>
          <Field
            id="refund-amount"
            label="Amount to refund"
            hint={
              card
                ? `Up to ${formatMoney(left)}. It goes back to the client’s card${payment.provider === 'test' ? ' (test mode: nothing is charged)' : ''}.`
                : `Up to ${formatMoney(left)}, given back ${PAYMENT_METHOD_LABELS[payment.method].toLowerCase()}.`
            }
            error={formState.errors.amount?.message}
          >
            <Controller
              control={control}
              name="amount"
              render={({ field }) => (
                <MoneyInput ref={field.ref} id="refund-amount" value={field.value} onChange={field.onChange} aria-invalid={Boolean(formState.errors.amount)} />
              )}
            />
          </Field>
          <Button type="submit" size="lg" block loading={formState.isSubmitting}>
            Refund to client
          </Button>
        </form>
      ) : null}
    </Sheet>
  )
}

function describe(payment: Payment, timeZone: string) {
  const parts = [formatInZone(payment.paidAt, timeZone, 'd MMMM yyyy')]
  if (payment.receiptNumber) parts.push(`receipt #${payment.receiptNumber}`)
  if (payment.refunded) parts.push(`${formatMoney(payment.refunded)} refunded`)
  return parts.join(' · ')
}
