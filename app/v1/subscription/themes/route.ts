import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { listThemes } from '@/lib/themes/themes'

export const GET = route({ auth: 'owner' }, ({ user }) => listThemes({ user }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
