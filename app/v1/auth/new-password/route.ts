import { resetPassword } from '@/lib/auth/password-reset'
import { newPasswordBody } from '@/lib/auth/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'verifyCode', body: newPasswordBody, response: successAnswer }, ({ body }) => resetPassword(body))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
