import { getCardReview } from '@/lib/cards/get-card-review'
import { cardReviewResponse, reviewIdParams } from '@/lib/cards/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'public', params: reviewIdParams, response: cardReviewResponse }, ({ params, user }) =>
  getCardReview({ reviewId: params.reviewId, viewer: user }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
