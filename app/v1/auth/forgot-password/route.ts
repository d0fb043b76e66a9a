import { requestPasswordReset } from '@/lib/auth/password-reset'
import { forgotPasswordBody } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'

export const POST = route({ auth: 'public', rateLimit: 'forgotPassword', body: forgotPasswordBody }, async ({ body }) => {
  await consumeRateLimit('forgotPassword', body.email)
  return requestPasswordReset(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
