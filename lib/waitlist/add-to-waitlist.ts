// 'Date is taken — add her to the waitlist': the request is declined (her e-mail says she is on the
// waitlist) and she joins that date's waitlist as a client of the owner's, in one transaction.
import { withdrawOfferIn } from '@/lib/appointments/withdraw-offer'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { clientOfGig } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { WaitlistBody } from './schema'

export async function addToWaitlist({
  user,
  input,
  now = new Date(),
}: {
  user: { id: string }
  input: WaitlistBody
  now?: Date
}): Promise<AppointmentResponse> {
  const appointment = await prisma.$transaction(async (tx) => {
    const open = await tx.appointment.findFirst({ where: { id: input.appointmentId, userId: user.id }, select: { offerSentAt: true, origin: true } })
    if (open && (open.offerSentAt || open.origin !== 'bookingRequest'))
      throw new AppError('conflict', 'Only a booking request without an offer can go on the waitlist: withdraw the offer instead')
    const { appointment: declined } = await withdrawOfferIn(tx, { user, appointmentId: input.appointmentId, now, waitlisted: true })
    await tx.waitlistEntry.create({
      data: {
        userId: user.id,
        clientId: declined.clientId ?? (await clientOfGig(user.id, declined, tx)),
        appointmentId: declined.id,
        date: declined.date,
        createdAt: now,
      },
    })
    return declined
  })
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}
