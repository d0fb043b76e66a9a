import { saveAvailabilitySettings, getAvailabilitySettings } from '@/lib/availability/settings'
import { availabilitySettingsBody, availabilitySettingsResponse } from '@/lib/availability/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner's working hours, notice, booking window, instant-booking deposit and other calendar. */
export const GET = route({ auth: 'owner', response: availabilitySettingsResponse }, ({ user }) => getAvailabilitySettings({ user }))

export const PUT = route({ auth: 'owner', body: availabilitySettingsBody, response: availabilitySettingsResponse }, ({ user, body }) =>
  saveAvailabilitySettings({ user, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
