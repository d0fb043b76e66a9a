import { prisma } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { AppError } from '@/lib/errors'
import { assertPaymentsOn } from '@/lib/payments/get-payments'
import { PRO } from '@/lib/catalogue/features'
import { siteChanged } from '@/lib/site/site-changed'
import type { Purchase } from './purchase'
import { addDays, recordSubscription } from './record-subscription'
import { toSubscriptionAnswer } from './to-subscription-answer'

export const PRO_TRIAL_DAYS = 14

/** The 14-day Pro trial, once per owner, with no card: it ends by itself. */
export async function startProTrial({ user, now = new Date() }: { user: { id: string; email: string }; now?: Date }) {
  // No card is taken, but Pro is a paid feature: with payments off (payments-mode.ts) it is off too.
  assertPaymentsOn()
  const subscription = await prisma.$transaction(async (tx) => {
    // Locks the owner's row, so two taps start one trial.
    const [owner] = await tx.$queryRaw<{ hadTrial: boolean }[]>`SELECT "hadTrial" FROM "User" WHERE id = ${user.id} FOR UPDATE`
    if (owner?.hadTrial) throw new AppError('conflict', 'You have already had your free Pro trial')
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
  await siteChanged(user.id)
  return toSubscriptionAnswer(subscription)
}
