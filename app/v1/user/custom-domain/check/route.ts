import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { checkCustomDomain } from '@/lib/users/check-custom-domain'
import { domainVerificationResponse } from '@/lib/users/schema'

export const POST = route({ auth: 'owner', response: domainVerificationResponse }, ({ user }) => checkCustomDomain({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
