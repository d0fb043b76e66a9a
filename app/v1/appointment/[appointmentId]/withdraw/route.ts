import { appointmentIdParams } from '@/lib/appointments/schema'
import { appointmentResponse } from '@/lib/appointments/response-schema'
import { withdrawOffer } from '@/lib/appointments/withdraw-offer'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** 'Withdraw offer': the offer expires now. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, response: appointmentResponse }, ({ user, params }) =>
  withdrawOffer({ user, appointmentId: params.appointmentId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
