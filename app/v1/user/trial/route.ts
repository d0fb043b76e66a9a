import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { startProTrial } from '@/lib/subscriptions/pro-trial'

export const POST = route({ auth: 'owner', status: 201 }, ({ user }) => startProTrial({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
