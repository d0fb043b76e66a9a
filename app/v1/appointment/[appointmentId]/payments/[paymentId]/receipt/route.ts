import { paymentReceipt } from '@/lib/appointments/gig-documents'
import { paymentParams, receiptAnswer } from '@/lib/appointments/payment-schema'
import { sendReceipt } from '@/lib/appointments/send-receipt'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The payment's receipt as a PDF (a tax invoice while she is registered for GST). */
export const GET = route({ auth: 'owner', params: paymentParams }, ({ user, params }) =>
  paymentReceipt({ user, appointmentId: params.appointmentId, paymentId: params.paymentId }),
)

export const POST = route({ auth: 'owner', params: paymentParams, response: receiptAnswer }, ({ user, params }) =>
  sendReceipt({ user, appointmentId: params.appointmentId, paymentId: params.paymentId }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
