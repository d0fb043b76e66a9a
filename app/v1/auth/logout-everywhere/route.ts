import { logOutEverywhere } from '@/lib/auth/sessions'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', response: successAnswer }, ({ user }) => logOutEverywhere({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
