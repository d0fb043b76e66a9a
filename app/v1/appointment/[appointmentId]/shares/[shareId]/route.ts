import { balanceResponse, shareParams, updateShareBody } from '@/lib/balance/schema'
import { deleteShare, updateShare } from '@/lib/balance/update-share'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Changes an unpaid share (name, amount, e-mail: a new address gets the link); answers the balance. */
export const PATCH = route({ auth: 'owner', params: shareParams, body: updateShareBody, response: balanceResponse }, ({ user, params, body }) =>
  updateShare({ user, appointmentId: params.appointmentId, shareId: params.shareId, input: body }),
)

/** Removes an unpaid share; answers the balance. */
export const DELETE = route({ auth: 'owner', params: shareParams, response: balanceResponse }, ({ user, params }) =>
  deleteShare({ user, appointmentId: params.appointmentId, shareId: params.shareId }),
)

export const { GET, POST, PUT, OPTIONS } = otherMethods('PATCH', 'DELETE')
