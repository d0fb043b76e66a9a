// What an owner is buying, always from the catalogue: the client names it, the server prices it.
import type { DbClient } from '@/lib/db'
import { isLive } from '@/lib/entitlements/access-rule'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { AppError } from '@/lib/errors'
import { PRO, PRO_INCLUDES } from '@/lib/catalogue/features'
import { hadProTrial } from './record-subscription'
import type { SubscribeBody } from './schema'

export type Purchase = {
  userId: string
  email: string
  type: 'feature' | 'theme' | 'pro'
  featureId: string | null
  themeId: string | null
  name: string
  priceCents: number
  trialDays: number
}

/** Pro includes every paid theme, Review Cards and Smart Albums. */
export const includedInPro = (item: { type: string; featureId: string | null }) =>
  item.type === 'theme' || (item.featureId !== null && PRO_INCLUDES.includes(item.featureId))

/** The item as Stripe's Checkout and our open Checkout page name it: "feature:<id>" or "theme:<id>". */
export const itemKeyOf = (item: { featureId: string | null; themeId: string | null }) => (item.themeId ? `theme:${item.themeId}` : `feature:${item.featureId}`)

/** The catalogue's item, price and the trial the owner may still have; nothing about what they hold already. */
export async function catalogueItem(db: DbClient, user: { id: string; email: string }, input: SubscribeBody): Promise<Purchase> {
  if (input.themeId) {
    const theme = await db.theme.findUnique({ where: { id: input.themeId } })
    if (!theme) throw new AppError('not_found', 'Theme not found')
    if (theme.priceCents === 0) throw new AppError('conflict', 'This theme is free: apply it from the design page')
    return {
      userId: user.id,
      email: user.email,
      type: 'theme',
      featureId: null,
      themeId: theme.id,
      name: `${theme.name} theme`,
      priceCents: theme.priceCents,
      trialDays: 0,
    }
  }
  const feature = await db.feature.findUnique({ where: { id: input.subItemId! } })
  if (!feature) throw new AppError('not_found', 'Feature not found')
  if (feature.status === 'notReady') throw new AppError('conflict', 'This feature is not available yet: request access instead')
  // A free trial once per feature, and once for Pro whichever way it was started.
  const [hadPro, hadThisBefore] = await Promise.all([hadProTrial(db, user.id), db.subscription.count({ where: { userId: user.id, featureId: feature.id } })])
  const trialAllowed = feature.trialPeriod > 0 && hadThisBefore === 0 && !(feature.id === PRO && hadPro)
  return {
    userId: user.id,
    email: user.email,
    type: feature.id === PRO ? 'pro' : 'feature',
    featureId: feature.id,
    themeId: null,
    name: feature.name,
    priceCents: feature.priceCents,
    trialDays: trialAllowed ? feature.trialPeriod : 0,
  }
}

/** A new purchase: refused while the owner holds a live subscription to the same item, or Pro, which includes it. */
export async function purchaseFor(db: DbClient, user: { id: string; email: string }, input: SubscribeBody, now = new Date()): Promise<Purchase> {
  const purchase = await catalogueItem(db, user, input)
  if (includedInPro(purchase) && (await getEntitlements(user.id, { now, db })).pro) {
    throw new AppError('conflict', `Glowfolio Pro includes ${purchase.type === 'theme' ? 'every theme' : purchase.name}: there is nothing more to pay`)
  }
  await refuseHeld(db, purchase, now)
  return purchase
}

/** Refused while the owner holds a live subscription to the item: one row, one item on the bill. */
export async function refuseHeld(db: DbClient, purchase: Purchase, now = new Date()) {
  const held = await db.subscription.findFirst({
    where: { userId: purchase.userId, ...(purchase.themeId ? { themeId: purchase.themeId } : { featureId: purchase.featureId }), ...isLive(now) },
    select: { status: true },
  })
  if (held?.status === 'pastDue')
    throw new AppError('conflict', `Your last payment for ${purchase.name} did not go through: update your card from Manage subscription`)
  if (held) throw new AppError('conflict', purchase.themeId ? 'You already have this theme' : `${purchase.name} is already active`)
}
