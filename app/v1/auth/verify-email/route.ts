import { verifyEmailBody } from '@/lib/auth/schema'
import { verifyEmail } from '@/lib/auth/verify-email'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'verifyCode', body: verifyEmailBody }, ({ body }) => verifyEmail(body))
