// GET /v1/review/:reviewId: the review as the card page shows it. A hidden review is seen by its
// owner only; nothing private about the owner is answered.
import type { AuthUser } from '@/lib/auth/authenticate'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { cardReviewResponse, type CardReviewResponse } from './schema'

export async function getCardReview({ reviewId, viewer }: { reviewId: string; viewer: AuthUser | null }): Promise<CardReviewResponse> {
  const review = await prisma.review.findFirst({
    where: viewer ? { id: reviewId, OR: [{ status: 'visible' }, { userId: viewer.id }] } : { id: reviewId, status: 'visible' },
    select: {
      id: true,
      status: true,
      customerName: true,
      score: true,
      comments: true,
      date: true,
      images: true,
      source: true,
      user: { select: { id: true, businessName: true, profileImg: true } },
    },
  })
  if (!review) throw new AppError('not_found', 'Review not found')
  return cardReviewResponse.parse({
    _id: review.id,
    status: review.status,
    customerName: review.customerName,
    score: review.score,
    comments: review.comments,
    date: review.date.toISOString(),
    images: review.images,
    source: review.source,
    user: { _id: review.user.id, businessName: review.user.businessName, profileImg: review.user.profileImg },
  })
}
