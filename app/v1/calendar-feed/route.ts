import { createCalendarFeed, getCalendarFeed, revokeCalendarFeed } from '@/lib/appointments/calendar-feed'
import { calendarFeedResponse } from '@/lib/appointments/reminder-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner's private calendar address, or null. */
export const GET = route({ auth: 'owner', response: calendarFeedResponse }, ({ user }) => getCalendarFeed({ user }))

/** Creates the address, or replaces it (the old one stops working). */
export const POST = route({ auth: 'owner', response: calendarFeedResponse }, ({ user }) => createCalendarFeed({ user }))

/** Revokes the address. */
export const DELETE = route({ auth: 'owner', response: calendarFeedResponse }, ({ user }) => revokeCalendarFeed({ user }))

export const { PUT, PATCH, OPTIONS } = otherMethods('GET', 'POST', 'DELETE')
