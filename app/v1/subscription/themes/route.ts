import { route } from '@/lib/http/route'
import { listThemes } from '@/lib/themes/themes'

export const GET = route({ auth: 'owner' }, ({ user }) => listThemes({ user }))
