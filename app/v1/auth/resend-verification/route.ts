import { resendVerification } from '@/lib/auth/resend-verification'
import { resendVerificationBody } from '@/lib/auth/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { consumeRateLimit } from '@/lib/rate-limit/consume'

/** Public: a new verification link for an address whose old link expired or was used. */
export const POST = route({ auth: 'public', rateLimit: 'verificationEmail', body: resendVerificationBody, response: successAnswer }, async ({ body }) => {
  await consumeRateLimit('verificationEmail', body.email)
  return resendVerification(body)
})

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
