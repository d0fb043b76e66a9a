// The owner's offer on a booking request: price, deposit, payment due date and the cancellation policy
// with its tiers (the owner's, editable; the gig keeps the text and the tiers the customer is asked to
// accept). The customer gets an e-mail with the link to the public offer page; the owner can also copy
// or share the link.
import { randomBytes } from 'node:crypto'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { Prisma } from '@/lib/generated/prisma/client'
import { expireCheckouts } from './checkout-sessions'
import { addDaysTo, fromDbDate, startOfDayIn, toDbDate, todayIn } from './dates'
import { GIG_INCLUDE, lockOpenOffer } from './locks'
import { enqueueOfferEmail } from './offer-email'
import type { SendOfferBody } from './offer-schema'
import type { AppointmentResponse } from './response-schema'
import { storedTiers } from './stored-tiers'
import { toAppointmentResponse } from './to-appointment-response'

export const newOfferToken = () => randomBytes(24).toString('base64url')

/** Open until the end of the payment due date, and never past the gig's own day (owner's time zone). */
export function offerExpiry({ date, paymentDueDate, timeZone }: { date: string; paymentDueDate: string; timeZone: string }): Date {
  const lastDay = paymentDueDate < date ? paymentDueDate : date
  return startOfDayIn(addDaysTo(lastDay, 1), timeZone)
}

export async function sendOffer({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: SendOfferBody
  now?: Date
}): Promise<AppointmentResponse> {
  const owner = await prisma.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { email: true, businessName: true, timeZone: true, cancellationTiers: true },
  })
  const appointment = await prisma.$transaction(async (tx) => {
    const current = await lockOpenOffer(tx, { appointmentId, userId: user.id }, 'This request has expired')
    const today = todayIn(owner.timeZone, now)
    if (fromDbDate(current.date) < today) throw new AppError('conflict', 'This gig’s date has passed')
    if (input.paymentDueDate < today)
      throw new AppError('unprocessable', 'Please choose a due date from today on', { fields: { paymentDueDate: 'Please choose a due date from today on' } })
    if (input.pricing.deposit < current.paidToDateCents)
      throw new AppError('unprocessable', 'The deposit cannot be less than what was already paid', { fields: { 'pricing.deposit': 'Less than already paid' } })
    // A Checkout page open for the old deposit must not take it.
    await expireCheckouts(tx, { appointmentId: current.id, whenPaid: 'refuse' }, now)
    const updated = await tx.appointment.update({
      where: { id: current.id, userId: user.id },
      data: {
        totalCents: input.pricing.total,
        depositCents: input.pricing.deposit,
        paymentDueDate: toDbDate(input.paymentDueDate),
        cancellationPolicy: input.cancellationPolicy,
        cancellationTiers: input.cancellationTiers ?? storedTiers(owner.cancellationTiers) ?? Prisma.DbNull,
        offerToken: current.offerToken ?? newOfferToken(),
        offerSentAt: now,
        offerExpiresAt: offerExpiry({ date: fromDbDate(current.date), paymentDueDate: input.paymentDueDate, timeZone: owner.timeZone }),
      },
      include: GIG_INCLUDE,
    })
    // The policy and its tiers as edited here become the owner's for the next offers.
    await tx.user.update({
      where: { id: user.id },
      data: { cancellationPolicy: input.cancellationPolicy, ...(input.cancellationTiers ? { cancellationTiers: input.cancellationTiers } : {}) },
    })
    await enqueueOfferEmail(tx, updated, owner)
    return updated
  })
  return toAppointmentResponse(appointment, { timeZone: owner.timeZone, now })
}
