import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { checkCustomDomain } from '@/lib/users/check-custom-domain'

export const POST = route({ auth: 'owner' }, ({ user }) => checkCustomDomain({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
