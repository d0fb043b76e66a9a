import { appointmentIdParams } from '@/lib/appointments/schema'
import { getGigMileage, setGigMileage } from '@/lib/books/mileage'
import { mileageAnswer, mileageBody } from '@/lib/books/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The kilometres driven for the gig, at her rate per kilometre. */
export const GET = route({ auth: 'owner', params: appointmentIdParams, response: mileageAnswer }, ({ user, params }) =>
  getGigMileage({ user, appointmentId: params.appointmentId }),
)

export const PUT = route({ auth: 'owner', params: appointmentIdParams, body: mileageBody, response: mileageAnswer }, ({ user, params, body }) =>
  setGigMileage({ user, appointmentId: params.appointmentId, input: body }),
)

export const { POST, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'PUT')
