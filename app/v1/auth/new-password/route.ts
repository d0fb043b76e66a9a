import { resetPassword } from '@/lib/auth/password-reset'
import { newPasswordBody } from '@/lib/auth/schema'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'verifyCode', body: newPasswordBody }, ({ body }) => resetPassword(body))
