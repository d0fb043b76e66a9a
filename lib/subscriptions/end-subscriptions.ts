// Ending subscriptions: by the owner (cancel, or all theme subscriptions at once), by Pro (which
// includes every theme and Smart Albums) or by the clock (test-mode trials that ran out, test-mode
// cancellations whose paid month ended). A cancellation takes effect when the paid period ends
// (lib/entitlements/access-rule.ts). Nothing the owner made or chose is deleted: gated features lock
// again, and a site whose theme is no longer paid for is drawn in the free one (lib/site) until the
// owner subscribes again.
import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { notFound } from '@/lib/errors'
import type { Subscription } from '@/lib/generated/prisma/client'
import { getPayments } from '@/lib/payments/get-payments'
import { testPayments } from '@/lib/payments/test-payments'
import { SMART_ALBUMS } from '@/lib/catalogue/features'
import { siteChanged } from '@/lib/site/site-changed'

/** At the end of the paid period, Stripe's (cancel_at_period_end) or test mode's. */
const endSubscription = (subscription: Subscription) => (subscription.provider === 'stripe' ? getPayments() : testPayments).cancel(subscription)

export async function cancelSubscription({ user, subscriptionId }: { user: { id: string }; subscriptionId: string }) {
  const subscription = await prisma.subscription.findFirst({ where: { id: subscriptionId, userId: user.id, ...isLive(new Date()) } })
  if (!subscription) throw notFound('Subscription')
  // A second tap, or a subscription Pro already ends: it ends on the date it already shows.
  if (subscription.cancelledAt) return { cancelled: 0 }
  await endSubscription(subscription)
  return { cancelled: 1 }
}

export async function cancelThemeSubscriptions({ user }: { user: { id: string } }) {
  const subscriptions = await prisma.subscription.findMany({ where: { userId: user.id, type: 'theme', cancelledAt: null, ...isLive(new Date()) } })
  for (const subscription of subscriptions) await endSubscription(subscription)
  return { cancelled: subscriptions.length }
}

/**
 * Pro includes every theme and Smart Albums: once Pro bills (Stripe, or an active test-mode Pro; a
 * test-mode trial has no card and may simply end), the owner's separate subscriptions to them end at
 * the end of the month already paid for, so the owner pays one bill.
 */
export async function endSubscriptionsIncludedInPro({ userId, now = new Date() }: { userId: string; now?: Date }) {
  const subscriptions = await prisma.subscription.findMany({
    where: { userId, cancelledAt: null, OR: [{ type: 'theme' }, { featureId: SMART_ALBUMS }], AND: isLive(now) },
  })
  for (const subscription of subscriptions) await endSubscription(subscription)
  return subscriptions.length
}

/** The scheduled job: test-mode trials (no card to charge) that ran out, and test-mode cancellations whose month ended, end now. Stripe ends its own. */
export async function endExpiredTrials(now = new Date()): Promise<number> {
  const [trials, cancelled] = await prisma.$transaction([
    prisma.subscription.updateManyAndReturn({
      where: { status: 'trialing', provider: 'test', trialEndsAt: { lte: now } },
      data: { status: 'cancelled', cancelledAt: now },
      select: { userId: true },
    }),
    prisma.subscription.updateManyAndReturn({
      where: { status: 'active', provider: 'test', cancelledAt: { not: null }, currentPeriodEnd: { lte: now } },
      data: { status: 'cancelled' },
      select: { userId: true },
    }),
  ])
  // Their sites fell back when the time came (their stored pages last a minute at most); said again now.
  for (const userId of new Set([...trials, ...cancelled].map((row) => row.userId))) await siteChanged(userId)
  return trials.length + cancelled.length
}
