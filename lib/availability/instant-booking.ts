// A client books an instant-book service at a free start and pays its deposit. The start must be one
// of the free ones computed now; the gig is made with a 10-minute hold on its time (buffers and travel
// included) in OccupiedTime, whose exclusion constraint lets only one of two racing clients have it.
// Then the existing money path takes over, as when a client accepts an offer (acceptOffer): a card
// deposit when her payouts are on (test mode books at once), else the offline ways and an "awaiting
// deposit" hold; the booked or held gig keeps its time for good (keepOccupiedTime).
import { acceptOffer } from '@/lib/appointments/accept-offer'
import { addDaysTo, todayIn, toDbDate } from '@/lib/appointments/dates'
import { offerUrl } from '@/lib/appointments/links'
import { nextRequestNumber } from '@/lib/appointments/locks'
import { newOfferToken } from '@/lib/appointments/send-offer'
import { storedTiers } from '@/lib/appointments/stored-tiers'
import { clientOfGig } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { Prisma } from '@/lib/generated/prisma/client'
import { lineFromService } from '@/lib/services/menu'
import { toServiceResponse } from '@/lib/services/to-service-response'
import { bookableService } from './bookable'
import { slotsBetween } from './month-slots'
import { HOLD_MINUTES, occupyTime } from './occupy'
import type { InstantBookingAnswer, InstantBookingBody } from './schema'
import { occupiedBy, SLOT_STEP_MINUTES } from './slots'
import { clockOf, wallClockOf } from './zoned'

/** The one answer two clients racing for a slot get, all but one of them. */
export const SLOT_TAKEN = 'Sorry, that time was just taken. Please pick another.'

export async function createInstantBooking(input: InstantBookingBody, { now = new Date() } = {}): Promise<InstantBookingAnswer> {
  const { owner, service, settings, rules, travelMinutes } = await bookableService(input)
  const start = Date.parse(input.start)
  const { day, minutes } = wallClockOf(start, owner.timeZone)
  const today = todayIn(owner.timeZone, now)
  const [free] = await slotsBetween({ userId: owner.id, rules, service, travelMinutes, from: day, to: day, today, now })
  if (!free.slots.some((slot) => slot.start === start)) throw new AppError('conflict', SLOT_TAKEN)

  // The gig's times are the 30-minute slots of the Gigs screen: its end is the service's, rounded up.
  const endMinutes = Math.ceil((minutes + service.durationMinutes) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES
  const token = newOfferToken()
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES * 60_000)
  const requestNumber = await prisma.$transaction(
    async (tx) => {
      // The time first: of clients racing for it, the others are refused as soon as the first commits,
      // without queueing for the request number.
      const holdId = await occupyTime(tx, { userId: owner.id, stretch: occupiedBy(start, service, travelMinutes), expiresAt: holdUntil, now })
      if (!holdId) throw new AppError('conflict', SLOT_TAKEN)
      const requestNumber = await nextRequestNumber(tx, owner.id)
      const gig = await tx.appointment.create({
        data: {
          userId: owner.id,
          requestNumber,
          status: 'offered',
          origin: 'instantBook',
          customerName: input.customerName,
          customerMobile: input.customerMobile,
          customerEmail: input.customerEmail,
          locationCity: input.location.city,
          locationFormatted: input.location.formatted,
          date: toDbDate(day),
          timeFrom: clockOf(minutes),
          timeTo: clockOf(endMinutes),
          services: [lineFromService(toServiceResponse(service))],
          totalCents: service.priceCents,
          depositCents: Math.round((service.priceCents * settings.depositPercent) / 100),
          paymentDueDate: toDbDate(day < addDaysTo(today, 1) ? today : day),
          cancellationPolicy: owner.cancellationPolicy,
          cancellationTiers: storedTiers(owner.cancellationTiers) ?? Prisma.DbNull,
          offerToken: token,
          offerSentAt: now,
          offerExpiresAt: holdUntil,
          policyAcceptedAt: now,
          clientId: await clientOfGig(owner.id, input, tx),
        },
      })
      await tx.occupiedTime.update({ where: { id: holdId }, data: { appointmentId: gig.id } })
      return requestNumber
    },
    // Twenty clients at once queue for the owner's row: give the last of them time to get there.
    { maxWait: 15_000, timeout: 20_000 },
  )
  const payment = await acceptOffer({ token, now })
  return { ...payment, requestNumber, offerUrl: offerUrl(token) }
}
