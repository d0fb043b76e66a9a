import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { sendQuote } from '@/lib/weddings/owner-quote'
import { quoteResponse } from '@/lib/weddings/schema'

/** Sends the quote as the gig's offer: its secret link, e-mailed to the client. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, idempotent: true, response: quoteResponse }, ({ user, params }) =>
  sendQuote({ user, appointmentId: params.appointmentId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
