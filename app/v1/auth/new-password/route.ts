import { resetPassword } from '@/lib/auth/password-reset'
import { newPasswordBody } from '@/lib/auth/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'verifyCode', body: newPasswordBody }, ({ body }) => resetPassword(body))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
