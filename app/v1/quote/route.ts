import { appointmentResponse } from '@/lib/appointments/response-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { createWeddingGig } from '@/lib/weddings/new-wedding'
import { newWeddingBody } from '@/lib/weddings/schema'

/** A wedding quoted from scratch: the bride and her day become a gig for the quote builder. */
export const POST = route({ auth: 'owner', body: newWeddingBody, idempotent: true, status: 201, response: appointmentResponse }, ({ user, body }) =>
  createWeddingGig({ user, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
