import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { assertOwnImages } from '@/lib/images/own-images'
import type { ReviewResponse, UpdateReviewBody } from './schema'
import { toReviewResponse } from './to-review-response'

/** Shows, hides or changes the photos of one of the acting owner's reviews. */
export async function updateReview({ user, input }: { user: { id: string }; input: UpdateReviewBody }): Promise<ReviewResponse> {
  if (input.images) await assertOwnImages(prisma, user.id, input.images)
  const [review] = await prisma.review.updateManyAndReturn({
    where: { id: input._id, userId: user.id, placeholder: false },
    data: { ...(input.status ? { status: input.status } : {}), ...(input.images ? { images: input.images } : {}) },
  })
  if (!review) throw notFound('Review')
  return toReviewResponse(review)
}
