import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { AppError } from '@/lib/errors'
import { assertPaymentsOn, paymentsMode } from '@/lib/payments/get-payments'
import { PRO, PRO_TRIAL_DAYS } from '@/lib/catalogue/features'
import { siteChanged } from '@/lib/site/site-changed'
import { endSubscriptionsIncludedInPro } from './end-subscriptions'
import type { Purchase } from './purchase'
import { addDays, claimProTrial, recordSubscription } from './record-subscription'
import { toSubscriptionAnswer } from './to-subscription-answer'

/** The 14-day Pro trial of test mode, once per owner, with no card: it ends by itself. */
export async function startProTrial({ user, now = new Date() }: { user: { id: string; email: string }; now?: Date }) {
  // No card is taken, but Pro is a paid feature: with payments off (payments-mode.ts) it is off too.
  assertPaymentsOn()
  // With Stripe, the trial is Stripe's: on the owner's bill, from the Pro page's payment step.
  if (paymentsMode() === 'stripe') throw new AppError('conflict', 'Start your free Pro trial from the Pro page: Stripe asks for your card there')
  const subscription = await prisma.$transaction(async (tx) => {
    // Locks the owner's row, so two taps are one after the other.
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${user.id} FOR UPDATE`
    // Refused, either way, the claim is undone with the transaction.
    if (!(await claimProTrial(tx, user.id))) throw new AppError('conflict', 'You have already had your free Pro trial')
    if (await tx.subscription.findFirst({ where: { userId: user.id, type: 'pro', ...isLive(now) } })) throw new AppError('conflict', 'You are already on Pro')
    const pro = await tx.feature.findUniqueOrThrow({ where: { id: PRO } })
    const purchase: Purchase = {
      userId: user.id,
      email: user.email,
      type: 'pro',
      featureId: PRO,
      themeId: null,
      name: pro.name,
      priceCents: pro.priceCents,
      trialDays: PRO_TRIAL_DAYS,
    }
    const trialEndsAt = addDays(now, PRO_TRIAL_DAYS)
    return recordSubscription(tx, purchase, { provider: 'test', status: 'trialing', trialEndsAt, currentPeriodEnd: trialEndsAt })
  })
  await endSubscriptionsIncludedInPro({ userId: user.id, now })
  await siteChanged(user.id)
  return toSubscriptionAnswer(subscription)
}
