import { emailReviewCard } from '@/lib/cards/email-review-card'
import { routeReviewCardBody, routeReviewCardResponse } from '@/lib/cards/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: routeReviewCardBody, response: routeReviewCardResponse }, ({ user, body }) =>
  emailReviewCard({ user, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
