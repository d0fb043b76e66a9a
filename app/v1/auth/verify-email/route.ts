import { verifyEmailBody } from '@/lib/auth/schema'
import { verifyEmail } from '@/lib/auth/verify-email'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'verifyCode', body: verifyEmailBody, response: successAnswer }, ({ body }) => verifyEmail(body))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
