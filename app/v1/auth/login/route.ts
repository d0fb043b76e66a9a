import { loginWithPassword } from '@/lib/auth/login'
import { loginBody } from '@/lib/auth/schema'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'public', rateLimit: 'loginRequest', body: loginBody }, ({ body, ip }) => loginWithPassword(body, ip))
