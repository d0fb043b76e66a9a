import { gigInvoice } from '@/lib/appointments/gig-documents'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The gig's invoice as a PDF (a tax invoice while she is registered for GST), numbered when first issued. */
export const GET = route({ auth: 'owner', params: appointmentIdParams }, ({ user, params }) => gigInvoice({ user, appointmentId: params.appointmentId }))

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET')
