import type { Review } from '@/lib/generated/prisma/client'
import { reviewResponse, type ReviewResponse } from './schema'

export const toReviewResponse = (review: Review): ReviewResponse =>
  reviewResponse.parse({
    ...review,
    _id: review.id,
    date: review.date.toISOString(),
    verifiedGigDate: review.verifiedGigDate ? review.verifiedGigDate.toISOString().slice(0, 10) : null,
  })
