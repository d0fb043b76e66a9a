import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { reviewRequestSettings, reviewRequestSettingsResponse } from '@/lib/review-requests/schema'
import { getReviewRequestSettings, updateReviewRequestSettings } from '@/lib/review-requests/settings'

export const GET = route({ auth: 'owner', response: reviewRequestSettingsResponse }, ({ user }) => getReviewRequestSettings({ user }))

export const PATCH = route({ auth: 'owner', body: reviewRequestSettings, response: reviewRequestSettingsResponse }, ({ user, body }) =>
  updateReviewRequestSettings({ user, input: body }),
)

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH')
