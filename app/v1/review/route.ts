import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { createReview } from '@/lib/reviews/create-review'
import { listReviews } from '@/lib/reviews/list-reviews'
import { createReviewBody, reviewListQuery, reviewListResponse, reviewResponse, updateReviewBody } from '@/lib/reviews/schema'
import { updateReview } from '@/lib/reviews/update-review'

export const GET = route({ auth: 'owner', query: reviewListQuery, response: reviewListResponse }, ({ user, query }) =>
  listReviews({ user, status: query.status }),
)

/** Public: a customer's review from the form at /post-review/:userId. */
export const POST = route(
  { auth: 'public', rateLimit: 'review', body: createReviewBody, status: 201, idempotent: true, response: reviewResponse },
  ({ body }) => createReview(body),
)

export const PATCH = route({ auth: 'owner', body: updateReviewBody, response: reviewResponse }, ({ user, body }) => updateReview({ user, input: body }))

export const { PUT, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PATCH')
