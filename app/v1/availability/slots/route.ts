import { getMonthSlots } from '@/lib/availability/month-slots'
import { slotsQuery, slotsResponse } from '@/lib/availability/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: a month of an instant-book service's free start times, in the artist's time zone. */
export const GET = route({ auth: 'public', rateLimit: 'availabilitySlots', query: slotsQuery, response: slotsResponse }, ({ query }) => getMonthSlots(query))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
