import { refundPayment } from '@/lib/appointments/refund-payment'
import { paymentParams, refundBody } from '@/lib/appointments/payment-schema'
import { appointmentResponse } from '@/lib/appointments/response-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', params: paymentParams, body: refundBody, response: appointmentResponse }, ({ user, params, body }) =>
  refundPayment({ user, appointmentId: params.appointmentId, paymentId: params.paymentId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
