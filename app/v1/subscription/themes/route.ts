import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { themeListResponse } from '@/lib/themes/schema'
import { listThemes } from '@/lib/themes/themes'

export const GET = route({ auth: 'owner', response: themeListResponse }, ({ user }) => listThemes({ user }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
