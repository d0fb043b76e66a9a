import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { startProTrial } from '@/lib/subscriptions/pro-trial'
import { subscriptionAnswer } from '@/lib/subscriptions/schema'

export const POST = route({ auth: 'owner', status: 201, response: subscriptionAnswer }, ({ user }) => startProTrial({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
