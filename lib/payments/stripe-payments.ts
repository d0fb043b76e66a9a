// Stripe: one subscription per owner (her bill) with one item per paid thing. The first purchase opens
// Stripe Checkout, which starts the bill; later ones are items added to it, prorated, and an add-on
// taken off is an item deleted, prorated too. Cancelling the last item ends the bill at period end; the
// customer portal does the same, and the webhooks keep our rows in step (stripe-subscription-events.ts).
import Stripe from 'stripe'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Subscription } from '@/lib/generated/prisma/client'
import type { PayoutsDashboard, SubscriptionStatus } from '@/lib/generated/prisma/enums'
import { billOf, productIdOf, productOf, STATUS, toDate, type Bill } from '@/lib/subscriptions/stripe-bill'
import { includedInPro, itemKeyOf, refuseHeld, type Purchase } from '@/lib/subscriptions/purchase'
import { addDays, recordSubscription } from '@/lib/subscriptions/record-subscription'
import type { PaymentsProvider } from './provider'

const knownProducts = new Set<string>()

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

  /** Stripe's product for a catalogue item, made once under our own id, so every bill names the same one. */
  async function productFor(purchase: Purchase): Promise<string> {
    const id = productIdOf(purchase)
    if (knownProducts.has(id)) return id
    try {
      await stripe.products.create({ id, name: `Glowfolio ${purchase.name}` })
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists')) throw error
    }
    knownProducts.add(id)
    return id
  }

  const priceData = (purchase: Purchase, product: string) => ({
    currency: 'aud',
    product,
    unit_amount: purchase.priceCents,
    recurring: { interval: 'month' as const },
  })
  const metadataOf = (purchase: Purchase) => ({
    userId: purchase.userId,
    type: purchase.type,
    featureId: purchase.featureId ?? '',
    themeId: purchase.themeId ?? '',
  })

  /**
   * The owner has a bill already: the purchase is one more item on it, prorated to the bill's date. Pro takes off the
   * items it includes in the same update (their unused time credited), and its trial, when the owner
   * still has one, is the bill's: Stripe's trials are per subscription.
   */
  async function addToBill(tx: PrismaTx, bill: Bill, purchase: Purchase, product: string): Promise<Subscription> {
    const now = new Date()
    const recordItem = (item: Stripe.SubscriptionItem, status: SubscriptionStatus, trialEndsAt: Date | null) =>
      recordSubscription(tx, purchase, {
        provider: 'stripe',
        status,
        trialEndsAt,
        currentPeriodEnd: toDate(item.current_period_end),
        providerSubscriptionId: bill.providerSubscriptionId,
        providerItemId: item.id,
      })
    if (purchase.type !== 'pro') {
      const item = await stripe.subscriptionItems.create({
        subscription: bill.providerSubscriptionId,
        price_data: priceData(purchase, product),
        proration_behavior: 'create_prorations',
        metadata: metadataOf(purchase),
      })
      return recordItem(item, bill.status, bill.trialEndsAt)
    }
    const included = await tx.subscription.findMany({
      where: { providerSubscriptionId: bill.providerSubscriptionId, providerItemId: { not: null }, status: { not: 'cancelled' }, cancelledAt: null },
    })
    const takenOff = included.filter(includedInPro)
    const trialEnd = purchase.trialDays ? Math.floor(addDays(now, purchase.trialDays).getTime() / 1000) : undefined
    const updated = await stripe.subscriptions.update(bill.providerSubscriptionId, {
      items: [
        { price_data: priceData(purchase, product), metadata: metadataOf(purchase) },
        ...takenOff.map((row) => ({ id: row.providerItemId!, deleted: true })),
      ],
      proration_behavior: 'create_prorations',
      ...(trialEnd ? { trial_end: trialEnd } : {}),
    })
    const known = new Set(included.map((row) => row.providerItemId))
    const item = updated.items.data.find((candidate) => !known.has(candidate.id) && productOf(candidate) === product)
    if (!item) throw new AppError('bad_gateway', 'Stripe did not add Pro to your subscription. Please try again.')
    await tx.subscription.updateMany({ where: { id: { in: takenOff.map((row) => row.id) } }, data: { status: 'cancelled', cancelledAt: now } })
    return recordItem(item, STATUS[updated.status] ?? 'active', toDate(updated.trial_end))
  }

  /**
   * No bill yet: Stripe's Checkout page starts it. One page open per owner: a second tab asking for the
   * same item gets the same page (one subscription, one trial); asking for something else closes it first.
   */
  async function checkoutPage(tx: PrismaTx, purchase: Purchase, customer: string, product: string, urls: { success: string; cancel: string }) {
    const item = itemKeyOf(purchase)
    const open = await tx.subscriptionCheckout.findFirst({ where: { userId: purchase.userId, status: 'open' } })
    // A page about to expire is not handed out: the owner would land on Stripe's "expired".
    if (open && open.item === item && open.expiresAt.getTime() > Date.now() + 5 * 60_000) return open.url
    if (open) await closeCheckout(tx, open.id, open.providerSessionId)
    const metadata = metadataOf(purchase)
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: purchase.userId,
      line_items: [{ quantity: 1, price_data: priceData(purchase, product) }],
      subscription_data: { metadata, ...(purchase.trialDays ? { trial_period_days: purchase.trialDays } : {}) },
      metadata,
      success_url: urls.success,
      cancel_url: urls.cancel,
    })
    if (!session.url) throw new AppError('bad_gateway', 'Stripe did not answer a payment page. Please try again.')
    await tx.subscriptionCheckout.create({
      data: { userId: purchase.userId, item, providerSessionId: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) },
    })
    return session.url
  }

  async function closeCheckout(tx: PrismaTx, id: string, sessionId: string) {
    try {
      await stripe.checkout.sessions.expire(sessionId)
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error
      const session = await stripe.checkout.sessions.retrieve(sessionId)
      // Paid a moment ago: that bill is on its way (its webhook), and what comes next goes on it.
      if (session.status === 'complete') {
        await tx.subscriptionCheckout.update({ where: { id }, data: { status: 'paid' } })
        throw new AppError('conflict', 'Your last payment is still being confirmed. Please try again in a minute.')
      }
    }
    await tx.subscriptionCheckout.update({ where: { id }, data: { status: 'expired' } })
  }

  return {
    name: 'stripe',
    async checkout(purchase, urls) {
      const customer = await customerFor(purchase.userId, purchase.email)
      const product = await productFor(purchase)
      // The owner's row is locked: two tabs, two taps, are one after the other.
      return prisma.$transaction(
        async (tx) => {
          await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${purchase.userId} FOR UPDATE`
          await refuseHeld(tx, purchase)
          const bill = await billOf(tx, purchase.userId)
          if (bill) return { subscription: await addToBill(tx, bill, purchase, product) }
          return { url: await checkoutPage(tx, purchase, customer, product, urls) }
        },
        { timeout: 30_000 },
      )
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
    async cardFee(payment) {
      const intent = await stripe.paymentIntents.retrieve(
        payment.providerPaymentId,
        { expand: ['latest_charge.balance_transaction'] },
        { stripeAccount: payment.accountId },
      )
      const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null
      const transaction = charge && typeof charge.balance_transaction === 'object' ? charge.balance_transaction : null
      return transaction ? transaction.fee : null
    },
    async cancel(subscription) {
      if (!subscription.providerSubscriptionId) throw new AppError('conflict', 'This subscription is not managed by Stripe')
      // An add-on beside others on the bill: its item goes now, its unused time credited on the same bill.
      const others = subscription.providerItemId
        ? await prisma.subscription.count({
            where: {
              providerSubscriptionId: subscription.providerSubscriptionId,
              id: { not: subscription.id },
              providerItemId: { not: null },
              status: { not: 'cancelled' },
              cancelledAt: null,
            },
          })
        : 0
      if (subscription.providerItemId && others) {
        await stripe.subscriptionItems.del(subscription.providerItemId, { proration_behavior: 'create_prorations' })
        await prisma.subscription.update({ where: { id: subscription.id }, data: { status: 'cancelled', cancelledAt: new Date() } })
        return
      }
      // The last thing on the bill: the bill ends with the period paid for.
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
