import { remindOffer } from '@/lib/appointments/remind-offer'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { appointmentResponse } from '@/lib/appointments/response-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** 'Send a reminder': e-mails the offer to the customer again. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, response: appointmentResponse }, ({ user, params }) =>
  remindOffer({ user, appointmentId: params.appointmentId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
