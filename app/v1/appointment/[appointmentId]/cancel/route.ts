import { cancelAppointment, previewCancellation } from '@/lib/appointments/cancel-appointment'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { gigChangeAnswer, cancelBody, cancellationPreview } from '@/lib/appointments/change-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** What cancelling now would settle: kept, refund, still owed by the tiers. */
export const GET = route({ auth: 'owner', params: appointmentIdParams, response: cancellationPreview }, ({ user, params }) =>
  previewCancellation({ user, appointmentId: params.appointmentId }),
)

/** "Cancel gig": refunds as chosen, the client e-mailed; a cancelled gig answers as it is. */
export const POST = route(
  { auth: 'owner', params: appointmentIdParams, body: cancelBody, idempotent: true, response: gigChangeAnswer },
  ({ user, params, body }) => cancelAppointment({ user, appointmentId: params.appointmentId, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
