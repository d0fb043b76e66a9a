import { appointmentResponse } from '@/lib/appointments/response-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { addToWaitlist } from '@/lib/waitlist/add-to-waitlist'
import { waitlistBody } from '@/lib/waitlist/schema'

/** 'Date is taken — add her to the waitlist': the request is declined and she waits for the date. */
export const POST = route({ auth: 'owner', body: waitlistBody, response: appointmentResponse, status: 201 }, ({ user, body }) =>
  addToWaitlist({ user, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
