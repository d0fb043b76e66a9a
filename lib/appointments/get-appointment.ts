import { GIG_INCLUDE } from './locks'
import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { expireOffers } from './expire-offers'
import { getEarlyStartFees } from '@/lib/weddings/fee-rules'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

/** One of the acting owner's gigs; another owner's answers 404, as if it did not exist. */
export async function getAppointment({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<AppointmentResponse> {
  await expireOffers({ userId: user.id, appointmentId, now })
  const appointment = await prisma.appointment.findFirst({ where: { id: appointmentId, userId: user.id }, include: GIG_INCLUDE })
  if (!appointment) throw notFound('Gig')
  const [timeZone, earlyStartFees] = await Promise.all([ownerTimeZone(user.id), getEarlyStartFees({ userId: user.id })])
  return toAppointmentResponse(appointment, { timeZone, now, earlyStartFees })
}
