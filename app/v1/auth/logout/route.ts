import { logOut } from '@/lib/auth/sessions'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner' }, ({ user }) => logOut({ user }))
