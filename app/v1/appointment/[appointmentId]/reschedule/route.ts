import { rescheduleAppointment } from '@/lib/appointments/reschedule-appointment'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { gigChangeAnswer, rescheduleBody } from '@/lib/appointments/change-schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** "Reschedule": a new day and times, the client e-mailed. */
export const POST = route({ auth: 'owner', params: appointmentIdParams, body: rescheduleBody, response: gigChangeAnswer }, ({ user, params, body }) =>
  rescheduleAppointment({ user, appointmentId: params.appointmentId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
