import { emailInvoice, gigInvoice } from '@/lib/appointments/gig-documents'
import { invoiceAnswer } from '@/lib/appointments/payment-schema'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The gig's invoice as a PDF (a tax invoice while she is registered for GST), numbered when first issued. */
export const GET = route({ auth: 'owner', params: appointmentIdParams }, ({ user, params }) => gigInvoice({ user, appointmentId: params.appointmentId }))

/** The same invoice e-mailed to the client, its PDF attached. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, response: invoiceAnswer }, ({ user, params }) =>
  emailInvoice({ user, appointmentId: params.appointmentId }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
