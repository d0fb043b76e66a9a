'use client'
// The paid themes an owner holds, on the design screen: when each renews or ends, cancelling them
// (spec: POST /v1/subscription/cancel-theme-subs) and, with Stripe, the customer portal.
import { useState } from 'react'
import { ManageSubscriptionButton } from '@/components/payments/manage-subscription'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatInZone } from '@/lib/format/in-zone'
import type { ThemeSubscription } from '@/lib/subscriptions/list-theme-subscriptions'
import { formatMoney } from '@/lib/format/money'

function statusLine(subscription: ThemeSubscription, day: (iso: string) => string) {
  if (subscription.cancelledAt) return subscription.currentPeriodEnd ? `Ends on ${day(subscription.currentPeriodEnd)}` : 'Cancelled'
  if (subscription.status === 'pastDue') return 'Your last payment did not go through'
  if (!subscription.currentPeriodEnd) return 'Active'
  // The same words as Billing: a test month charges nobody, so it ends rather than renews.
  return subscription.testMonth ? `Test month ends on ${day(subscription.currentPeriodEnd)}` : `Renews on ${day(subscription.currentPeriodEnd)}`
}

/** What cancelling does to the site: with Pro it keeps the theme (Pro includes it), without it goes back to Basic when the paid month ends. */
function cancelDescription(subscriptions: ThemeSubscription[], isPro: boolean, day: (iso: string) => string) {
  const ends = subscriptions.find((s) => !s.cancelledAt && s.currentPeriodEnd)?.currentPeriodEnd
  const until = ends ? `until ${day(ends)}` : 'until the paid month ends'
  if (subscriptions.some((s) => s.endsNow))
    return 'The theme comes off your bill now, and the unused part of this month is credited on your next invoice. Your site goes back to the free Basic theme; your theme and colours stay saved for when you come back.'
  if (isPro) return `Nothing more is charged for it after ${ends ? day(ends) : 'the paid month'}. Glowfolio Pro includes every theme, so your site keeps it.`
  return `Your site keeps the theme ${until}, then goes back to the free Basic theme. Your theme and colours stay saved for when you come back.`
}

export function ThemeSubscriptions({
  subscriptions,
  timeZone,
  testMode,
  isPro,
}: {
  subscriptions: ThemeSubscription[]
  timeZone: string
  testMode: boolean
  isPro: boolean
}) {
  const [confirming, setConfirming] = useState(false)
  const { run, busy } = useMutation()
  if (subscriptions.length === 0) return null
  // In the owner's time zone, so the server's render and the browser's agree.
  const day = (iso: string) => formatInZone(iso, timeZone, 'd MMMM yyyy')
  const cancellable = subscriptions.some((s) => !s.cancelledAt)

  const cancel = () => run(() => api('/v1/subscription/cancel-theme-subs', { method: 'POST' }), { success: 'Theme subscription cancelled', refresh: true })

  return (
    <section className="mb-6 rounded-card bg-white p-5 shadow-card" aria-labelledby="theme-subscriptions">
      <h2 id="theme-subscriptions" className="font-display text-xl font-semibold">
        Your theme subscriptions
      </h2>
      <ul className="mt-3 divide-y divide-line">
        {subscriptions.map((subscription) => (
          <li key={subscription.id} className="flex items-baseline justify-between gap-3 py-2.5">
            <span className="min-w-0">
              <span className="block font-semibold">{subscription.name}</span>
              <span className="block text-sm text-muted">{statusLine(subscription, day)}</span>
            </span>
            <span className="shrink-0 text-sm font-semibold">{formatMoney(subscription.priceCents)}/month</span>
          </li>
        ))}
      </ul>
      <div className="mt-3 space-y-2">
        {cancellable ? (
          <Button variant="outline" size="lg" block loading={busy} onClick={() => setConfirming(true)}>
            Cancel theme subscription
          </Button>
        ) : null}
        {testMode ? null : <ManageSubscriptionButton returnTo="/dashboard/design" />}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Cancel your theme subscription?"
        description={cancelDescription(subscriptions, isPro, day)}
        confirmLabel="Yes - cancel subscription"
        cancelLabel="Keep it"
        destructive
        onConfirm={cancel}
      />
    </section>
  )
}
