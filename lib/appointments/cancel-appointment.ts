// "Cancel gig": the owner calls off a booked gig or an open offer, at the client's request or her own.
// The cancellation tiers settle what is kept: those offered with the gig, else the owner's own (a gig
// she entered herself had no offer); when the artist cancels, everything paid goes back by default. The
// owner may give back more or less, within what the payments on record hold. Refunds go through the
// payments' own way back (card: the provider), the client gets one e-mail telling all of it, and the
// gig leaves every total. The gig stays locked throughout, so a payment arriving meanwhile waits and
// then finds it cancelled (confirm-booking.ts); cancelling a cancelled gig changes nothing. A wedding's
// trial run still to come is cancelled with it unless the owner keeps it, by its own tiers, in the same
// transaction, and the client's one e-mail tells of both.
import { releaseOccupiedTime } from '@/lib/availability/occupy'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { sendClientEmail } from '@/lib/mail/client-messages'
import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import { formatMoney } from '@/lib/format/money'
import { upcomingTrialOf } from '@/lib/weddings/trial-gig'
import { expireCheckouts } from './checkout-sessions'
import { daysBeforeGig, describeCancellationTiers, settleCancellation, type BookingPaymentName } from './cancellation-tiers'
import { fromDbDate } from './dates'
import { formatDay } from './describe'
import { gigCancelledMessage, type CancellationRefunds } from './gig-change-emails'
import { gigForEmail } from './gig-email-lines'
import { gigPath } from './links'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { giveBack, REFUND_TIMEOUT_MS } from './refund-payment'
import { CLIENT_NOT_EMAILED, type CancelBody, type CancellationPreview, type CancellationSettlement, type GigChangeAnswer } from './change-schema'
import { storedTiers } from './stored-tiers'
import { depositNameOf, toAppointmentResponse } from './to-appointment-response'

type Gig = Appointment & { payments: Payment[] }
type Owner = { timeZone: string; cancellationTiers: unknown }

const ownerOf = (userId: string) =>
  prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, businessName: true, timeZone: true, cancellationTiers: true } })

const leftOf = (payment: Payment) => payment.amountCents - payment.refundedCents

/**
 * What cancelling the gig now settles, by the tiers that apply to it; days counted in the owner's time
 * zone. The terms call the payment that booked it as the client's pages did: a wedding's retainer, any
 * other gig's deposit.
 */
export function settleGig(gig: Gig, owner: Owner, now: Date, retainerName: BookingPaymentName): CancellationSettlement {
  const offered = storedTiers(gig.cancellationTiers)
  const own = offered ? null : storedTiers(owner.cancellationTiers)
  const tiers = offered ?? own ?? []
  const daysBefore = daysBeforeGig(fromDbDate(gig.date), owner.timeZone, now)
  const settled = settleCancellation({ tiers, daysBefore, totalCents: gig.totalCents, retainerCents: gig.depositCents, paidCents: gig.paidToDateCents })
  const terms = describeCancellationTiers(tiers, { retainerCents: gig.depositCents, retainerName })
  const sorted = tiers.toSorted((a, b) => b.daysBefore - a.daysBefore)
  const refundable = gig.payments.reduce((total, payment) => total + leftOf(payment), 0)
  return {
    daysBefore,
    tiersFrom: tiers.length === 0 ? null : offered ? 'offer' : 'owner',
    terms,
    tier: settled.tier ? terms[sorted.indexOf(settled.tier)] : null,
    paid: gig.paidToDateCents,
    kept: settled.keptCents,
    refund: Math.min(settled.refundCents, refundable),
    owed: settled.owedCents,
    refundable,
  }
}

