import { createInstantBooking } from '@/lib/availability/instant-booking'
import { instantBookingAnswer, instantBookingBody } from '@/lib/availability/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: a client books a free time of an instant-book service and pays its deposit. */
export const POST = route(
  { auth: 'public', rateLimit: 'instantBooking', body: instantBookingBody, status: 201, idempotent: true, response: instantBookingAnswer },
  ({ body }) => createInstantBooking(body),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
