import { kickCardPrerender } from '@/lib/cards/prerender-job'
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { attachOwnImages } from '@/lib/images/own-images'
import { siteChanged } from '@/lib/site/site-changed'
import type { ReviewResponse, UpdateReviewBody } from './schema'
import { toReviewResponse } from './to-review-response'

/** Shows, hides or changes the photos of one of the acting owner's reviews. */
export async function updateReview({ user, input }: { user: { id: string }; input: UpdateReviewBody }): Promise<ReviewResponse> {
  const review = await prisma.$transaction(async (tx) => {
    if (input.images) await attachOwnImages(tx, user.id, input.images)
    const [updated] = await tx.review.updateManyAndReturn({
      where: { id: input._id, userId: user.id, placeholder: false },
      data: { ...(input.status ? { status: input.status } : {}), ...(input.images ? { images: input.images } : {}) },
    })
    if (!updated) throw notFound('Review')
    return updated
  })
  await siteChanged(user.id)
  // Shown, or its photos changed while shown: either way its card is new.
  if (review.status === 'visible') kickCardPrerender()
  return toReviewResponse(review)
}
