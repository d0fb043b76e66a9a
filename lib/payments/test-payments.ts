// The embedded default: no card, no network; a subscription is active the moment it is asked for,
// and every payment screen says so ("test mode"). With no card there is nothing to charge when a free
// trial or the month ends, so nothing renews: a subscription simply ends at its period end, as a Stripe
// one that was not paid again would (lib/entitlements/access-rule.ts). Cancelling works as with Stripe:
// access lasts until the month ends.
import { randomUUID } from 'node:crypto'
import { prisma } from '@/lib/db'
import { siteChanged } from '@/lib/site/site-changed'
import { addDays, addMonth, recordSubscription } from '@/lib/subscriptions/record-subscription'
import type { PaymentsProvider } from './provider'

export const TEST_ACCOUNT = 'test_acct_'

export const testPayments: PaymentsProvider = {
  name: 'test',
  async checkout(purchase) {
    const now = new Date()
    const trialEndsAt = purchase.trialDays ? addDays(now, purchase.trialDays) : null
    const subscription = await prisma.$transaction((tx) =>
      recordSubscription(tx, purchase, {
        provider: 'test',
        status: trialEndsAt ? 'trialing' : 'active',
        trialEndsAt,
        currentPeriodEnd: trialEndsAt ?? addMonth(now),
      }),
    )
    // A paid theme or Pro's colours, chosen before and kept, show again.
    await siteChanged(purchase.userId)
    return { subscription }
  },
  async payOnce() {
    return { status: 'paid', providerPaymentId: `test_${randomUUID()}` }
  },
  async expireCheckout() {
    // Test mode takes payments at once: it never leaves a Checkout page open.
    return 'expired'
  },
  async connectPayouts(owner) {
    // Payouts are on at once, on a stand-in account that no real Stripe key would accept.
    return { accountId: owner.accountId?.startsWith(TEST_ACCOUNT) ? owner.accountId : `${TEST_ACCOUNT}${randomUUID()}`, status: 'payoutsOn' }
  },
  async refund() {
    return { providerRefundId: `test_re_${randomUUID()}` }
  },
  async cardFee() {
    // No card was charged.
    return 0
  },
  async cancel(subscription) {
    await prisma.subscription.update({ where: { id: subscription.id }, data: { cancelledAt: new Date() } })
  },
}
