// The owner adds a gig from the event form. Spec: gigs created here start booked and unpaid.
import { clientOfGig } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { attachOwnImages } from '@/lib/images/own-images'
import { appointmentData } from './appointment-data'
import { GIG_INCLUDE, nextRequestNumber } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import type { AppointmentForm } from './schema'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

export async function createAppointment({
  user,
  input,
  now = new Date(),
}: {
  user: { id: string }
  input: AppointmentForm
  now?: Date
}): Promise<AppointmentResponse> {
  const appointment = await prisma.$transaction(async (tx) => {
    await attachOwnImages(tx, user.id, input.images)
    const requestNumber = await nextRequestNumber(tx, user.id)
    return tx.appointment.create({
      data: {
        ...appointmentData(input),
        clientId: await clientOfGig(user.id, input, tx),
        userId: user.id,
        requestNumber,
        status: 'booked',
        origin: 'owner',
        paid: false,
      },
      include: GIG_INCLUDE,
    })
  })
  return toAppointmentResponse(appointment, { timeZone: await ownerTimeZone(user.id), now })
}
