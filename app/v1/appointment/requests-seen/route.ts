import { markBookingsSeen } from '@/lib/appointments/mark-bookings-seen'
import { clearedAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Opening the gigs screen clears the booking notifications. */
export const POST = route({ auth: 'owner', response: clearedAnswer }, ({ user }) => markBookingsSeen({ user }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
