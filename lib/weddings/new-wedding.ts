// A quote from scratch, with no booking request: the owner enters the bride and her day, and the gig
// starts as a request (offered, nothing sent) for the quote builder to fill in and send.
import { clientAndSlotData } from '@/lib/appointments/appointment-data'
import { todayIn } from '@/lib/appointments/dates'
import { GIG_INCLUDE, nextRequestNumber } from '@/lib/appointments/locks'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { toAppointmentResponse } from '@/lib/appointments/to-appointment-response'
import { clientOfGig } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { NewWeddingBody } from './schema'
import { slotsBeforeReadyBy } from './schedule'

export async function createWeddingGig({
  user,
  input,
  now = new Date(),
}: {
  user: { id: string }
  input: NewWeddingBody
  now?: Date
}): Promise<AppointmentResponse> {
  const { timeZone } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } })
  if (input.date < todayIn(timeZone, now))
    throw new AppError('unprocessable', 'Please choose a date from today on', { fields: { date: 'Please choose a date from today on' } })
  // Her ready-by is the day's one fixed time; the start follows once the quote times the party.
  const slots = slotsBeforeReadyBy(input.readyBy)
  const gig = await prisma.$transaction(async (tx) =>
    tx.appointment.create({
      data: {
        userId: user.id,
        requestNumber: await nextRequestNumber(tx, user.id),
        status: 'offered',
        origin: 'owner',
        ...clientAndSlotData({ ...input, time: { from: slots.timeFrom, to: slots.timeTo } }),
        readyBy: input.readyBy,
        services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
        clientId: await clientOfGig(user.id, input, tx),
      },
      include: GIG_INCLUDE,
    }),
  )
  return toAppointmentResponse(gig, { timeZone, now })
}
