import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getReviewFunnel } from '@/lib/review-requests/funnel'
import { reviewFunnelResponse } from '@/lib/review-requests/schema'

export const GET = route({ auth: 'owner', response: reviewFunnelResponse }, ({ user }) => getReviewFunnel({ user }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
