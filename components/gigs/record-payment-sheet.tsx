'use client'
// A payment received outside the app (cash, bank transfer…): the amount, how, when, and a note.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from '@/lib/appointments/payment-methods'
import { recordPaymentBody, type RecordPaymentBody } from '@/lib/appointments/payment-schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import type { z } from 'zod'
import { DateInput } from './date-input'
import { depositDue } from './deposit-awaited'
import { MoneyInput } from './money-input'
import { useGigAction } from './use-gig-action'

type PaymentFormInput = z.input<typeof recordPaymentBody>

export function RecordPaymentSheet({
  open,
  onOpenChange,
  appointment,
  today,
  onRecorded,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointment: AppointmentResponse
  today: string
  onRecorded: (appointment: AppointmentResponse) => void
}) {
  // A gig held for its deposit: the deposit (retainer), most likely a bank transfer, is what is awaited.
  const held = appointment.status === 'awaitingDeposit'
  const form = useForm<PaymentFormInput, unknown, RecordPaymentBody>({
    resolver: zodResolver(recordPaymentBody),
    values: held
      ? { amount: depositDue(appointment), method: 'bankTransfer', paidAt: today, note: '' }
      : { amount: appointment.remaining, method: 'cash', paidAt: today, note: '' },
  })
  const { control, register, handleSubmit, formState } = form
  const record = useGigAction(appointment._id, 'payment', { onDone: onRecorded, close: () => onOpenChange(false) })
  const save = handleSubmit((input) =>
    record(input, (updated) =>
      held && updated.status === 'booked'
        ? 'Payment recorded: the gig is booked'
        : updated.paid
          ? 'Payment recorded: the gig is paid'
          : `Payment recorded: ${formatMoney(updated.remaining)} remaining`,
    ),
  )

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title="Record a payment"
      description={
        held
          ? `The ${formatMoney(depositDue(appointment))} ${appointment.depositName} books the gig. ${formatMoney(appointment.remaining)} remaining in all.`
          : `Cash, bank transfer… ${formatMoney(appointment.remaining)} remaining.`
      }
    >
      <form onSubmit={save} className="space-y-4" noValidate>
        <Field id="payment-amount" label="Amount received" error={formState.errors.amount?.message}>
          <Controller
            control={control}
            name="amount"
            render={({ field }) => (
              <MoneyInput ref={field.ref} id="payment-amount" value={field.value} onChange={field.onChange} aria-invalid={Boolean(formState.errors.amount)} />
            )}
          />
        </Field>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Paid by</legend>
          <Controller
            control={control}
            name="method"
            render={({ field }) => (
              <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Paid by">
                {PAYMENT_METHODS.map((method) => (
                  <button
                    key={method}
                    type="button"
                    role="radio"
                    aria-checked={field.value === method}
                    onClick={() => field.onChange(method)}
                    className={cn(
                      'h-12 rounded-2xl border text-[15px] font-semibold transition',
                      field.value === method ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white',
                    )}
                  >
                    {PAYMENT_METHOD_LABELS[method]}
                  </button>
                ))}
              </div>
            )}
          />
        </fieldset>
        <DateInput control={control} name="paidAt" id="payment-date" label="Date received" title="Date received" />
        <Field id="payment-note" label="Note (optional)" error={formState.errors.note?.message}>
          <Input id="payment-note" placeholder="e.g. Paid at the trial" {...register('note')} />
        </Field>
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          Record payment
        </Button>
      </form>
    </Sheet>
  )
}
