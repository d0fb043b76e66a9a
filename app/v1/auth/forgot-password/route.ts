import { requestPasswordReset } from '@/lib/auth/password-reset'
import { forgotPasswordBody } from '@/lib/auth/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'forgotPassword', body: forgotPasswordBody, response: successAnswer }, ({ body }) =>
  requestPasswordReset(body),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
