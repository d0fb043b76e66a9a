// A customer's "Book me" request from the owner's public site: an offered gig with the next request
// number, a booking notification and an e-mail for the owner. The owner replies with an offer.
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { enqueueEmail } from '@/lib/mail/outbox'
import { withinRateLimit } from '@/lib/rate-limit/consume'
import { attachOwnImages } from '@/lib/images/own-images'
import { clientOfGig } from '@/lib/clients/match-client'
import { clientAndSlotData } from './appointment-data'
import { addDaysTo, todayIn } from './dates'
import { bookingRequestMessage, bookingRequestReceivedMessage } from './offer-emails'
import { gigPath } from './links'
import { nextRequestNumber } from './locks'
import type { BookingRequestAnswer, BookingRequestBody } from './offer-schema'
import { notifyOwner } from '@/lib/notifications/notify-owner'

/** How far ahead a customer may ask for. */
const MAX_DAYS_AHEAD = 2 * 365

export async function createBookingRequest(input: BookingRequestBody, { now = new Date() } = {}): Promise<BookingRequestAnswer> {
  const owner = await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true, email: true, businessName: true, timeZone: true } })
  if (!owner) throw new AppError('not_found', 'This business could not be found')
  const today = todayIn(owner.timeZone, now)
  if (input.date < today) throw new AppError('unprocessable', 'Please choose a date from today on', { fields: { date: 'Please choose a date from today on' } })
  if (input.date > addDaysTo(today, MAX_DAYS_AHEAD))
    throw new AppError('unprocessable', 'Please choose a date within the next two years', { fields: { date: 'Too far ahead' } })

  // Anyone can type any address here: the receipt (with the owner's name in its subject) goes to one
  // address a few times a day at most, whoever sends the requests and from where. Counted before the
  // transaction (the limit uses its own connection); the request itself is made all the same.
  const sendReceipt = await withinRateLimit('bookingRequestReceipt', input.customerEmail)
  if (!sendReceipt) log.warn('booking request receipt over its cap: not sent', { userId: owner.id })
  return prisma.$transaction(async (tx) => {
    await attachOwnImages(tx, owner.id, input.images, ['booking'])
    const requestNumber = await nextRequestNumber(tx, owner.id)
    const gig = await tx.appointment.create({
      data: {
        userId: owner.id,
        requestNumber,
        status: 'offered',
        origin: 'bookingRequest',
        ...clientAndSlotData(input),
        clientId: await clientOfGig(owner.id, input, tx),
        services: input.services,
        description: input.description,
        images: input.images,
      },
    })
    await notifyOwner(
      tx,
      {
        userId: owner.id,
        type: 'booking',
        message: `${input.customerName} asked to book you (#${requestNumber})`,
        img: input.images[0] ?? null,
        link: gigPath(gig.id),
      },
      { kind: 'request', title: 'New booking request' },
    )
    const email = await bookingRequestMessage({
      customerName: input.customerName,
      requestNumber,
      gig: gigOf(input),
      link: `${env.APP_URL}${gigPath(gig.id)}`,
    })
    await enqueueEmail(
      { to: owner.email, replyTo: input.customerEmail, subject: `New booking request #${requestNumber} from ${input.customerName}`, ...email },
      tx,
    )
    const businessName = owner.businessName ?? 'your makeup artist'
    if (sendReceipt) {
      const receipt = await bookingRequestReceivedMessage({ businessName, customerName: input.customerName, requestNumber, gig: gigOf(input) })
      await enqueueEmail(
        { to: input.customerEmail, replyTo: owner.email, subject: `${businessName} has your booking request #${requestNumber}`, ...receipt },
        tx,
      )
    }
    return { requestNumber, businessName }
  })
}

const gigOf = (input: BookingRequestBody) => ({
  date: input.date,
  timeFrom: input.time.from,
  timeTo: input.time.to,
  city: input.location.city,
  services: input.services,
})
