import { prisma } from '@/lib/db'
import { toFeatureResponse, type FeatureResponse } from './schema'

export async function listFeatures(): Promise<FeatureResponse[]> {
  const features = await prisma.feature.findMany({ orderBy: [{ order: 'asc' }, { name: 'asc' }] })
  return features.map(toFeatureResponse)
}
