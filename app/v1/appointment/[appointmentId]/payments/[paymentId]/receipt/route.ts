import { paymentParams, receiptAnswer } from '@/lib/appointments/payment-schema'
import { sendReceipt } from '@/lib/appointments/send-receipt'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', params: paymentParams, response: receiptAnswer }, ({ user, params }) =>
  sendReceipt({ user, appointmentId: params.appointmentId, paymentId: params.paymentId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
