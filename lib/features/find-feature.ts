import { prisma } from '@/lib/db'
import type { Feature } from '@/lib/generated/prisma/client'
import { PRO } from '@/lib/catalogue/features'

/** A catalogue feature by id, or null; ids longer than any real one are not looked up. */
export async function findFeature(featureId: string): Promise<Feature | null> {
  return featureId.length > 64 ? null : prisma.feature.findUnique({ where: { id: featureId } })
}

/** The free days a subscription to the feature would start with: none once the owner subscribed to it before, nor Pro's after a Pro trial. */
export async function trialDaysFor({
  userId,
  hadTrial,
  feature,
}: {
  userId: string
  hadTrial: boolean
  feature: Pick<Feature, 'id' | 'trialPeriod'>
}): Promise<number> {
  const earlier = await prisma.subscription.count({ where: { userId, featureId: feature.id } })
  return earlier === 0 && !(feature.id === PRO && hadTrial) ? feature.trialPeriod : 0
}
