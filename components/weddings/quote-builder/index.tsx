'use client'
// The quote builder's form shell: the form and its sections (the party, the day, the trial run, the fees
// the owner's rules add, the payment terms, the cancellation tiers, notes and terms) share its state
// through react-hook-form's context and useQuoteSetting; the total follows every change.
import { useState } from 'react'
import { FormProvider, useForm, useWatch } from 'react-hook-form'
import { mutate } from 'swr'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { NoWayToPay } from '@/components/payments/no-way-to-pay'
import { RequiredNote } from '@/components/ui/field'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay } from '@/lib/appointments/describe'
import { slotLabel } from '@/lib/appointments/slots'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'
import { weddingHours } from '@/lib/weddings/schedule'
import { lazyZodResolver } from '@/lib/ui/lazy-zod-resolver'
import type { QuoteBody, QuoteBodyInput, QuoteResponse, WeddingPackage } from '@/lib/weddings/schema'
import { DaySection } from './day-section'
import { FeesSection } from './fees-section'
import { NotesSection } from './notes-section'
import { Note } from './parts'
import { PartySection } from './party-section'
import { PaymentTermsSection } from './payment-terms-section'
import { TiersSection } from './tiers-section'
import { TotalBar } from './total-bar'
import { TrialSection } from './trial-section'
import { QuoteSettingProvider, useLiveQuote, useQuoteForm, useQuoteSetting, type QuoteSetting } from './use-quote'

const quoteResolver = lazyZodResolver(() => import('@/lib/weddings/schema').then((module) => module.quoteBody))

export function QuoteBuilder({
  saved,
  initial,
  noWayToPay,
  ...setting
}: QuoteSetting & {
  saved: QuoteResponse | null
  initial: QuoteBodyInput
  /** Card payments off and no other way to pay set: the bride could not pay a retainer. */
  noWayToPay: boolean
}) {
  const { gig } = setting
  const form = useForm<QuoteBodyInput, unknown, QuoteBody>({ defaultValues: initial, resolver: quoteResolver, mode: 'onTouched' })
  const { handleSubmit, formState, setError, reset } = form
  const [quote, setQuote] = useState(saved)
  const { run, idempotencyKey: sendKey } = useMutation()
  const unsaved = useUnsavedChanges(formState.isDirty)
  const canSend = gig.status === 'offered'

  async function save(input: QuoteBody): Promise<QuoteResponse> {
    const next = await api<QuoteResponse>(`/v1/appointment/${gig._id}/quote`, { method: 'PUT', body: input })
    setQuote(next)
    reset(input, { keepValues: true })
    void mutate(APPOINTMENTS_KEY)
    return next
  }

  const keepAsUsual = handleSubmit(
    (input) =>
      run(
        () =>
          api<WeddingPackage>('/v1/wedding-package', {
            method: 'PUT',
            body: {
              party: input.party,
              trial: input.trial ? { time: input.trial.time, feeCents: input.trial.feeCents, notes: input.trial.notes } : null,
              retainer: input.retainer,
              retainerRefundable: input.retainerRefundable,
              terms: input.terms,
            },
          }),
        { success: 'Saved as your usual wedding: your next wedding quote starts from it', fieldErrors: refusedFields(setError) },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  const sentText = gig.customerEmail ? `Quote sent to ${gig.customerEmail}` : 'Quote ready: copy the link from the gig'
  const submit = (send: boolean) =>
    handleSubmit(
      (input, event) =>
        run(
          async () => {
            const next = await save(input)
            if (send) await api<QuoteResponse>(`/v1/appointment/${gig._id}/quote/send`, { method: 'POST', idempotencyKey: sendKey })
            unsaved.go(`/dashboard/gigs/${gig._id}`)
            return next
          },
          {
            success: (next) => (send ? sentText : next.needsNewSignature ? `Quote saved. ${gig.customerName} must sign the contract again.` : 'Quote saved'),
            refresh: true,
            fieldErrors: refusedFields(setError),
            focus: () => event?.target,
          },
        ),
      (_, event) => focusFirstInvalid(event?.target),
    )

  return (
    <DashboardPage title={quote ? 'Edit quote' : 'Build a quote'} backHref={`/dashboard/gigs/${gig._id}`}>
      <QuoteSettingProvider value={setting}>
        <FormProvider {...form}>
          <form onSubmit={submit(false)} noValidate className="space-y-4" aria-label="Quote">
            <WeddingHeader />
            <RequiredNote className="px-1" />
            {quote?.needsNewSignature ? <Note tone="warn">The quote changed after {gig.customerName} signed. She must sign the contract again.</Note> : null}
            {quote?.signature ? (
              <Note tone="info">Signed by {quote.signature.fullName}. Changing the terms asks her to sign again; her signature stays on record.</Note>
            ) : null}
            <PartySection />
            <DaySection />
            <TrialSection />
            <FeesSection />
            <PaymentTermsSection />
            <TiersSection />
            <NotesSection onKeepAsUsual={keepAsUsual} />
            {canSend && noWayToPay ? <RetainerUnpayable /> : null}
            <TotalBar onSend={canSend ? submit(true) : undefined} resend={Boolean(quote?.sentAt)} />
            {unsaved.dialog}
          </form>
        </FormProvider>
      </QuoteSettingProvider>
    </DashboardPage>
  )
}

/** Whose wedding, the day, and its hours as timed so far. */
function WeddingHeader() {
  const { control } = useQuoteForm()
  const { gig } = useQuoteSetting()
  const { schedule } = useLiveQuote()
  const readyBy = useWatch({ control, name: 'readyBy' })
  return (
    <section className="rounded-card bg-ink p-4 text-white" aria-label="The wedding">
      <p className="text-sm text-white/70">Wedding of {gig.customerName}</p>
      <p className="font-display text-xl font-semibold">{formatDay(gig.date, 'EEEE d MMMM yyyy')}</p>
      <p className="text-sm text-white/80">
        {schedule ? weddingHours({ from: schedule.start, to: readyBy ?? gig.time.to }) : `ready by ${slotLabel(readyBy || gig.time.to).toLowerCase()}`} ·{' '}
        {gig.location.city}
      </p>
    </section>
  )
}

/** A retainer is asked for, and the owner has no way set for the bride to pay it. */
function RetainerUnpayable() {
  const { retainer } = useLiveQuote()
  return (retainer ?? 0) > 0 ? <NoWayToPay what="retainer" /> : null
}
