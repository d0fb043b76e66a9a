import { logOut } from '@/lib/auth/sessions'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner' }, ({ user }) => logOut({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
