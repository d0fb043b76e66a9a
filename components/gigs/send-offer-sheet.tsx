'use client'
// The owner's offer on a booking request: price, deposit, payment due date and the cancellation policy
// with its tiers (both saved as the owner's for the next offer).
import { zodResolver } from '@hookform/resolvers/zod'
import { CreditCard } from 'lucide-react'
import Link from 'next/link'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { NoWayToPay } from '@/components/payments/no-way-to-pay'
import { Sheet } from '@/components/ui/sheet'
import { DEFAULT_CANCELLATION_TIERS, type CancellationTier } from '@/lib/appointments/cancellation-tiers'
import { sendOfferBody, type SendOfferBody } from '@/lib/appointments/offer-schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { CancellationTiersField } from './cancellation-tiers-field'
import { DateInput } from './date-input'
import { MoneyInput } from './money-input'
import { useGigAction } from './use-gig-action'

type OfferFormInput = z.input<typeof sendOfferBody>

export function SendOfferSheet({
  open,
  onOpenChange,
  appointment,
  defaultPolicy,
  defaultTiers,
  cardPayments,
  offlinePayments,
  today,
  onSent,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointment: AppointmentResponse
  defaultPolicy: string | null
  /** The owner's tiers; null: never set, so the usual wedding tiers are suggested. */
  defaultTiers: CancellationTier[] | null
  /** The owner's card payouts are on: the client pays the deposit by card. */
  cardPayments: boolean
  /** The owner set a way to pay outside the app (bank details, cash, other). */
  offlinePayments: boolean
  today: string
  onSent: (appointment: AppointmentResponse) => void
}) {
  const { control, register, handleSubmit, formState } = useForm<OfferFormInput, unknown, SendOfferBody>({
    resolver: zodResolver(sendOfferBody),
    values: {
      pricing: appointment.pricing,
      paymentDueDate: appointment.paymentDueDate ?? '',
      cancellationPolicy: appointment.cancellationPolicy ?? defaultPolicy ?? '',
      cancellationTiers: appointment.cancellationTiers ?? defaultTiers ?? DEFAULT_CANCELLATION_TIERS,
    },
  })
  const errors = formState.errors
  const deposit = useWatch({ control, name: 'pricing.deposit' })
  const post = useGigAction(appointment._id, 'offer', { onDone: onSent, close: () => onOpenChange(false) })
  const send = handleSubmit((input) =>
    post(input, (updated) => (updated.customerEmail ? `Offer sent to ${updated.customerEmail}` : 'Offer saved: copy the link to send it')),
  )

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={appointment.offer ? 'Change the offer' : 'Send an offer'}
      description={`${appointment.customerName} gets an email with a link to read and accept it.`}
    >
      <form onSubmit={send} className="space-y-4" noValidate>
        <div className="grid grid-cols-2 gap-3">
          <Field id="offer-total" label="Price" error={errors.pricing?.total?.message ?? errors.pricing?.message}>
            <Controller
              control={control}
              name="pricing.total"
              render={({ field }) => (
                <MoneyInput ref={field.ref} id="offer-total" value={field.value} onChange={field.onChange} aria-invalid={Boolean(errors.pricing?.total)} />
              )}
            />
          </Field>
          <Field id="offer-deposit" label="Deposit" error={errors.pricing?.deposit?.message}>
            <Controller
              control={control}
              name="pricing.deposit"
              render={({ field }) => (
                <MoneyInput ref={field.ref} id="offer-deposit" value={field.value} onChange={field.onChange} aria-invalid={Boolean(errors.pricing?.deposit)} />
              )}
            />
          </Field>
        </div>
        <p className="-mt-2 flex items-start gap-2 text-sm text-muted">
          <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {cardPayments ? (
            'The client pays the deposit by card on the offer page, into your own account.'
          ) : (
            <span>
              Card payments are off, so the offer page shows your other ways to pay: the gig awaits the deposit until you record it.{' '}
              <Link href="/dashboard/payments" className="font-semibold text-brand-700 underline">
                Payments settings
              </Link>
            </span>
          )}
        </p>
        {!cardPayments && !offlinePayments && (deposit ?? 0) > 0 ? <NoWayToPay what="deposit" /> : null}
        <DateInput
          control={control}
          name="paymentDueDate"
          id="offer-due"
          label="Payment due date"
          hint="The offer is open until then."
          title="Payment due date"
          disabledBefore={today}
        />
        <Field
          id="offer-policy"
          label="Cancellation policy"
          hint="Your client accepts it with the offer. It is saved as your policy for next time."
          error={errors.cancellationPolicy?.message}
        >
          <Textarea
            id="offer-policy"
            rows={4}
            placeholder="e.g. Deposits are non-refundable within 14 days of the booking."
            {...register('cancellationPolicy')}
          />
        </Field>
        <Controller
          control={control}
          name="cancellationTiers"
          render={({ field }) => (
            <CancellationTiersField
              id="offer-tiers"
              value={field.value ?? []}
              onChange={field.onChange}
              depositCents={Number.isFinite(deposit) ? (deposit ?? 0) : 0}
              errors={errors.cancellationTiers}
            />
          )}
        />
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          {appointment.offer ? 'Send the new offer' : 'Send offer'}
        </Button>
      </form>
    </Sheet>
  )
}
