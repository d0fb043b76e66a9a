import { createBookingRequest } from '@/lib/appointments/booking-request'
import { bookingRequestAnswer, bookingRequestBody } from '@/lib/appointments/offer-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Public: a customer's "Book me" request from an owner's website; it becomes an offered gig. */
export const POST = route(
  { auth: 'public', rateLimit: 'bookingRequest', body: bookingRequestBody, status: 201, idempotent: true, response: bookingRequestAnswer },
  ({ body }) => createBookingRequest(body),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
