import { GIG_INCLUDE } from './locks'
import { prisma } from '@/lib/db'
import { expireOffers } from './expire-offers'
import { groupByDate } from './group-by-date'
import { getEarlyStartFees } from '@/lib/weddings/fee-rules'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentsByDate } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

/** GET /v1/appointment: every gig of the acting owner, grouped by date. */
export async function listAppointments({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<AppointmentsByDate> {
  await expireOffers({ userId: user.id, now })
  const [timeZone, earlyStartFees, appointments] = await Promise.all([
    ownerTimeZone(user.id),
    getEarlyStartFees({ userId: user.id }),
    prisma.appointment.findMany({ where: { userId: user.id }, include: GIG_INCLUDE }),
  ])
  return groupByDate(appointments.map((appointment) => toAppointmentResponse(appointment, { timeZone, now, earlyStartFees })))
}
