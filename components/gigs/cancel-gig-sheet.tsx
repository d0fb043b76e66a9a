'use client'
// "Cancel gig": who is cancelling, what the cancellation tiers settle (days before the gig counted in
// the owner's time zone, by the server), the refund (the tier's by default; more, less or none within
// what was paid), a word for the client, then the gig is cancelled and the client e-mailed.
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarX2 } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { useMutation } from '@/components/ui/use-mutation'
import { api, errorMessage } from '@/lib/api/client'
import { type CancelledBy } from '@/lib/appointments/schema'
import { cancelBody, type CancelBody, type GigChangeAnswer, type CancellationPreview } from '@/lib/appointments/change-schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { useCancellationPreview } from '@/lib/swr/use-cancellation-preview'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import { refusedFields } from '@/lib/ui/refused-fields'
import { CancelTrialField, trialRefund } from './cancel-trial-field'
import { MoneyInput } from './money-input'

type CancelInput = z.input<typeof cancelBody>

const WHO: { value: CancelledBy; label: string }[] = [
  { value: 'client', label: 'The client asked' },
  { value: 'artist', label: 'I am cancelling' },
]

const TIERS_FROM: Record<NonNullable<CancellationPreview['tiersFrom']>, string> = {
  offer: 'By the tiers the client accepted with the offer.',
  owner: 'By your own tiers: this gig was not offered with any.',
}

function whenText(daysBefore: number): string {
  if (daysBefore > 1) return `${daysBefore} days before the gig`
  if (daysBefore === 1) return 'The day before the gig'
  if (daysBefore === 0) return 'On the day of the gig'
  return `${-daysBefore} ${daysBefore === -1 ? 'day' : 'days'} after the gig’s day`
}

export function CancelGigSheet({
  open,
  onOpenChange,
  appointment,
  onCancelled,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointment: AppointmentResponse
  onCancelled: (appointment: AppointmentResponse) => void
}) {
  const { data: preview, error: previewError } = useCancellationPreview(appointment._id, open)
  const form = useForm<CancelInput, unknown, CancelBody>({
    resolver: zodResolver(cancelBody),
    defaultValues: { by: 'client', reason: '', refund: undefined, cancelTrial: true },
  })
  const { control, register, handleSubmit, formState, setValue, setError, reset } = form
  const by = useWatch({ control, name: 'by' })
  const chosen = useWatch({ control, name: 'refund' })
  const { run, idempotencyKey } = useMutation()
  const suggested = preview ? (by === 'artist' ? preview.refundable : preview.refund) : 0
  const refund = chosen ?? suggested
  const kept = preview ? Math.max(preview.paid - (Number.isFinite(refund) ? refund : 0), 0) : 0
  const trial = preview?.trial ?? null
  const withTrial = useWatch({ control, name: 'cancelTrial' }) !== false && trial !== null
  const refundAll = refund + (withTrial ? trialRefund(trial, by === 'client') : 0)

  const close = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  const cancelledText = withTrial ? 'Gig and trial run cancelled' : 'Gig cancelled'
  const confirm = handleSubmit((input) =>
    run(
      async () => {
        const cancelled = await api<GigChangeAnswer>(`/v1/appointment/${appointment._id}/cancel`, {
          method: 'POST',
          body: { ...input, refund: input.refund ?? suggested },
          idempotencyKey,
        })
        onCancelled(cancelled)
        close(false)
        return cancelled
      },
      {
        success: (cancelled) => cancelled.clientNotEmailed ?? (refundAll > 0 ? `${cancelledText}: ${formatMoney(refundAll)} refunded` : cancelledText),
        fieldErrors: refusedFields(setError, { shouldFocus: true }),
      },
    ),
  )

  return (
    <Sheet
      open={open}
      onOpenChange={close}
      title="Cancel this gig?"
      description={`${appointment.customerName} gets an e-mail saying what is refunded and what is kept.`}
    >
      <form onSubmit={confirm} className="space-y-4" noValidate>
        <fieldset>
          <legend className="mb-1.5 text-sm font-semibold">Who is cancelling?</legend>
          <Controller
            control={control}
            name="by"
            render={({ field }) => (
              <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Who is cancelling?">
                {WHO.map((who) => (
                  <button
                    key={who.value}
                    type="button"
                    role="radio"
                    aria-checked={field.value === who.value}
                    onClick={() => {
                      field.onChange(who.value)
                      // The refund follows the new default until the owner types her own again.
                      setValue('refund', undefined)
                    }}
                    className={cn(
                      'h-12 rounded-2xl border text-[15px] font-semibold transition',
                      field.value === who.value ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white',
                    )}
                  >
                    {who.label}
                  </button>
                ))}
              </div>
            )}
          />
        </fieldset>

        {preview ? (
          <Settlement preview={preview} byClient={by === 'client'} />
        ) : previewError ? (
          <p className="rounded-2xl bg-red-50 p-4 text-sm text-red-900" role="alert">
            {errorMessage(previewError)}
          </p>
        ) : (
          <div className="flex h-32 items-center justify-center rounded-2xl bg-stone-50">
            <Spinner label="Working out the settlement" />
          </div>
        )}

        {preview && preview.refundable > 0 ? (
          <Field
            id="cancel-refund"
            label="Refund to the client"
            hint={`You keep ${formatMoney(kept)}. Up to ${formatMoney(preview.refundable)} can go back: card payments to the card, cash and transfers recorded as given back.`}
            error={formState.errors.refund?.message}
          >
            <Controller
              control={control}
              name="refund"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  id="cancel-refund"
                  value={field.value ?? suggested}
                  onChange={field.onChange}
                  aria-invalid={Boolean(formState.errors.refund)}
                />
              )}
            />
          </Field>
        ) : preview ? (
          <p className="text-sm text-muted">No payment is on record, so there is nothing to refund.</p>
        ) : null}

        {trial ? (
          <Controller
            control={control}
            name="cancelTrial"
            render={({ field }) => (
              <CancelTrialField trial={trial} byClient={by === 'client'} checked={field.value !== false} onCheckedChange={field.onChange} />
            )}
          />
        ) : null}

        <Field id="cancel-reason" label="A word for the client (optional)" hint="Shown in the e-mail." error={formState.errors.reason?.message}>
          <Textarea
            id="cancel-reason"
            rows={2}
            className="min-h-20"
            placeholder={by === 'client' ? 'e.g. Sorry the date no longer works for you' : 'e.g. I am unwell and cannot do the day'}
            {...register('reason')}
          />
        </Field>

        <div className="space-y-1 pt-1">
          <Button type="submit" variant="destructive" size="lg" block disabled={!preview} loading={formState.isSubmitting}>
            <CalendarX2 aria-hidden="true" /> {refundAll > 0 ? `Cancel and refund ${formatMoney(refundAll)}` : 'Cancel the gig'}
          </Button>
          <Button type="button" variant="ghost" size="lg" block onClick={() => close(false)}>
            Keep the gig
          </Button>
        </div>
      </form>
    </Sheet>
  )
}

