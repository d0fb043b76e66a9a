import { loginWithFacebook } from '@/lib/auth/facebook'
import { authTokenResponse, fbLoginBody } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'fbLogin', body: fbLoginBody, response: authTokenResponse }, ({ body }) => loginWithFacebook(body))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
