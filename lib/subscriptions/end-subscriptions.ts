// Ending subscriptions: by the owner (cancel, or all theme subscriptions at once), by Pro (which
// includes every theme, Review Cards and Smart Albums) or by the clock (test-mode trials and months
// that ran out). A cancellation takes effect when the paid period ends (lib/entitlements/access-rule.ts),
// except an add-on taken off a Stripe bill that keeps other items: it goes at once, its unused time
// credited on the same bill. Nothing the owner made or chose is deleted: gated features lock again, and
// a site whose theme is no longer paid for is drawn in the free one (lib/site) until the owner
// subscribes again.
import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { notFound } from '@/lib/errors'
import type { Subscription } from '@/lib/generated/prisma/client'
import { getPayments } from '@/lib/payments/get-payments'
import { testPayments } from '@/lib/payments/test-payments'
import { PRO_INCLUDES } from '@/lib/catalogue/features'
import { siteChanged } from '@/lib/site/site-changed'

/** Stripe's (an item off the bill, or the bill at period end) or test mode's. */
const endSubscription = (subscription: Subscription) => (subscription.provider === 'stripe' ? getPayments() : testPayments).cancel(subscription)

export async function cancelSubscription({ user, subscriptionId }: { user: { id: string }; subscriptionId: string }) {
  const subscription = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id, ...isLive(new Date()) } })
  if (!subscription) throw notFound('Subscription')
  // A second tap, or a subscription Pro already ends: it ends on the date it already shows.
  if (subscription.cancelledAt) return { cancelled: 0 }
  await endSubscription(subscription)
  await siteChanged(user.id)
  return { cancelled: 1 }
}

export async function cancelThemeSubscriptions({ user }: { user: { id: string } }) {
  const subscriptions = await prisma.subscription.findMany({ where: { userId: user.id, type: 'theme', cancelledAt: null, ...isLive(new Date()) } })
  for (const subscription of subscriptions) await endSubscription(subscription)
  if (subscriptions.length) await siteChanged(user.id)
  return { cancelled: subscriptions.length }
}

/**
 * Pro includes every theme, Review Cards and Smart Albums: once Pro starts, the owner's own
 * subscriptions to them end. Those on Pro's Stripe bill were taken off it with Pro's update
 * (lib/payments/stripe-payments.ts); what is left here is test mode's (ended now: nothing was paid) and
 * Stripe subscriptions made before one bill per owner, which end with the month already paid for.
 */
export async function endSubscriptionsIncludedInPro({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const subscriptions = await prisma.subscription.findMany({
    where: { userId, cancelledAt: null, OR: [{ type: 'theme' }, { featureId: { in: PRO_INCLUDES } }], AND: isLive(now) },
  })
  for (const subscription of subscriptions) {
    if (subscription.provider === 'test') await prisma.subscription.update({ where: { id: subscription.id }, data: { status: 'cancelled', cancelledAt: now } })
    else await endSubscription(subscription)
  }
  return subscriptions.length
}

/** The scheduled job: test-mode trials and months (nobody is charged, so nothing renews them) that ran out end now. Stripe ends its own. */
export async function endExpiredTrials(now = new Date()): Promise<number> {
  const ended = await prisma.subscription.updateManyAndReturn({
    where: {
      provider: 'test',
      status: { in: ['trialing', 'active'] },
      OR: [{ trialEndsAt: { lte: now } }, { status: 'active', currentPeriodEnd: { lte: now } }],
    },
    data: { status: 'cancelled', cancelledAt: now },
    select: { userId: true },
  })
  // Their sites fell back when the time came (each stored page was valid only until then: lib/site/valid-until.ts); said again now.
  for (const userId of new Set(ended.map((row) => row.userId))) await siteChanged(userId)
  return ended.length
}

/** Her account is being deleted: every subscription still running stops (Stripe: nothing renews; test mode: now). */
export async function endAllSubscriptions({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<number> {
  const subscriptions = await prisma.subscription.findMany({ where: { userId, cancelledAt: null, ...isLive(now) } })
  for (const subscription of subscriptions) await endSubscription(subscription)
  return subscriptions.length
}
