import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { cancelSubscription } from '@/lib/subscriptions/end-subscriptions'
import { cancelledAnswer, subscriptionIdBody } from '@/lib/subscriptions/schema'

export const POST = route({ auth: 'owner', body: subscriptionIdBody, response: cancelledAnswer }, ({ user, body }) =>
  cancelSubscription({ user, subscriptionId: body.subscriptionId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
