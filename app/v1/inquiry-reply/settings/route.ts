import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { autoReplySettings, autoReplySettingsResponse } from '@/lib/inquiries/schema'
import { getAutoReplySettings, updateAutoReplySettings } from '@/lib/inquiries/settings'

export const GET = route({ auth: 'owner', response: autoReplySettingsResponse }, ({ user }) => getAutoReplySettings({ user }))

export const PATCH = route({ auth: 'owner', body: autoReplySettings, response: autoReplySettingsResponse }, ({ user, body }) =>
  updateAutoReplySettings({ user, input: body }),
)

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH')
