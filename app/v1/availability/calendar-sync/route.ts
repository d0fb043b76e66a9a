import { availabilitySettingsResponse } from '@/lib/availability/schema'
import { syncCalendarNow } from '@/lib/availability/settings'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** "Sync now": the owner's other calendar (its secret ICS address) fetched at once; answers her settings with the outcome. */
export const POST = route({ auth: 'owner', response: availabilitySettingsResponse }, ({ user }) => syncCalendarNow({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
