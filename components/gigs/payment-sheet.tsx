'use client'
// One payment on a gig: e-mail the client its receipt, or refund it in full or in part (a card payment
// goes back through the artist's Stripe account; an offline one is recorded as given back, the way the
// artist says). The refund lowers the gig's price too, unless the artist says the client still owes it.
import { zodResolver } from '@hookform/resolvers/zod'
import { FileText, Mail, Undo2 } from 'lucide-react'
import { useState } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { Field } from '@/components/ui/field'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { PAYMENT_METHOD_LABELS } from '@/lib/appointments/payment-methods'
import { refundBody, refundMethod, type ReceiptAnswer, type RefundBody } from '@/lib/appointments/payment-schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
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
  const card = payment?.provider != null
  const form = useForm<z.input<typeof refundBody>, unknown, RefundBody>({
    resolver: zodResolver(refundBody),
    values: {
      amount: left,
      priceDrops: true,
      // An offline payment goes back the way it came, unless the artist says otherwise.
      method: card ? undefined : (refundMethod.safeParse(payment?.method).data ?? 'other'),
    },
  })
  const { control, handleSubmit, formState } = form
  const amount = useWatch({ control, name: 'amount' })
  const refundText = formatMoney(Number.isFinite(amount) ? (amount ?? 0) : 0)
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
          <a href={`${path}/receipt`} download className={buttonVariants({ variant: 'outline', size: 'lg', block: true })}>
            <FileText aria-hidden="true" /> Download the receipt (PDF)
          </a>
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
                ? `Up to ${formatMoney(left)}. It goes back to the client’s card${payment.provider === 'test' ? ' (test mode: nothing is charged)' : ', in 5 to 10 business days'}.`
                : `Up to ${formatMoney(left)}.`
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
          {card ? null : (
            <Controller
              control={control}
              name="method"
              render={({ field }) => (
                <Choices
                  label="Given back by"
                  value={field.value}
                  onChange={field.onChange}
                  options={refundMethod.options.map((method) => ({ value: method, label: PAYMENT_METHOD_LABELS[method] }))}
                />
              )}
            />
          )}
          <Controller
            control={control}
            name="priceDrops"
            render={({ field }) => (
              <Choices
                label="The gig’s price"
                value={field.value}
                onChange={field.onChange}
                stacked
                options={[
                  { value: true, label: `Drops by ${refundText}`, detail: 'Nothing new is due.' },
                  { value: false, label: 'Stays the same', detail: `${appointment.customerName.split(/\s+/)[0]} owes the ${refundText} again.` },
                ]}
              />
            )}
          />
          <Button type="submit" size="lg" block loading={formState.isSubmitting}>
            Refund to client
          </Button>
        </form>
      ) : null}
    </Sheet>
  )
}

/** A row of choices, one of them taken (the gig's radio buttons: record a payment, refund). */
function Choices<Value extends string | boolean>({
  label,
  value,
  onChange,
  options,
  stacked = false,
}: {
  label: string
  value: Value | undefined
  onChange: (value: Value) => void
  options: { value: Value; label: string; detail?: string }[]
  stacked?: boolean
}) {
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-semibold">{label}</legend>
      <div className={cn('grid gap-2', stacked ? 'grid-cols-1' : 'grid-cols-3')} role="radiogroup" aria-label={label}>
        {options.map((option) => (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={value === option.value}
            onClick={() => onChange(option.value)}
            className={cn(
              'min-h-12 rounded-2xl border px-3 py-2 text-left text-[15px] font-semibold transition',
              !stacked && 'text-center',
              value === option.value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white',
            )}
          >
            {option.label}
            {option.detail ? <span className="block text-sm font-normal text-muted">{option.detail}</span> : null}
          </button>
        ))}
      </div>
    </fieldset>
  )
}

function describe(payment: Payment, timeZone: string) {
  const parts = [formatInZone(payment.paidAt, timeZone, 'd MMMM yyyy')]
  if (payment.receiptNumber) parts.push(`receipt #${payment.receiptNumber}`)
  if (payment.refunded) parts.push(`${formatMoney(payment.refunded)} refunded`)
  return parts.join(' · ')
}
