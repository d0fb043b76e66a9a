import { z } from 'zod'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { themeResponse } from '@/lib/themes/schema'
import { getTheme } from '@/lib/themes/themes'

export const GET = route({ auth: 'owner', params: z.object({ themeId: z.string().min(1).max(64) }), response: themeResponse }, ({ user, params }) =>
  getTheme({ user, themeId: params.themeId }),
)

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
