import { loginWithPassword } from '@/lib/auth/login'
import { authTokenResponse, loginBody } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'loginRequest', body: loginBody, response: authTokenResponse }, ({ body, ip }) =>
  loginWithPassword(body, ip),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
