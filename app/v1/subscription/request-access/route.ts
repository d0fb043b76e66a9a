import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { requestAccess } from '@/lib/subscriptions/request-access'
import { accessRequestAnswer, requestAccessBody } from '@/lib/subscriptions/schema'

export const POST = route({ auth: 'owner', body: requestAccessBody, response: accessRequestAnswer }, ({ user, body }) =>
  requestAccess({ user, subItemId: body.subItemId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
