import { getReminderSettings, updateReminderSettings } from '@/lib/appointments/reminder-settings'
import { reminderSettings, reminderSettingsResponse } from '@/lib/appointments/reminder-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', response: reminderSettingsResponse }, ({ user }) => getReminderSettings({ user }))

export const PATCH = route({ auth: 'owner', body: reminderSettings, response: reminderSettingsResponse }, ({ user, body }) =>
  updateReminderSettings({ user, input: body }),
)

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH')
