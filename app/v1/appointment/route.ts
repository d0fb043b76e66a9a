import { createAppointment } from '@/lib/appointments/create-appointment'
import { listAppointments } from '@/lib/appointments/list-appointments'
import { createAppointmentBody, updateAppointmentBody } from '@/lib/appointments/schema'
import { appointmentResponse, appointmentsByDateResponse } from '@/lib/appointments/response-schema'
import { updateAppointment } from '@/lib/appointments/update-appointment'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner's gigs grouped by date: { "YYYY-MM-DD": [gig, …] }. */
export const GET = route({ auth: 'owner', response: appointmentsByDateResponse }, ({ user }) => listAppointments({ user }))

export const POST = route({ auth: 'owner', body: createAppointmentBody, status: 201, idempotent: true, response: appointmentResponse }, ({ user, body }) =>
  createAppointment({ user, input: body }),
)

export const PATCH = route({ auth: 'owner', body: updateAppointmentBody, response: appointmentResponse }, ({ user, body }) =>
  updateAppointment({ user, input: body }),
)

export const { PUT, DELETE, OPTIONS } = otherMethods('GET', 'POST', 'PATCH')
