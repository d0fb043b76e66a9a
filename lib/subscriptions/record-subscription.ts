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
    providerItemId,
  }: {
    provider: PaymentProvider
    status: SubscriptionStatus
    trialEndsAt: Date | null
    currentPeriodEnd: Date | null
    providerSubscriptionId?: string
    providerItemId?: string
  },
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
      providerItemId,
    },
  })
  // A Pro trial, however it started, is the owner's one (a caller that must refuse a second claims it first).
  if (purchase.type === 'pro' && trialEndsAt) await claimProTrial(db, purchase.userId)
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

/**
 * Claims the owner's one free Pro trial, in the caller's transaction: false when she had it. The
 * ProTrial row's key holds it, so two requests at once cannot both have one.
 */
export async function claimProTrial(db: DbClient, userId: string): Promise<boolean> {
  if (await hadProTrial(db, userId)) return false
  const claimed = await db.proTrial.createManyAndReturn({ data: [{ userId }], skipDuplicates: true })
  if (claimed.length) await db.user.update({ where: { id: userId }, data: { hadTrial: true } })
  return claimed.length > 0
}

/** Her ProTrial row, or the profile's hadTrial (set with it, and by hand on accounts made outside the app). */
export async function hadProTrial(db: DbClient, userId: string): Promise<boolean> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { hadTrial: true, proTrial: { select: { userId: true } } } })
  return owner.hadTrial || owner.proTrial !== null
}
