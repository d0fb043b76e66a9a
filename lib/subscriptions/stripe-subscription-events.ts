// Our subscriptions follow Stripe's. Events arrive late, twice or out of order, so an event is only a
// cue: the caller (lib/payments/stripe-webhook.ts) reads the subscription as Stripe holds it now and
// hands it here; a cancelled row is final.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { SubscriptionStatus } from '@/lib/generated/prisma/enums'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { trialEndingMessage } from './emails'
import { endSubscriptionsIncludedInPro } from './end-subscriptions'
import { catalogueItem } from './purchase'
import { recordSubscription } from './record-subscription'

/** Stripe's statuses in ours; what each grants is lib/entitlements/access-rule.ts. */
const STATUS: Record<string, SubscriptionStatus> = {
  trialing: 'trialing',
  active: 'active',
  past_due: 'pastDue',
  unpaid: 'pastDue',
  incomplete: 'pastDue',
  paused: 'pastDue',
  canceled: 'cancelled',
  incomplete_expired: 'cancelled',
}

const toDate = (seconds: number | null | undefined) => (seconds ? new Date(seconds * 1000) : null)

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined
  return toDate(item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end)
}

/**
 * Pro includes themes and Smart Albums: a live Pro checkout ends their own subscriptions at period end.
 * Run before the event is recorded, so a retried event finishes it.
 */
export async function endWhatProIncludes(event: Stripe.Event, subscription: Stripe.Subscription | null) {
  const proFor = event.type === 'checkout.session.completed' && event.data.object.metadata?.type === 'pro' ? event.data.object.metadata.userId : undefined
  if (proFor && subscription && STATUS[subscription.status] !== 'cancelled') await endSubscriptionsIncludedInPro({ userId: proFor })
}

/** Applies a subscription event inside the transaction that records it. */
export async function applySubscriptionEvent(tx: PrismaTx, event: Stripe.Event, subscription: Stripe.Subscription) {
  if (event.type === 'checkout.session.completed') await startFromCheckout(tx, event.data.object, subscription)
  else if (event.type === 'customer.subscription.trial_will_end') await emailTrialEnding(tx, subscription.id)
  else await followSubscription(tx, subscription)
}

/** Our row follows Stripe's state, except that a cancelled row stays cancelled. */
async function followSubscription(tx: PrismaTx, subscription: Stripe.Subscription) {
  const status = STATUS[subscription.status] ?? 'pastDue'
  await tx.subscription.updateMany({
    where: { providerSubscriptionId: subscription.id, status: { not: 'cancelled' } },
    data: {
      status,
      trialEndsAt: toDate(subscription.trial_end),
      currentPeriodEnd: periodEnd(subscription),
      // Set as soon as a cancellation is asked for (access lasts until the period ends); cleared if it is undone.
      cancelledAt: toDate(subscription.canceled_at) ?? (status === 'cancelled' ? new Date() : null),
    },
  })
}

async function startFromCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, subscription: Stripe.Subscription) {
  if (await tx.subscription.findUnique({ where: { providerSubscriptionId: subscription.id } })) return followSubscription(tx, subscription)
  const userId = session.metadata?.userId ?? session.client_reference_id
  const owner = userId ? await tx.user.findUnique({ where: { id: userId }, select: { id: true, email: true } }) : null
  if (!owner) return log.warn('stripe checkout for an unknown owner', { userId, subscription: subscription.id })
  let purchase
  try {
    purchase = await catalogueItem(
      tx,
      owner,
      session.metadata?.themeId ? { themeId: session.metadata.themeId } : { subItemId: session.metadata?.featureId || undefined },
    )
  } catch (error) {
    if (error instanceof AppError)
      return log.error('stripe checkout for an item not in the catalogue', { userId, metadata: session.metadata, subscription: subscription.id })
    throw error
  }
  // Recorded even if the owner already holds this item (two checkouts in two tabs): Stripe charges for
  // both, so both show, and the owner cancels one in the portal.
  await recordSubscription(tx, purchase, {
    provider: 'stripe',
    status: STATUS[subscription.status] ?? 'active',
    trialEndsAt: toDate(subscription.trial_end),
    currentPeriodEnd: periodEnd(subscription),
    providerSubscriptionId: subscription.id,
  })
}

async function emailTrialEnding(tx: PrismaTx, subscriptionId: string) {
  const row = await tx.subscription.findUnique({
    where: { providerSubscriptionId: subscriptionId },
    include: { user: { select: { email: true } }, feature: true, theme: true },
  })
  if (!row?.trialEndsAt || row.status === 'cancelled') return
  const name = row.feature?.name ?? row.theme?.name ?? 'Glowfolio'
  const message = await trialEndingMessage({ name, endsAt: row.trialEndsAt.toDateString() })
  await enqueueEmail({ to: row.user.email, subject: `Your ${name} trial ends soon`, ...message }, tx)
}
