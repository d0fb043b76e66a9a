import { clearedAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { markNotificationsSeen } from '@/lib/notifications/mark-notifications-seen'
import { markSeenBody } from '@/lib/notifications/schema'

/** Opening the notifications list marks what it showed as seen. */
export const POST = route({ auth: 'owner', body: markSeenBody, response: clearedAnswer }, ({ user, body }) => markNotificationsSeen({ user, input: body }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