function Settlement({ preview, byClient }: { preview: CancellationPreview; byClient: boolean }) {
  return (
    <section className="rounded-2xl bg-stone-50 p-4" aria-label="What cancelling settles">
      <p className="text-sm font-semibold text-muted" data-testid="days-before">
        {whenText(preview.daysBefore)}
      </p>
      {byClient ? (
        <>
          <p className="mt-1 text-[15px] font-semibold">{preview.tier ?? 'No cancellation tier applies, so everything paid goes back.'}</p>
          {preview.tiersFrom ? <p className="mt-0.5 text-xs text-muted">{TIERS_FROM[preview.tiersFrom]}</p> : null}
          <dl className="mt-3 divide-y divide-line text-[15px]">
            <Row label="Paid" value={formatMoney(preview.paid)} />
            <Row label="Kept by the policy" value={formatMoney(preview.kept)} />
            <Row label="Refund by the policy" value={formatMoney(preview.refund)} strong />
            {preview.owed > 0 ? <Row label="Still owed by the policy" value={formatMoney(preview.owed)} /> : null}
          </dl>
          {preview.owed > 0 ? (
            <p className="mt-1 text-xs text-muted">A cancelled gig owes nothing here: ask the client for it yourself if you want it.</p>
          ) : null}
        </>
      ) : (
        <>
          <p className="mt-1 text-[15px] font-semibold">You are cancelling, so everything paid goes back unless you choose otherwise.</p>
          <dl className="mt-3 divide-y divide-line text-[15px]">
            <Row label="Paid" value={formatMoney(preview.paid)} />
          </dl>
        </>
      )}
    </section>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2">
      <dt className="text-muted">{label}</dt>
      <dd className={cn(strong && 'font-semibold')}>{value}</dd>
    </div>
  )
}
