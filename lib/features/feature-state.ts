import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { PRO, PRO_INCLUDES, REVIEW_CARDS, SMART_ALBUMS } from '@/lib/catalogue/features'

/** What the feature button says: Active, Included in Pro (nothing to buy), Update payment (Stripe could not collect), Pending Access, Request Access or Activate. */
export type FeatureState = 'active' | 'included' | 'pastDue' | 'pending' | 'notReady' | 'available'

export async function featureStates(userId: string, now = new Date()): Promise<Record<string, FeatureState>> {
  const [features, entitlements, requests, unpaid] = await Promise.all([
    prisma.feature.findMany({ select: { id: true, status: true } }),
    getEntitlements(userId, { now }),
    prisma.accessRequest.findMany({ where: { userId }, select: { featureId: true } }),
    prisma.subscription.findMany({ where: { userId, status: 'pastDue' }, select: { featureId: true } }),
  ])
  // Pro includes review cards and Smart Albums.
  const active = new Set([
    ...entitlements.featureIds,
    ...(entitlements.pro ? [PRO] : []),
    ...(entitlements.reviewCards ? [REVIEW_CARDS] : []),
    ...(entitlements.smartAlbums ? [SMART_ALBUMS] : []),
  ])
  const pastDue = new Set(unpaid.map((s) => s.featureId))
  const pending = new Set(requests.map((r) => r.featureId))
  const stateOf = (feature: { id: string; status: string }): FeatureState => {
    if (entitlements.pro && PRO_INCLUDES.includes(feature.id)) return 'included'
    if (active.has(feature.id)) return 'active'
    if (pastDue.has(feature.id)) return 'pastDue'
    if (pending.has(feature.id)) return 'pending'
    return feature.status === 'notReady' ? 'notReady' : 'available'
  }
  return Object.fromEntries(features.map((feature) => [feature.id, stateOf(feature)]))
}
