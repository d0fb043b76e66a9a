// Stripe's webhooks: the signature is verified, each event is applied once (its id is recorded in the
// same transaction as its effect) by the domain it is about. Events arrive late, twice or out of order,
// so an event is only a cue: the subscription or account is read from Stripe as it is now and handed
// on (subscriptions: lib/subscriptions/stripe-subscription-events.ts). Anything already reflected, or
// that retrying cannot fix, answers 2xx.
// A one-off payment (a customer's deposit for a gig, the rest of it, a party member's share) arrives as
// a completed checkout in payment mode, on the artist's connected account (Connect events carry
// `account`), as do its refunds and disputes; account.updated keeps the artist's payouts state. A
// checkout completed with a delayed method (BECS Direct Debit: `payment_status` unpaid) records nothing
// until checkout.session.async_payment_succeeded; async_payment_failed tells the artist and her page. A
// refund or dispute that comes before its payment is recorded is kept until it is (held-events.ts).
import Stripe from 'stripe'
import { applyCheckoutFailed, settleCheckout } from '@/lib/appointments/checkout-sessions'
import { applyDepositCheckout } from '@/lib/appointments/deposit-checkout'
import { applyDisputeClosed, applyDisputeCreated } from '@/lib/appointments/dispute'
import { HELD_EVENT_TYPES, holdUntilRecorded, paymentIntentOf, takeHeldEvents } from '@/lib/appointments/held-events'
import { applyBalanceCheckout, BALANCE_KIND } from '@/lib/appointments/pay-balance'
import { applyChargeRefunded } from '@/lib/appointments/refund-payment'
import { applyShareCheckout, SHARE_KIND } from '@/lib/balance/pay-share'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { siteChanged } from '@/lib/site/site-changed'
import { followPayoutsAccount } from '@/lib/payouts/follow-account'
import { applySubscriptionEvent, endWhatProIncludes } from '@/lib/subscriptions/stripe-subscription-events'
import { stripeClient, type StripeConfig } from './stripe-payments'

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
  const object = event.data.object as {
    object?: string
    id?: string
    subscription?: string | { id: string } | null
    parent?: { subscription_details?: { subscription?: string } }
  }
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

/** A connected account as Stripe holds it now; null when Stripe has no such account. */
async function currentAccount(stripe: Stripe, id: string): Promise<Stripe.Account | null> {
  try {
    return await stripe.accounts.retrieve(id)
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError && (error.statusCode === 404 || error.statusCode === 403)) return null
    throw error
  }
}

/** A refund or a dispute of a recorded card payment. */
async function applyChargeEvent(tx: PrismaTx, type: string, object: unknown, accountId: string | null) {
  if (type === 'charge.refunded') return applyChargeRefunded(tx, object as Stripe.Charge, accountId)
  if (type === 'charge.dispute.created') return applyDisputeCreated(tx, object as Stripe.Dispute, accountId)
  if (type === 'charge.dispute.closed') return applyDisputeClosed(tx, object as Stripe.Dispute, accountId)
}

/** A customer's Checkout page paid (at once, or a delayed method once it went through): recorded by its kind, then what waited for it. */
async function applyPaidCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, accountId: string | null) {
  await settleCheckout(tx, session)
  if (session.metadata?.kind === SHARE_KIND) await applyShareCheckout(tx, session, accountId)
  else if (session.metadata?.kind === BALANCE_KIND) await applyBalanceCheckout(tx, session, accountId)
  else await applyDepositCheckout(tx, session, accountId)
  const paymentIntent = paymentIntentOf(session)
  if (!paymentIntent || session.payment_status !== 'paid') return
  for (const held of await takeHeldEvents(tx, paymentIntent, accountId)) await applyChargeEvent(tx, held.type, held.object, held.accountId)
}

const PAID_CHECKOUT_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded'])

/** Applies one verified event; answers whether it was new. */
export async function applyStripeEvent(config: StripeConfig, event: Stripe.Event): Promise<{ applied: boolean }> {
  const subscriptionId = subscriptionIdOf(event)
  const subscription = subscriptionId ? await currentSubscription(stripeClient(config), subscriptionId) : null
  await endWhatProIncludes(event, subscription)
  // Events come late or out of order: the account's state is read as it is now.
  const account = event.type === 'account.updated' ? await currentAccount(stripeClient(config), event.data.object.id) : null
  const accountId = event.account ?? null
  try {
    await prisma.$transaction(
      async (tx) => {
        await tx.paymentEvent.create({ data: { id: event.id, provider: 'stripe', type: event.type } })
        if (event.type === 'account.updated')
          return account
            ? followPayoutsAccount(tx, account)
            : log.warn('stripe account.updated for an account Stripe does not know', { id: event.data.object.id })
        const object = event.data.object as { object?: string; mode?: string }
        if (PAID_CHECKOUT_EVENTS.has(event.type) && object.mode === 'payment') return applyPaidCheckout(tx, object as Stripe.Checkout.Session, accountId)
        if (event.type === 'checkout.session.async_payment_failed' && object.mode === 'payment')
          return applyCheckoutFailed(tx, object as Stripe.Checkout.Session, accountId)
        if (HELD_EVENT_TYPES.has(event.type)) {
          if (await holdUntilRecorded(tx, event, accountId))
            return log.info('stripe event held until its payment is recorded', { id: event.id, type: event.type })
          return applyChargeEvent(tx, event.type, event.data.object, accountId)
        }
        if (subscriptionId && !subscription) return log.warn('stripe event for a subscription Stripe does not know', { type: event.type, subscriptionId })
        if (!subscription) return log.info('stripe event ignored', { type: event.type })
        await applySubscriptionEvent(tx, event, subscription)
      },
      { timeout: 30_000 },
    )
    // What the subscription grants may have changed: the site falls back, or shows the paid theme again.
    if (subscription) {
      const row = await prisma.subscription.findFirst({ where: { providerSubscriptionId: subscription.id }, select: { userId: true } })
      if (row) await siteChanged(row.userId)
    }
    return { applied: true }
  } catch (error) {
    if ((error as { code?: string }).code === 'P2002') return { applied: false }
    throw error
  }
}