export async function previewCancellation({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<CancellationPreview> {
  const [owner, gig] = await Promise.all([
    ownerOf(user.id),
    prisma.appointment.findFirst({ where: { id: appointmentId, userId: user.id }, include: GIG_INCLUDE }),
  ])
  if (!gig) throw notFound('Gig')
  const trial = gig.status === 'cancelled' ? null : await upcomingTrialOf(prisma, { userId: user.id, weddingId: gig.id, timeZone: owner.timeZone, now })
  return {
    ...settleGig(gig, owner, now, depositNameOf(gig)),
    trial: trial && {
      _id: trial.id,
      date: fromDbDate(trial.date),
      time: { from: trial.timeFrom, to: trial.timeTo },
      ...settleGig(trial, owner, now, 'deposit'),
    },
  }
}

/** The refund spread over the payments: card payments first (the money goes back by itself), newest first. */
function spread(payments: Payment[], refundCents: number): { payment: Payment; amountCents: number }[] {
  const order = payments
    .filter((payment) => leftOf(payment) > 0)
    .toSorted((a, b) => Number(b.provider !== null) - Number(a.provider !== null) || b.paidAt.getTime() - a.paidAt.getTime())
  const parts: { payment: Payment; amountCents: number }[] = []
  let rest = refundCents
  for (const payment of order) {
    if (rest === 0) break
    const amountCents = Math.min(rest, leftOf(payment))
    parts.push({ payment, amountCents })
    rest -= amountCents
  }
  return parts
}

type CallOff = { gig: Gig; userId: string; input: CancelBody; refundCents: number; now: Date }

/** Gives `refundCents` back over the gig's payments (told in the cancellation's own e-mail) and cancels it; the caller holds its lock. */
async function callOff(tx: PrismaTx, { gig, userId, input, refundCents, now }: CallOff) {
  let current: Appointment = gig
  const refunds: CancellationRefunds = { cardCents: 0, offlineCents: 0, testMode: false }
  for (const { payment, amountCents } of spread(gig.payments, refundCents)) {
    current = await giveBack(tx, { gig: current, payment, amountCents, notify: false })
    if (payment.provider) refunds.cardCents += amountCents
    else refunds.offlineCents += amountCents
    refunds.testMode ||= payment.provider === 'test'
  }
  const cancelled = await tx.appointment.update({
    where: { id: gig.id, userId },
    data: { status: 'cancelled', cancelledAt: now, cancelledBy: input.by, cancellationReason: input.reason },
    include: GIG_INCLUDE,
  })
  await releaseOccupiedTime(tx, gig.id)
  // A request the owner has not opened yet is no news any more.
  await tx.notification.updateMany({ where: { userId, type: 'booking', link: gigPath(gig.id), seenAt: null }, data: { seenAt: now } })
  return { gig, cancelled, refunds }
}

/** The wedding's trial run, if still to come, cancelled by its own tiers: the owner's refund choice is for the wedding. */
async function callOffTrial(
  tx: PrismaTx,
  { wedding, owner, userId, input, now }: { wedding: Gig; owner: Owner; userId: string; input: CancelBody; now: Date },
) {
  const upcoming = await upcomingTrialOf(tx, { userId, weddingId: wedding.id, timeZone: owner.timeZone, now })
  const trial = upcoming && (await lockAppointment(tx, { appointmentId: upcoming.id, userId }))
  if (!trial || trial.status === 'cancelled' || trial.status === 'expired') return null
  const settled = settleGig(trial, owner, now, 'deposit')
  const refundCents = input.by === 'artist' ? settled.refundable : settled.refund
  return { ...(await callOff(tx, { gig: trial, userId, input, refundCents, now })), settled }
}

type Done = Awaited<ReturnType<typeof callOff>> & { settled: CancellationSettlement }

/**
 * The client's e-mail: the gig, and the trial run cancelled with it when it goes to the same address.
 * Answers false when a client-message cap held it back (the cancellation stands all the same).
 */
async function tellClient(tx: PrismaTx, { owner, input, done, trial }: { owner: OwnerRow; input: CancelBody; done: Done; trial?: Done }): Promise<boolean> {
  const { gig, cancelled, refunds, settled } = done
  if (!gig.customerEmail) return true
  const businessName = owner.businessName ?? 'Your makeup artist'
  const byClient = input.by === 'client'
  const message = await gigCancelledMessage({
    businessName,
    customerName: gig.customerName,
    gig: gigForEmail(gig),
    byClient,
    // The client said yes to a gig awaiting its deposit: it is her booking that is off.
    wasBooked: gig.status === 'booked' || gig.status === 'awaitingDeposit',
    reason: input.reason,
    refunds,
    keptCents: cancelled.paidToDateCents,
    tierSentence: settled.tier,
    trial: trial && { gig: gigForEmail(trial.gig), refunds: trial.refunds, keptCents: trial.cancelled.paidToDateCents, tierSentence: trial.settled.tier },
  })
  // A wedding is named by its day, never by a request number.
  const what = cancelled.quote
    ? `wedding booking of ${formatDay(fromDbDate(gig.date), 'd MMM yyyy')}${trial ? ' and its trial run' : ''}`
    : `booking ${trial ? `#${gig.requestNumber} and trial run #${trial.gig.requestNumber}` : `#${gig.requestNumber}`}`
  const subject = byClient ? `Cancelled: your ${what} with ${businessName}` : `${businessName} cancelled your ${what}`
  return sendClientEmail(tx, { to: gig.customerEmail, replyTo: owner.email, subject, ...message }, { userId: gig.userId, overCap: 'skip' })
}

type OwnerRow = Awaited<ReturnType<typeof ownerOf>>

export async function cancelAppointment({
  user,
  appointmentId,
  input,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  input: CancelBody
  now?: Date
}): Promise<GigChangeAnswer> {
  const owner = await ownerOf(user.id)
  let clientEmailed = true
  const appointment = await prisma.$transaction(
    async (tx) => {
      const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
      if (!gig) throw notFound('Gig')
      if (gig.status === 'cancelled') return gig
      if (gig.status === 'expired') throw new AppError('conflict', 'This offer has already expired: there is nothing to cancel')
      // Nothing more is due: open pages are expired first (one paid meanwhile is recorded as money to refund).
      await expireCheckouts(tx, { appointmentId: gig.id, whenPaid: 'proceed' }, now)
      const settled = settleGig(gig, owner, now, depositNameOf(gig))
      const refundCents = input.refund ?? (input.by === 'artist' ? settled.refundable : settled.refund)
      if (refundCents > settled.refundable) {
        const message = settled.refundable
          ? `At most ${formatMoney(settled.refundable)}: what is left of the payments on record`
          : 'There is no payment on record to refund'
        throw new AppError('unprocessable', message, { fields: { refund: message } })
      }

      const done = { ...(await callOff(tx, { gig, userId: user.id, input, refundCents, now })), settled }
      const trial = input.cancelTrial ? await callOffTrial(tx, { wedding: gig, owner, userId: user.id, input, now }) : null
      if (trial && trial.gig.customerEmail !== gig.customerEmail) {
        // The trial's client was changed to someone else: each hears of her own.
        const toClient = await tellClient(tx, { owner, input, done })
        clientEmailed = (await tellClient(tx, { owner, input, done: trial })) && toClient
      } else clientEmailed = await tellClient(tx, { owner, input, done, trial: trial ?? undefined })
      return done.cancelled
    },
    { timeout: REFUND_TIMEOUT_MS },
  )
  const answer = toAppointmentResponse(appointment, { timeZone: owner.timeZone, now })
  return clientEmailed ? answer : { ...answer, clientNotEmailed: CLIENT_NOT_EMAILED }
}
