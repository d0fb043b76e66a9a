import { refundPayment } from '@/lib/appointments/refund-payment'
import { appointmentResponse, paymentParams, refundBody } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', params: paymentParams, body: refundBody, response: appointmentResponse }, ({ user, params, body }) =>
  refundPayment({ user, appointmentId: params.appointmentId, paymentId: params.paymentId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
