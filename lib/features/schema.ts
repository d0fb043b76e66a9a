import { z } from 'zod'
import type { Feature } from '@/lib/generated/prisma/client'

/** A feature ("sub item") as the API answers it: the spec's shape, price in cents. */
export const featureResponse = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  tagLine: z.string(),
  desc: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  price: z.number().int(),
  interval: z.enum(['month', 'year']),
  priceDesc: z.string(),
  category: z.string(),
  trialPeriod: z.number().int(),
  status: z.enum(['live', 'manual', 'notReady']),
})
export type FeatureResponse = z.infer<typeof featureResponse>
export const featureListResponse = z.array(featureResponse)

export const toFeatureResponse = (feature: Feature): FeatureResponse => featureResponse.parse({ ...feature, _id: feature.id, price: feature.priceCents })
