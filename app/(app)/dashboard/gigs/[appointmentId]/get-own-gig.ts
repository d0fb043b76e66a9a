import { notFound } from 'next/navigation'
import { getAppointment } from '@/lib/appointments/get-appointment'
import { AppError } from '@/lib/errors'

/** The owner's gig for a page; anything else is the not-found page. */
export function getOwnGigOrNotFound(user: { id: string }, appointmentId: string) {
  return getAppointment({ user, appointmentId: appointmentId.slice(0, 64) }).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') notFound()
    throw error
  })
}
