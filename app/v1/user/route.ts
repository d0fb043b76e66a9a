import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { applyThemeBody } from '@/lib/themes/schema'
import { applyTheme } from '@/lib/themes/themes'
import { userResponse } from '@/lib/users/schema'

/** Spec: PATCH /v1/user {_id, theme, themeConfigs} saves the chosen theme and colours. */
export const PATCH = route({ auth: 'owner', body: applyThemeBody, response: userResponse }, ({ user, body }) => applyTheme({ user, input: body }))

export const { GET, POST, PUT, DELETE, OPTIONS } = otherMethods('PATCH')
