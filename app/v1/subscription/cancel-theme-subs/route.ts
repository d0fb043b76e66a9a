import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { cancelThemeSubscriptions } from '@/lib/subscriptions/end-subscriptions'

export const POST = route({ auth: 'owner' }, ({ user }) => cancelThemeSubscriptions({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
