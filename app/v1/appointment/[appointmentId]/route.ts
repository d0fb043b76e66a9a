import { deleteAppointment } from '@/lib/appointments/delete-appointment'
import { appointmentIdParams } from '@/lib/appointments/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Deletes a gig with no payment on record; one with payments answers 409 (cancel it instead). */
export const DELETE = route({ auth: 'owner', params: appointmentIdParams }, async ({ user, params }) => {
  await deleteAppointment({ user, appointmentId: params.appointmentId })
  return new Response(null, { status: 204 })
})

export const { GET, POST, PUT, PATCH, OPTIONS } = otherMethods('DELETE')
