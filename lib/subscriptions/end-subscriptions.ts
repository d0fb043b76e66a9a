// Ending subscriptions: by the owner (cancel, or all theme subscriptions at once) or by the clock
// (test-mode trials that ran out). Nothing the owner made or chose is deleted: gated features lock
// again, and a site whose theme is no longer paid for is drawn in the free one (lib/site) until the
// owner subscribes again.
import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { notFound } from '@/lib/errors'
import type { Subscription } from '@/lib/generated/prisma/client'
import { getPayments } from '@/lib/payments/get-payments'
import { testPayments } from '@/lib/payments/test-payments'

/** Stripe stops at the end of the paid period (access until then); a test-mode subscription stops now. */
const endSubscription = (subscription: Subscription) => (subscription.provider === 'stripe' ? getPayments() : testPayments).cancel(subscription)

export async function cancelSubscription({ user, subscriptionId }: { user: { id: string }; subscriptionId: string }) {
  const subscription = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id, ...isLive(new Date()) } })
  if (!subscription) throw notFound('Subscription')
  await endSubscription(subscription)
  return { cancelled: 1 }
}

export async function cancelThemeSubscriptions({ user }: { user: { id: string } }) {
  const subscriptions = await prisma.subscription.findMany({ where: { userId: user.id, type: 'theme', cancelledAt: null, ...isLive(new Date()) } })
  for (const subscription of subscriptions) await endSubscription(subscription)
  return { cancelled: subscriptions.length }
}

/** The scheduled job: test-mode trials (no card to charge) that ran out end now. Stripe ends its own. */
export async function endExpiredTrials(now = new Date()): Promise<number> {
  const { count } = await prisma.subscription.updateMany({
    where: { status: 'trialing', provider: 'test', trialEndsAt: { lte: now } },
    data: { status: 'cancelled', cancelledAt: now },
  })
  return count
}
