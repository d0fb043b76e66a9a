import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { cancelThemeSubscriptions } from '@/lib/subscriptions/end-subscriptions'
import { cancelledAnswer } from '@/lib/subscriptions/schema'

export const POST = route({ auth: 'owner', response: cancelledAnswer }, ({ user }) => cancelThemeSubscriptions({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
