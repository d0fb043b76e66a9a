// Stripe: subscriptions through Stripe Checkout at the catalogue's price and trial, cancelling through
// the API or the customer portal, and webhooks that keep our subscriptions in step.
import Stripe from 'stripe'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { PayoutsDashboard } from '@/lib/generated/prisma/enums'
import type { PaymentsProvider } from './provider'

export type StripeConfig = { secretKey: string; baseUrl?: string }

export function stripeClient({ secretKey, baseUrl }: StripeConfig): Stripe {
  const url = baseUrl ? new URL(baseUrl) : null
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(url ? { host: url.hostname, port: url.port || (url.protocol === 'https:' ? 443 : 80), protocol: url.protocol === 'https:' ? 'https' : 'http' } : {}),
  })
}

/** The Stripe-hosted dashboard an account's owner logs in to. */
export function dashboardOf(account: Pick<Stripe.Account, 'controller' | 'type'>): PayoutsDashboard {
  const type: string = account.controller?.stripe_dashboard?.type ?? (account.type === 'standard' ? 'full' : account.type)
  return type === 'full' || type === 'express' ? type : 'none'
}

export function stripePayments(config: StripeConfig): PaymentsProvider & { portalUrl(userId: string, returnUrl: string): Promise<string> } {
  const stripe = stripeClient(config)

  async function customerFor(userId: string, email: string): Promise<string> {
    const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } })
    if (owner.stripeCustomerId) return owner.stripeCustomerId
    const customer = await stripe.customers.create({ email, metadata: { userId } }, { idempotencyKey: `customer-${userId}` })
    await prisma.user.update({ where: { id: userId }, data: { stripeCustomerId: customer.id } })
    return customer.id
  }

  const onboardingLink = async (account: string, urls: { refresh: string; return: string }) =>
    (await stripe.accountLinks.create({ account, type: 'account_onboarding', refresh_url: urls.refresh, return_url: urls.return })).url

  return {
    name: 'stripe',
    async checkout(purchase, urls) {
      const customer = await customerFor(purchase.userId, purchase.email)
      const metadata = { userId: purchase.userId, type: purchase.type, featureId: purchase.featureId ?? '', themeId: purchase.themeId ?? '' }
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: purchase.userId,
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'aud',
              unit_amount: purchase.priceCents,
              recurring: { interval: 'month' },
              product_data: { name: `Glowfolio ${purchase.name}` },
            },
          },
        ],
        subscription_data: {
          metadata,
          ...(purchase.trialDays ? { trial_period_days: purchase.trialDays } : {}),
          // Stripe charges the part of a month up to the anchor, then the full price on that date.
          ...(purchase.alignTo
            ? { billing_cycle_anchor: Math.floor(purchase.alignTo.getTime() / 1000), proration_behavior: 'create_prorations' as const }
            : {}),
        },
        metadata,
        success_url: urls.success,
        cancel_url: urls.cancel,
      })
      if (!session.url) throw new AppError('bad_gateway', 'Stripe did not answer a payment page. Please try again.')
      return { url: session.url }
    },
    async payOnce(payment, urls) {
      // A direct charge on the artist's own account: the money is theirs, and so are refunds and disputes.
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          ...(payment.customerEmail ? { customer_email: payment.customerEmail } : {}),
          line_items: [{ quantity: 1, price_data: { currency: 'aud', unit_amount: payment.amountCents, product_data: { name: payment.name } } }],
          metadata: payment.metadata,
          payment_intent_data: { metadata: payment.metadata, ...(payment.feeCents > 0 ? { application_fee_amount: payment.feeCents } : {}) },
          success_url: urls.success,
          cancel_url: urls.cancel,
        },
        { stripeAccount: payment.accountId, ...(payment.idempotencyKey ? { idempotencyKey: payment.idempotencyKey } : {}) },
      )
      if (!session.url) throw new AppError('bad_gateway', 'Stripe did not answer a payment page. Please try again.')
      return { status: 'checkout', url: session.url, sessionId: session.id, expiresAt: new Date(session.expires_at * 1000) }
    },
    async expireCheckout({ sessionId, accountId }) {
      try {
        await stripe.checkout.sessions.expire(sessionId, {}, { stripeAccount: accountId })
        return 'expired'
      } catch (error) {
        if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
        // Not open any more: expired already, or paid a moment ago (its webhook is on its way).
        const session = await stripe.checkout.sessions.retrieve(sessionId, {}, { stripeAccount: accountId })
        if (session.status === 'expired') return 'expired'
        if (session.status === 'complete') return 'paid'
        throw error
      }
    },
    async connectPayouts(owner, urls) {
      if (owner.accountId?.startsWith('acct_')) return { accountId: owner.accountId, url: await onboardingLink(owner.accountId, urls), dashboard: null }
      // Stripe's recommendation for direct charges: the artist owns a full Stripe account, answers her own
      // disputes and pays Stripe's fees, and Stripe (not the platform) carries negative balances.
      const account = await stripe.accounts.create(
        {
          controller: {
            stripe_dashboard: { type: 'full' },
            losses: { payments: 'stripe' },
            fees: { payer: 'account' },
            requirement_collection: 'stripe',
          },
          country: 'AU',
          email: owner.email,
          capabilities: { card_payments: { requested: true }, transfers: { requested: true } },
          metadata: { userId: owner.userId },
        },
        { idempotencyKey: `payouts-account-full-${owner.userId}` },
      )
      return { accountId: account.id, url: await onboardingLink(account.id, urls), dashboard: dashboardOf(account) }
    },
    async refund(request) {
      if (!request.accountId) throw new AppError('conflict', 'This payment was not made to your Stripe account, so it cannot be refunded here')
      const refund = await stripe.refunds.create(
        { payment_intent: request.providerPaymentId, amount: request.amountCents, refund_application_fee: true },
        { stripeAccount: request.accountId, idempotencyKey: request.key },
      )
      return { providerRefundId: refund.id }
    },
    async cancel(subscription) {
      if (!subscription.providerSubscriptionId) throw new AppError('conflict', 'This subscription is not managed by Stripe')
      const updated = await stripe.subscriptions.update(subscription.providerSubscriptionId, { cancel_at_period_end: true })
      // Still paid up until the period ends; the webhook marks it cancelled then.
      const requested = updated.canceled_at ? new Date(updated.canceled_at * 1000) : new Date()
      await prisma.subscription.update({ where: { id: subscription.id }, data: { cancelledAt: requested } })
    },
    async portalUrl(userId, returnUrl) {
      const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { stripeCustomerId: true } })
      if (!owner.stripeCustomerId) throw new AppError('conflict', 'You have no paid subscription yet')
      const session = await stripe.billingPortal.sessions.create({ customer: owner.stripeCustomerId, return_url: returnUrl })
      return session.url
    },
  }
}
