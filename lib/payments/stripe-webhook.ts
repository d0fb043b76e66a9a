// Stripe's webhooks: the signature is verified, each event is applied once (its id is recorded in the
// same transaction as its effect), and our subscriptions follow Stripe's. Events arrive late, twice or
// out of order, so an event is only a cue: the subscription's state is read from Stripe as it is now,
// and a cancelled row is final. Anything already reflected, or that retrying cannot fix, answers 2xx.
// A one-off payment (a customer's deposit for a gig) arrives as a completed checkout in payment mode,
// on the artist's connected account (Connect events carry `account`), as do its refunds and disputes;
// account.updated keeps the artist's payouts state.
import Stripe from 'stripe'
import { applyDepositCheckout } from '@/lib/appointments/deposit-checkout'
import { applyDisputeCreated } from '@/lib/appointments/dispute'
import { applyBalanceCheckout, BALANCE_KIND } from '@/lib/appointments/pay-balance'
import { applyChargeRefunded } from '@/lib/appointments/refund-payment'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { SubscriptionStatus } from '@/lib/generated/prisma/enums'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { siteChanged } from '@/lib/site/site-changed'
import { trialEndingMessage } from '@/lib/subscriptions/emails'
import { endSubscriptionsIncludedInPro } from '@/lib/subscriptions/end-subscriptions'
import { followPayoutsAccount } from '@/lib/payouts/follow-account'
import { catalogueItem } from '@/lib/subscriptions/purchase'
import { recordSubscription } from '@/lib/subscriptions/record-subscription'
import { stripeClient, type StripeConfig } from './stripe-payments'

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

export function verifyStripeEvent(config: StripeConfig & { webhookSecret: string }, payload: string, signature: string | null): Stripe.Event {
  if (!signature) throw new AppError('bad_request', 'Missing Stripe signature')
  try {
    return stripeClient(config).webhooks.constructEvent(payload, signature, config.webhookSecret)
  } catch {
    throw new AppError('bad_request', 'The Stripe signature does not match')
  }
}

/** The Stripe subscription an event is about, if any. */
function subscriptionIdOf(event: Stripe.Event): string | null {
  const object = event.data.object as { object?: string; id?: string; subscription?: string | { id: string } | null; parent?: { subscription_details?: { subscription?: string } } }
  if (event.type.startsWith('customer.subscription.')) return object.id ?? null
  if (event.type === 'checkout.session.completed' || event.type.startsWith('invoice.')) {
    const id = typeof object.subscription === 'string' ? object.subscription : (object.subscription?.id ?? object.parent?.subscription_details?.subscription)
    return id ?? null
  }
  return null
}

/** The subscription as Stripe holds it now; null when Stripe has no such subscription. */
async function currentSubscription(stripe: Stripe, id: string): Promise<Stripe.Subscription | null> {
  try {
    return await stripe.subscriptions.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null
    throw error
  }
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
    purchase = await catalogueItem(tx, owner, session.metadata?.themeId ? { themeId: session.metadata.themeId } : { subItemId: session.metadata?.featureId || undefined })
  } catch (error) {
    if (error instanceof AppError) return log.error('stripe checkout for an item not in the catalogue', { userId, metadata: session.metadata, subscription: subscription.id })
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
  const row = await tx.subscription.findUnique({ where: { providerSubscriptionId: subscriptionId }, include: { user: { select: { email: true } }, feature: true, theme: true } })
  if (!row?.trialEndsAt || row.status === 'cancelled') return
  const name = row.feature?.name ?? row.theme?.name ?? 'Glowfolio'
  const message = await trialEndingMessage({ name, endsAt: row.trialEndsAt.toDateString() })
  await enqueueEmail({ to: row.user.email, subject: `Your ${name} trial ends soon`, ...message }, tx)
}

/** A connected account as Stripe holds it now; null when Stripe has no such account. */
async function currentAccount(stripe: Stripe, id: string): Promise<Stripe.Account | null> {
  try {
    return await stripe.accounts.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.statusCode === 403)) return null
    throw error
  }
}

/** Applies one verified event; answers whether it was new. */
export async function applyStripeEvent(config: StripeConfig, event: Stripe.Event): Promise<{ applied: boolean }> {
  const subscriptionId = subscriptionIdOf(event)
  const subscription = subscriptionId ? await currentSubscription(stripeClient(config), subscriptionId) : null
  // Pro includes themes and Smart Albums: they end at period end. Before the event is recorded, so a retry finishes it.
  const proFor = event.type === 'checkout.session.completed' && event.data.object.metadata?.type === 'pro' ? event.data.object.metadata.userId : undefined
  if (proFor && subscription && STATUS[subscription.status] !== 'cancelled') await endSubscriptionsIncludedInPro({ userId: proFor })
  // Events come late or out of order: the account's state is read as it is now.
  const account = event.type === 'account.updated' ? await currentAccount(stripeClient(config), event.data.object.id) : null
  const accountId = event.account ?? null
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.paymentEvent.create({ data: { id: event.id, provider: 'stripe', type: event.type } })
        if (event.type === 'account.updated') return account ? followPayoutsAccount(tx, account) : log.warn('stripe account.updated for an account Stripe does not know', { id: event.data.object.id })
        if (event.type === 'checkout.session.completed' && event.data.object.mode === 'payment') {
          const session = event.data.object
          return session.metadata?.kind === BALANCE_KIND ? applyBalanceCheckout(tx, session, accountId) : applyDepositCheckout(tx, session, accountId)
        }
        if (event.type === 'charge.refunded') return applyChargeRefunded(tx, event.data.object, accountId)
        if (event.type === 'charge.dispute.created') return applyDisputeCreated(tx, event.data.object, accountId)
        if (subscriptionId && !subscription) return log.warn('stripe event for a subscription Stripe does not know', { type: event.type, subscriptionId })
        if (!subscription) return log.info('stripe event ignored', { type: event.type })
        if (event.type === 'checkout.session.completed') await startFromCheckout(tx, event.data.object, subscription)
        else if (event.type === 'customer.subscription.trial_will_end') await emailTrialEnding(tx, subscription.id)
        else await followSubscription(tx, subscription)
      },
      { timeout: 30_000 },
    )
    // What the subscription grants may have changed: the site falls back, or shows the paid theme again.
    if (subscription) {
      const row = await prisma.subscription.findUnique({ where: { providerSubscriptionId: subscription.id }, select: { userId: true } })
      if (row) await siteChanged(row.userId)
    }
    return { applied: true }
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return { applied: false }
    throw error
  }
}
