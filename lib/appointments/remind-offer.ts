import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { refundRateLimit } from '@/lib/rate-limit/consume'
import { expireOffers } from './expire-offers'
import { lockOpenOffer } from './locks'
import { consumeOfferReminderLimit, enqueueOfferEmail } from './offer-email'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

/** 'Send a reminder': the offer's e-mail goes to the customer again. */
export async function remindOffer({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<AppointmentResponse> {
  await expireOffers({ userId: user.id, appointmentId, now })
  await consumeOfferReminderLimit({ userId: user.id, appointmentId })
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true, timeZone: true } })
  const appointment = await prisma
    .$transaction(async (tx) => {
      const current = await lockOpenOffer(tx, { appointmentId, userId: user.id }, 'This offer has expired')
      if (!current.offerToken) throw new AppError('conflict', 'Send the offer first')
      if (!current.customerEmail) throw new AppError('unprocessable', 'Add the client’s e-mail to send a reminder, or copy the offer link')
      await enqueueOfferEmail(tx, current, owner, { reminder: true })
      return current
    })
    .catch(async (error: unknown) => {
      // Refused by a client-message cap (the same e-mail within the hour): nothing went, so the
      // offer's own reminders for the day are not used up by it.
      if (error instanceof AppError && error.code === 'rate_limited') await refundRateLimit('offerReminder', appointmentId)
      throw error
    })
  return toAppointmentResponse(appointment, { timeZone: owner.timeZone, now })
}
