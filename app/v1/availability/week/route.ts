import { weekQuery, weekResponse } from '@/lib/availability/schema'
import { getWeek } from '@/lib/availability/week'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Seven days of her time for the Gigs week: hours, gigs, travel and buffers, holds, blocks, busy times. */
export const GET = route({ auth: 'owner', query: weekQuery, response: weekResponse }, ({ user, query }) => getWeek({ user, query }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
