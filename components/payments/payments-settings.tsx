'use client'
// Payments settings: "Get paid by card" (the artist's own Stripe account through Stripe's onboarding,
// its state as Stripe reports it, and the link to log in to it; test mode connects at once and says so)
// and the offline ways to pay that offer pages show.
import { zodResolver } from '@hookform/resolvers/zod'
import { BadgeCheck, Banknote, CreditCard, ExternalLink, FlaskConical, Hourglass, Landmark, TriangleAlert } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import {
  offlinePaymentsBody,
  type CardPayoutsStatus,
  type ConnectPayoutsAnswer,
  type OfflinePaymentsBody,
  type PaymentSettingsResponse,
} from '@/lib/payouts/schema'
import { usePaymentSettings } from '@/lib/swr/use-payment-settings'
import { cn } from '@/lib/ui/cn'

const STATES: Record<CardPayoutsStatus, { label: string; tone: string; text: string }> = {
  off: {
    label: 'Off',
    tone: 'bg-stone-100 text-stone-700',
    text: 'Clients pay deposits and balances by card on your offer pages, into your own Stripe account and out to your bank.',
  },
  detailsNeeded: { label: 'Details needed', tone: 'bg-amber-50 text-amber-900', text: 'Stripe needs a few more details before clients can pay you by card.' },
  pending: {
    label: 'Pending',
    tone: 'bg-sky-50 text-sky-900',
    text: 'Stripe is checking your details. This usually takes a few minutes; this screen updates by itself.',
  },
  payoutsOn: {
    label: 'Payouts on',
    tone: 'bg-emerald-50 text-emerald-800',
    text: 'Clients pay deposits by card on your offer pages, and the money is paid out to your bank account.',
  },
}
const ICONS: Record<CardPayoutsStatus, typeof CreditCard> = { off: CreditCard, detailsNeeded: TriangleAlert, pending: Hourglass, payoutsOn: BadgeCheck }

export function PaymentsSettings({ initial, returned }: { initial: PaymentSettingsResponse; returned: boolean }) {
  const { data = initial, mutate } = usePaymentSettings(initial, { waiting: returned && initial.card.status !== 'payoutsOn' })
  const { run, busy: connecting } = useMutation()
  const { card } = data
  const state = STATES[card.status]
  const Icon = ICONS[card.status]

  const connect = () =>
    run(
      async () => {
        const answer = await api<ConnectPayoutsAnswer>('/v1/payment-settings/connect', { method: 'POST' })
        if (answer.status === 'onboarding') window.location.assign(answer.url)
        else await mutate(answer.settings, { revalidate: false })
        return answer
      },
      { success: (answer) => (answer.status === 'onboarding' ? undefined : 'Card payments are on'), keepBusy: (answer) => answer.status === 'onboarding' },
    )

  return (
    <div className="space-y-4">
      <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="card-heading">
        <div className="flex items-center justify-between gap-3">
          <h2 id="card-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
            <Icon className="size-5 text-brand-700" aria-hidden="true" /> Card payments
          </h2>
          <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', state.tone)} data-testid="payouts-status">
            {state.label}
          </span>
        </div>
        <p className="mt-2 text-[15px] text-muted">{state.text}</p>
        <p className="mt-2 text-sm text-muted">
          {card.feePercent > 0
            ? `Glowfolio keeps ${card.feePercent}% of each card payment; Stripe’s card fees apply.`
            : 'No commission: Glowfolio keeps nothing. Only Stripe’s card fees apply.'}
        </p>
        {card.dashboardUrl ? <StripeDashboardLink dashboard={card.dashboard} url={card.dashboardUrl} /> : null}
        {card.testMode ? (
          <p className="mt-3 flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
            <FlaskConical className="size-4 shrink-0" aria-hidden="true" /> Test mode: card payments are simulated, no Stripe account is made and no money
            moves.
          </p>
        ) : null}
        {card.status !== 'payoutsOn' ? (
          <Button size="lg" block className="mt-4" loading={connecting} onClick={connect}>
            {card.status === 'off' ? 'Get paid by card' : 'Continue on Stripe'}
          </Button>
        ) : null}
      </section>

      <OfflineForm initial={data.offline} onSaved={(settings) => mutate(settings, { revalidate: false })} />
    </div>
  )
}

/** Her own Stripe account: she logs in herself (payouts, refunds, disputes); an older Express account logs in to Stripe Express. */
function StripeDashboardLink({ dashboard, url }: { dashboard: PaymentSettingsResponse['card']['dashboard']; url: string }) {
  const express = dashboard === 'express'
  return (
    <div className="mt-3 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
      <p className="text-muted">
        {express
          ? 'Your payouts are in Stripe Express. Glowfolio answers disputes on your card payments for you.'
          : 'It is your own Stripe account: log in to Stripe with your e-mail to see payouts and refunds, and to answer any dispute.'}
      </p>
      <a href={url} target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline', size: 'md', block: true, className: 'mt-3' })}>
        <ExternalLink aria-hidden="true" /> {express ? 'Open Stripe Express' : 'Open your Stripe Dashboard'}
      </a>
    </div>
  )
}

function OfflineForm({ initial, onSaved }: { initial: OfflinePaymentsBody; onSaved: (settings: PaymentSettingsResponse) => void }) {
  const { run } = useMutation()
  const { register, control, handleSubmit, formState } = useForm<z.input<typeof offlinePaymentsBody>, unknown, OfflinePaymentsBody>({
    resolver: zodResolver(offlinePaymentsBody),
    defaultValues: { bankDetails: initial.bankDetails ?? '', cash: initial.cash, other: initial.other ?? '' },
  })
  const save = handleSubmit((input) =>
    run(async () => onSaved(await api<PaymentSettingsResponse>('/v1/payment-settings', { method: 'PUT', body: input })), { success: 'Ways to pay saved' }),
  )
  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="offline-heading">
      <div>
        <h2 id="offline-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Landmark className="size-5 text-brand-700" aria-hidden="true" /> Other ways to pay
        </h2>
        <p className="mt-1 text-sm text-muted">Shown on your offer pages, so clients know how to pay you outside the app.</p>
      </div>
      <Field
        id="bank-details"
        label="Bank transfer or PayID"
        hint="Account name, BSB and account number, or your PayID."
        error={formState.errors.bankDetails?.message}
      >
        <Textarea
          id="bank-details"
          rows={3}
          className="min-h-24"
          placeholder={'Ava Nguyen\nBSB 062-000 · Account 1234 5678'}
          aria-invalid={Boolean(formState.errors.bankDetails)}
          {...register('bankDetails')}
        />
      </Field>
      <Controller
        control={control}
        name="cash"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
            <span className="flex items-center gap-3">
              <Banknote className="size-5 text-brand-700" aria-hidden="true" />
              <span>
                <span className="block font-semibold">Cash</span>
                <span className="block text-sm text-muted">Clients can pay you in cash on the day.</span>
              </span>
            </span>
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Cash" />
          </label>
        )}
      />
      <Field id="other-ways" label="Other" hint="Anything else, e.g. “Beem It to 0412 345 678”." error={formState.errors.other?.message}>
        <Textarea id="other-ways" rows={2} className="min-h-20" aria-invalid={Boolean(formState.errors.other)} {...register('other')} />
      </Field>
      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        Save ways to pay
      </Button>
    </form>
  )
}
