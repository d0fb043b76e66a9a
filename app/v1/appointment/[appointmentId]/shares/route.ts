import { appointmentIdParams } from '@/lib/appointments/schema'
import { createShares } from '@/lib/balance/create-shares'
import { getBalance } from '@/lib/balance/get-balance'
import { balanceResponse, createSharesBody } from '@/lib/balance/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The gig's balance: its shares (each with its link and status) and the reminders its client was sent. */
export const GET = route({ auth: 'owner', params: appointmentIdParams, response: balanceResponse }, ({ user, params }) =>
  getBalance({ user, appointmentId: params.appointmentId }),
)

/** "Split the balance": new shares, each with its own link; answers the balance. */
export const POST = route(
  { auth: 'owner', params: appointmentIdParams, body: createSharesBody, status: 201, idempotent: true, response: balanceResponse },
  ({ user, params, body }) => createShares({ user, appointmentId: params.appointmentId, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
