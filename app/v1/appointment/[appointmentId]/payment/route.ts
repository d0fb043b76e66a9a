import { recordPayment } from '@/lib/appointments/record-payment'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { recordPaymentBody } from '@/lib/appointments/payment-schema'
import { appointmentResponse } from '@/lib/appointments/response-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** A payment received outside the app (cash, bank transfer…); answers the gig with what remains. */
export const POST = route(
  { auth: 'owner', params: appointmentIdParams, body: recordPaymentBody, status: 201, idempotent: true, response: appointmentResponse },
  ({ user, params, body }) => recordPayment({ user, appointmentId: params.appointmentId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
