'use client'
import Image from 'next/image'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { CheckoutSheet } from '@/components/payments/checkout-sheet'
import { ManageSubscriptionButton } from '@/components/payments/manage-subscription'
import { ConfirmingPayment, useCheckoutReturn } from '@/components/payments/use-checkout-return'
import { ActionBar } from '@/components/ui/action-bar'
import { Button } from '@/components/ui/button'
import { Carousel } from '@/components/ui/carousel'
import { ConfirmDialog } from '@/components/ui/dialog'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatInZone } from '@/lib/format/in-zone'
import { useProfile } from '@/lib/swr/use-profile'
import type { FeatureResponse } from '@/lib/features/schema'
import type { FeatureState } from '@/lib/features/feature-state'
import { formatMoney } from '@/lib/format/money'
import { REVIEW_CARDS, SMART_ALBUMS } from '@/lib/catalogue/features'
import { ActivatingSmartAlbums } from './activating-smart-albums'

const ACCESS_REQUESTED = 'Requested access to this feature. We will email you when it is available.'

/** Spec: Active, Request Access, Pending Access, Activate; review cards say "Activate For Free" with a trial. */
export function featureButtonLabel(feature: FeatureResponse, state: FeatureState, trialDays: number) {
  if (state === 'active') return 'Active'
  if (state === 'included') return 'Included in Pro'
  if (state === 'pastDue') return 'Update payment'
  if (state === 'pending') return 'Pending Access'
  if (state === 'notReady') return 'Request Access'
  if (feature.id === REVIEW_CARDS && trialDays > 0) return 'Activate For Free'
  if (trialDays > 0) return 'Activate Free Trial'
  return 'Activate'
}

/** `includedInPro`: a Pro owner looking at a feature Pro includes is shown no price. */
export function FeatureDetail({
  feature,
  initialState,
  trialDays,
  overviewHtml,
  testMode,
  onBill,
  includedInPro,
}: {
  feature: FeatureResponse
  initialState: FeatureState
  trialDays: number
  overviewHtml: string
  testMode: boolean
  /** With Stripe, the owner has a bill: a purchase is added to it (no Stripe page). */
  onBill: boolean
  includedInPro: boolean
}) {
  const router = useRouter()
  const [state, setState] = useState(initialState)
  const [paying, setPaying] = useState(false)
  const [activating, setActivating] = useState(false)
  const requestAccess = useMutation()
  const cancelSubscription = useMutation()
  const [cancelling, setCancelling] = useState(false)
  const { user, mutate: refreshProfile } = useProfile()
  const subscription = user.subscriptions.find((s) => s.subItemId === feature.id)
  const returnTo = `/dashboard/feature/${feature.id}`
  const periodEnd = subscription?.trialEndsAt ?? subscription?.currentPeriodEnd
  const paidUntil = periodEnd && new Date(periodEnd) > new Date() ? formatInZone(periodEnd, user.timeZone, 'd MMMM yyyy') : null

  function activated() {
    setState('active')
    toast.success(feature.id === REVIEW_CARDS ? 'Successfully activated Review Cards' : 'Successfully Activated')
    if (feature.id === SMART_ALBUMS) setActivating(true)
    refreshProfile()
    router.refresh()
  }
  const confirming = useCheckoutReturn({ subItemId: feature.id }, activated)

  function cancel() {
    if (!subscription) return
    cancelSubscription.run(
      async () => {
        await api('/v1/subscription/cancel', { method: 'POST', body: { subscriptionId: subscription._id } })
        refreshProfile()
      },
      // It ends with the period already paid for (or the trial): until then it stays active.
      { success: paidUntil ? `${feature.name} ends on ${paidUntil}` : 'Subscription cancelled', refresh: true },
    )
  }

  function act() {
    if (state !== 'notReady') setPaying(true)
    else
      requestAccess.run(
        async () => {
          await api('/v1/subscription/request-access', { method: 'POST', body: { subItemId: feature.id } })
          setState('pending')
        },
        { success: ACCESS_REQUESTED },
      )
  }

  if (activating) return <ActivatingSmartAlbums />
  if (confirming) return <ConfirmingPayment />

  return (
    <div className="space-y-6">
      {feature.images.length ? (
        <Carousel
          label={`${feature.name} screenshots`}
          slides={feature.images.map((src) => (
            <Image
              key={src}
              src={src}
              alt={`${feature.name} preview`}
              width={900}
              height={1200}
              className="aspect-[3/4] w-full rounded-card object-cover shadow-card"
            />
          ))}
        />
      ) : null}

      <section>
        <p className="text-sm font-semibold text-brand-700">{feature.category}</p>
        <h2 className="mt-1 font-display text-2xl font-semibold">{feature.tagLine}</h2>
        {/* Rich text from the feature catalogue, sanitised on the server. */}
        <div
          className="prose-feature mt-3 space-y-3 text-[15px] leading-6 text-ink [&_li]:ml-5 [&_li]:list-disc"
          dangerouslySetInnerHTML={{ __html: overviewHtml }}
        />
      </section>

      <section className="rounded-card bg-white p-5 shadow-card" aria-label="Information">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-[15px]">
          <dt className="text-muted">Cost</dt>
          <dd className="font-semibold">{includedInPro ? 'Included in Pro' : feature.price ? `${formatMoney(feature.price)}/month` : 'Free'}</dd>
          {includedInPro ? null : (
            <>
              <dt className="text-muted">Pricing</dt>
              <dd>
                {feature.price ? 'cancel anytime' : feature.priceDesc}
                {trialDays ? ` · ${trialDays}-day free trial` : ''}
              </dd>
            </>
          )}
          <dt className="text-muted">Category</dt>
          <dd>{feature.category}</dd>
        </dl>
      </section>

      {state === 'active' && subscription ? (
        <section className="space-y-2" aria-label="Your subscription">
          {testMode ? (
            <Button variant="ghost" block onClick={() => setCancelling(true)}>
              Cancel subscription
            </Button>
          ) : (
            <ManageSubscriptionButton returnTo={returnTo} />
          )}
        </section>
      ) : null}

      <ActionBar>
        {state === 'pastDue' ? (
          <ManageSubscriptionButton returnTo={returnTo} label={featureButtonLabel(feature, state, trialDays)} variant="primary" />
        ) : (
          <Button size="lg" block onClick={act} loading={requestAccess.busy} disabled={state === 'active' || state === 'included' || state === 'pending'}>
            {featureButtonLabel(feature, state, trialDays)}
          </Button>
        )}
        {state === 'pastDue' ? (
          <p className="mt-2 text-center text-sm text-muted">Your last payment did not go through. {feature.name} is paused until it does.</p>
        ) : null}
      </ActionBar>

      <CheckoutSheet
        open={paying}
        onOpenChange={setPaying}
        item={{ subItemId: feature.id, name: feature.name, priceCents: feature.price, trialDays }}
        testMode={testMode}
        onBill={onBill}
        returnTo={returnTo}
        onActivated={activated}
      />
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel ${feature.name}?`}
        description={`You keep ${feature.name} ${paidUntil ? `until ${paidUntil}` : 'until the end of the month you paid for'}. Everything you made with it stays, ready for when you come back.`}
        confirmLabel="Yes - cancel subscription"
        cancelLabel="Keep it"
        destructive
        onConfirm={cancel}
      />
    </div>
  )
}
