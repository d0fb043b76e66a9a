import { clearedAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { markReviewsSeen } from '@/lib/reviews/mark-reviews-seen'

// A POST: it changes state, so no link, prefetch or crawler may trigger it.
export const POST = route({ auth: 'owner', response: clearedAnswer }, ({ user }) => markReviewsSeen({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
