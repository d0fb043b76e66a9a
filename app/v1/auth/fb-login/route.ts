import { loginWithFacebook } from '@/lib/auth/facebook'
import { fbLoginBody } from '@/lib/auth/schema'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'fbLogin', body: fbLoginBody }, ({ body }) => loginWithFacebook(body))
