// What an owner may use right now, from their subscriptions: the one place every gated route and
// screen asks. Which rows count is `grantsAccess` (access-rule.ts); Pro includes every Pro feature.
import { prisma, type DbClient } from '@/lib/db'
import { PRO, REVIEW_CARDS, SMART_ALBUMS } from '@/lib/catalogue/features'
import { grantsAccess } from './access-rule'

export type Entitlements = {
  pro: boolean
  reviewCards: boolean
  smartAlbums: boolean
  autoplayCovers: boolean
  customThemes: boolean
  /** Paid themes the owner subscribed to one by one. */
  themeIds: string[]
  featureIds: string[]
}

export async function getEntitlements(userId: string, { now = new Date(), db = prisma as DbClient } = {}): Promise<Entitlements> {
  const subscriptions = await db.subscription.findMany({
    where: { userId, ...grantsAccess(now) },
    select: { type: true, featureId: true, themeId: true },
  })
  const featureIds = subscriptions.flatMap((s) => (s.featureId ? [s.featureId] : []))
  const pro = subscriptions.some((s) => s.type === 'pro') || featureIds.includes(PRO)
  return {
    pro,
    reviewCards: pro || featureIds.includes(REVIEW_CARDS),
    smartAlbums: pro || featureIds.includes(SMART_ALBUMS),
    autoplayCovers: pro,
    customThemes: pro,
    themeIds: subscriptions.flatMap((s) => (s.themeId ? [s.themeId] : [])),
    featureIds,
  }
}
