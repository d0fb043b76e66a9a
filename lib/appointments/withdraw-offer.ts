import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentResponse } from './schema'
import { toAppointmentResponse } from './to-appointment-response'

/** 'Withdraw offer': the offer (or the request) expires now; its page says it was withdrawn. */
export async function withdrawOffer({ user, appointmentId, now = new Date() }: { user: { id: string }; appointmentId: string; now?: Date }): Promise<AppointmentResponse> {
  const appointment = await prisma.$transaction(async (tx) => {
    const current = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!current) throw notFound('Gig')
    if (current.status !== 'offered') throw new AppError('conflict', current.status === 'booked' ? 'This gig is already booked' : 'This offer has already expired')
    return tx.appointment.update({
      where: { id: current.id, userId: user.id },
      data: { status: 'expired', withdrawnAt: now, offerExpiresAt: now },
      include: { payments: true },
    })
  })
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}
