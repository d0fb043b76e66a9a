import { appointmentIdParams } from '@/lib/appointments/schema'
import { sendOfferBody } from '@/lib/appointments/offer-schema'
import { appointmentResponse } from '@/lib/appointments/response-schema'
import { sendOffer } from '@/lib/appointments/send-offer'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner's offer on a booking request (price, deposit, due date, policy), e-mailed to the customer. */
export const POST = route(
  { auth: 'owner', params: appointmentIdParams, body: sendOfferBody, idempotent: true, response: appointmentResponse },
  ({ user, params, body }) => sendOffer({ user, appointmentId: params.appointmentId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
