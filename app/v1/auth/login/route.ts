import { loginWithPassword } from '@/lib/auth/login'
import { loginBody } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'

export const POST = route({ auth: 'public', rateLimit: 'login', body: loginBody }, async ({ body }) => {
  await consumeRateLimit('login', body.email)
  return loginWithPassword(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
