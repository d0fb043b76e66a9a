// "Reschedule": a booked gig (or one awaiting its deposit) or an open offer moves to another day or
// time; its payments stay. The client is e-mailed the new day and time (the gig's times are the owner's
// wall clock), an open offer stays open no later than the new day, and a reminder already sent is sent
// again before a later day. A wedding's quote follows (lib/weddings/reschedule-wedding.ts): timed again,
// a new contract version to sign, the bride and her party told.
import { releaseOccupiedTime } from '@/lib/availability/occupy'
import { prisma } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { expireCheckouts } from './checkout-sessions'
import { fromDbDate, toDbDate, todayIn } from './dates'
import { gigRescheduledMessage } from './gig-change-emails'
import { gigForEmail } from './gig-email-lines'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { CLIENT_NOT_EMAILED, type GigChangeAnswer, type RescheduleBody } from './change-schema'
import { offerExpiry } from './send-offer'
import { toAppointmentResponse } from './to-appointment-response'
import { getEarlyStartFees } from '@/lib/weddings/fee-rules'
import { followWeddingReschedule } from '@/lib/weddings/reschedule-wedding'

const REFUSALS = { expired: 'This offer has expired: send a new one instead', cancelled: 'This gig was cancelled' } as const

export async function rescheduleAppointment({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: RescheduleBody
  now?: Date
}): Promise<GigChangeAnswer> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { email: true, businessName: true, timeZone: true } })
  let clientEmailed = true
  const appointment = await prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    if (gig.status === 'expired' || gig.status === 'cancelled') throw new AppError('conflict', REFUSALS[gig.status])
    const before = fromDbDate(gig.date)
    const quoted = (await tx.quote.count({ where: { appointmentId: gig.id } })) > 0
    // A wedding keeps one ready-by: moved with the day, or kept; its start follows from its party.
    const readyBy = quoted ? (input.readyBy ?? gig.readyBy ?? gig.timeTo) : gig.readyBy
    const unchangedTimes = quoted ? readyBy === gig.readyBy : gig.timeFrom === input.time.from && gig.timeTo === input.time.to
    if (before === input.date && unchangedTimes) return gig
    if (input.date < todayIn(owner.timeZone, now))
      throw new AppError('unprocessable', 'Please choose a date from today on', { fields: { date: 'Please choose a date from today on' } })
    // Pages open for the old day name it: the next tap opens one for the new day.
    await expireCheckouts(tx, { appointmentId: gig.id, whenPaid: 'proceed' }, now)
    const openOffer = gig.status === 'offered' && gig.offerExpiresAt && gig.paymentDueDate
    const updated = await tx.appointment.update({
      where: { id: gig.id, userId: user.id },
      data: {
        date: toDbDate(input.date),
        timeFrom: input.time.from,
        timeTo: input.time.to,
        readyBy,
        ...(input.date > before ? { reminderSentAt: null } : {}),
        ...(openOffer ? { offerExpiresAt: offerExpiry({ date: input.date, paymentDueDate: fromDbDate(gig.paymentDueDate!), timeZone: owner.timeZone }) } : {}),
      },
      include: GIG_INCLUDE,
    })
    // An instant booking's held time (its travel and buffers) stays where it was booked: the new time counts as the gig's own.
    await releaseOccupiedTime(tx, gig.id)
    const wedding = await followWeddingReschedule(tx, { before: gig, after: updated, owner, now })
    if (wedding) {
      clientEmailed = wedding.clientEmailed
      return tx.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: GIG_INCLUDE })
    }
    if (gig.customerEmail) {
      const businessName = owner.businessName ?? 'Your makeup artist'
      const message = await gigRescheduledMessage({ businessName, customerName: gig.customerName, before: gigForEmail(gig), after: gigForEmail(updated) })
      // The new date stands even past a cap: the answer tells the owner the client was not e-mailed.
      clientEmailed = await sendClientEmail(
        tx,
        { to: gig.customerEmail, replyTo: owner.email, subject: `New date for your booking #${gig.requestNumber} with ${businessName}`, ...message },
        { userId: user.id, overCap: 'skip' },
      )
    }
    return updated
  })
  const answer = toAppointmentResponse(appointment, { timeZone: owner.timeZone, now, earlyStartFees: await getEarlyStartFees({ userId: user.id }) })
  return clientEmailed ? answer : { ...answer, clientNotEmailed: CLIENT_NOT_EMAILED }
}
