import { route } from '@/lib/http/route'
import { markReviewsSeen } from '@/lib/reviews/mark-reviews-seen'

export const GET = route({ auth: 'owner' }, ({ user }) => markReviewsSeen({ user }))
