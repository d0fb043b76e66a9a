import { markBookingsSeen } from '@/lib/appointments/mark-bookings-seen'
import { route } from '@/lib/http/route'

/** Opening the gigs screen clears the booking notifications. */
export const POST = route({ auth: 'owner' }, ({ user }) => markBookingsSeen({ user }))
