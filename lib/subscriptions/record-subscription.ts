import type { DbClient } from '@/lib/db'
import { env } from '@/lib/env'
import type { PaymentProvider, SubscriptionStatus } from '@/lib/generated/prisma/enums'
import { enqueueEmail } from '@/lib/mail/outbox'
import { teamSubscriptionMessage } from './emails'
import type { Purchase } from './purchase'

/** Writes a new subscription and tells the team, in the caller's transaction. */
export async function recordSubscription(
  db: DbClient,
  purchase: Purchase,
  {
    provider,
    status,
    trialEndsAt,
    currentPeriodEnd,
    providerSubscriptionId,
  }: { provider: PaymentProvider; status: SubscriptionStatus; trialEndsAt: Date | null; currentPeriodEnd: Date | null; providerSubscriptionId?: string },
) {
  const subscription = await db.subscription.create({
    data: {
      userId: purchase.userId,
      type: purchase.type,
      featureId: purchase.featureId,
      themeId: purchase.themeId,
      status,
      provider,
      priceCents: purchase.priceCents,
      trialEndsAt,
      currentPeriodEnd,
      providerSubscriptionId,
    },
  })
  if (purchase.type === 'pro' && trialEndsAt) await db.user.update({ where: { id: purchase.userId }, data: { hadTrial: true } })
  const message = await teamSubscriptionMessage({ email: purchase.email, userId: purchase.userId, name: purchase.name, status, provider })
  await enqueueEmail({ to: env.TEAM_EMAIL, subject: `${purchase.email} subscribed to ${purchase.name}`, ...message }, db)
  return subscription
}

export const addDays = (date: Date, days: number) => new Date(date.getTime() + days * 86_400_000)
export const addMonth = (date: Date) => {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}

/** A test-mode subscription is never charged, so its period end is not moved on by a renewal: the next one after `now`. */
export function nextRenewal(periodEnd: Date, now: Date): Date {
  let next = periodEnd
  while (next <= now) next = addMonth(next)
  return next
}
