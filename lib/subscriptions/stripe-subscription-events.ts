// Our subscriptions follow Stripe's. Events arrive late, twice or out of order, so an event is only a
// cue: the caller (lib/payments/stripe-webhook.ts) reads the subscription as Stripe holds it now and
// hands it here; a cancelled row is final.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { trialEndingMessage } from './emails'
import { endSubscriptionsIncludedInPro } from './end-subscriptions'
import { catalogueItem } from './purchase'
import { recordSubscription } from './record-subscription'
import { productIdOf, productOf, STATUS, toDate } from './stripe-bill'

function periodEnd(subscription: Stripe.Subscription): Date | null {
  const item = subscription.items?.data?.[0] as (Stripe.SubscriptionItem & { current_period_end?: number }) | undefined
  return toDate(item?.current_period_end ?? (subscription as unknown as { current_period_end?: number }).current_period_end)
}

/**
 * Pro includes themes, Review Cards and Smart Albums: a live Pro checkout ends what is left of them
 * (test mode's, and subscriptions from before one bill per owner).
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

/**
 * Our rows follow Stripe's state, each its own item's period; an item no longer on the bill (taken off
 * here, or in Stripe's portal) has ended. A cancelled row stays cancelled.
 */
async function followSubscription(tx: PrismaTx, subscription: Stripe.Subscription) {
  const status = STATUS[subscription.status] ?? 'pastDue'
  const items = new Map((subscription.items?.data ?? []).map((item) => [item.id, item]))
  const rows = await tx.subscription.findMany({ where: { providerSubscriptionId: subscription.id, status: { not: 'cancelled' } } })
  for (const row of rows) {
    const item = row.providerItemId ? items.get(row.providerItemId) : undefined
    if (row.providerItemId && !item && status !== 'cancelled') {
      await tx.subscription.update({ where: { id: row.id }, data: { status: 'cancelled', cancelledAt: row.cancelledAt ?? new Date() } })
      continue
    }
    await tx.subscription.update({
      where: { id: row.id },
      data: {
        status,
        trialEndsAt: toDate(subscription.trial_end),
        currentPeriodEnd: toDate((item as { current_period_end?: number } | undefined)?.current_period_end) ?? periodEnd(subscription),
        // Set as soon as a cancellation is asked for (access lasts until the period ends); cleared if it is undone.
        cancelledAt: toDate(subscription.canceled_at) ?? (status === 'cancelled' ? new Date() : null),
      },
    })
  }
}

async function startFromCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, subscription: Stripe.Subscription) {
  await tx.subscriptionCheckout.updateMany({ where: { providerSessionId: session.id }, data: { status: 'paid' } })
  if (await tx.subscription.findFirst({ where: { providerSubscriptionId: subscription.id } })) return followSubscription(tx, subscription)
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
  // The bill's first item: the one of the product bought (a bill Checkout started has only it).
  const items = subscription.items?.data ?? []
  const item = items.find((candidate) => productOf(candidate) === productIdOf(purchase)) ?? (items.length === 1 ? items[0] : undefined)
  // Recorded even if the owner already holds this item (a subscription started elsewhere): Stripe
  // charges for it, so it shows, and the owner cancels it in the portal.
  await recordSubscription(tx, purchase, {
    provider: 'stripe',
    status: STATUS[subscription.status] ?? 'active',
    trialEndsAt: toDate(subscription.trial_end),
    currentPeriodEnd: periodEnd(subscription),
    providerSubscriptionId: subscription.id,
    providerItemId: item?.id,
  })
}

async function emailTrialEnding(tx: PrismaTx, subscriptionId: string) {
  const row = await tx.subscription.findFirst({
    // The bill's trial is Pro's when Pro is on it (enum order: feature, theme, pro).
    where: { providerSubscriptionId: subscriptionId, status: { not: 'cancelled' }, trialEndsAt: { not: null } },
    orderBy: { type: 'desc' },
    include: { user: { select: { email: true } }, feature: true, theme: true },
  })
  if (!row?.trialEndsAt || row.status === 'cancelled') return
  const name = row.feature?.name ?? row.theme?.name ?? 'Glowfolio'
  const message = await trialEndingMessage({ name, endsAt: row.trialEndsAt.toDateString() })
  await enqueueEmail({ to: row.user.email, subject: `Your ${name} trial ends soon`, ...message }, tx)
}
