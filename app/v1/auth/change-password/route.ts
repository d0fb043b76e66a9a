import { changePassword } from '@/lib/auth/change-password'
import { changePasswordBody } from '@/lib/auth/schema'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: changePasswordBody }, ({ user, body }) => changePassword({ user, input: body }))
