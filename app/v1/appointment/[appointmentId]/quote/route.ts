import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { getQuote, saveQuote } from '@/lib/weddings/owner-quote'
import { quoteBody, quoteResponse } from '@/lib/weddings/schema'

/** A wedding gig's quote: the party, trial run, fees and terms; 404 until built. */
export const GET = route({ auth: 'owner', params: appointmentIdParams, response: quoteResponse }, ({ user, params }) =>
  getQuote({ user, appointmentId: params.appointmentId }),
)

/** Builds or changes the quote; the gig follows, and a signed contract that no longer matches must be signed again. */
export const PUT = route({ auth: 'owner', params: appointmentIdParams, body: quoteBody, response: quoteResponse }, ({ user, params, body }) =>
  saveQuote({ user, appointmentId: params.appointmentId, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
