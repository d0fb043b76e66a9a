// An offer becomes a booking: when the customer accepts (no deposit, or a test-mode deposit), when
// Stripe says the deposit was paid, or when the artist records the deposit of a gig held for it
// (hold-for-deposit.ts). A deposit is recorded once, however often its news arrives, as the amount it
// was (a page opened before the deposit changed may bring more or less than is due now): less books
// nothing, more is kept as an overpayment to refund.
import { keepOccupiedTime } from '@/lib/availability/occupy'
import { env } from '@/lib/env'
import type { PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Appointment, Payment } from '@/lib/generated/prisma/client'
import type { PaymentProvider } from '@/lib/generated/prisma/enums'
import { formatMoney } from '@/lib/format/money'
import { sendClientEmail } from '@/lib/mail/client-messages'
import { enqueueEmail } from '@/lib/mail/outbox'
import { bookTrialRun } from '@/lib/weddings/trial-gig'
import { bookingIcsAttachment } from './booking-ics'
import { fromDbDate } from './dates'
import { gigForEmail } from './gig-email-lines'
import { bookingConfirmedMessage, offerAcceptedMessage } from './offer-emails'
import { gigPath } from './links'
import { lockAppointment } from './locks'
import { overpaidPart, tellOverpaid } from './overpayment'
import { enqueueReceipt, enqueueRefundEmail } from './receipts'
import { giveBack } from './refund-payment'
import { depositNameOf } from './to-appointment-response'
import { notifyOwner } from '@/lib/notifications/notify-owner'

export const ACCEPT_REFUSALS = {
  booked: 'You have already accepted this offer',
  awaitingDeposit: 'You have already accepted this offer',
  expired: 'This offer has expired',
  cancelled: 'This booking was cancelled',
} as const

/** A card deposit, on the artist's connected account (`providerAccountId`; null for an old platform charge). */
export type Deposit = { amountCents: number; provider: PaymentProvider; providerPaymentId: string; providerAccountId: string | null }

/**
 * `accept`: the customer on the offer page; only an open offer can be accepted, or a gig held for its
 * deposit paid now (test mode). `payment`: money that arrived from the payment provider; it is recorded
 * whatever happened since, and books the gig unless the owner withdrew the offer or cancelled the gig
 * (then the owner is told to sort out a refund).
 */
export async function confirmBooking(
  tx: PrismaTx,
  { appointmentId, deposit, via, now = new Date() }: { appointmentId: string; deposit?: Deposit; via: 'accept' | 'payment'; now?: Date },
) {
  const gig = await lockAppointment(tx, { appointmentId })
  if (!gig) return null
  const held = gig.status === 'awaitingDeposit'
  if (via === 'accept' && gig.status !== 'offered' && !(held && deposit)) throw new AppError('conflict', ACCEPT_REFUSALS[gig.status])
  if (deposit && (await tx.payment.findUnique({ where: { providerPaymentId: deposit.providerPaymentId } }))) return gig

  const depositDue = Math.max(gig.depositCents - gig.paidToDateCents, 0)
  const covered = !deposit || deposit.amountCents >= depositDue
  const bookable = covered && (gig.status === 'offered' || held || (gig.status === 'expired' && !gig.withdrawnAt && via === 'payment'))
  // An instant booking keeps its time for good; paid after its hold lapsed, only if nobody took the time meanwhile.
  const timeTaken = bookable && gig.origin === 'instantBook' && !(await keepOccupiedTime(tx, gig.id))
  const book = bookable && !timeTaken
  const payment = deposit ? await recordDeposit(tx, gig, deposit, depositDue) : null
  const updated = await applyToGig(tx, gig, { deposit, book, now })
  if (timeTaken && payment) return refundTakenTime(tx, { gig: updated, payment })
  // A wedding's trial run becomes a gig of its own once the wedding is booked.
  if (book) await bookTrialRun(tx, updated)
  const outcome: Outcome = { gig, updated, deposit, book }
  if (book || lateReason(gig)) await tellOwner(tx, outcome)
  else if (payment) await tellOwnerPaid(tx, { gig: updated, payment, depositDue })
  if (book && gig.customerEmail) await emailBookedCustomer(tx, outcome, gig.customerEmail)
  // A card payment gets its receipt at once.
  if (payment && gig.customerEmail) await enqueueReceipt(tx, { gig: updated, payment, owner: updated.user })
  return updated
}

type LockedGig = NonNullable<Awaited<ReturnType<typeof lockAppointment>>>
type Outcome = { gig: LockedGig; updated: Awaited<ReturnType<typeof applyToGig>>; deposit: Deposit | undefined; book: boolean }

/**
 * A gig held for its deposit, once what the artist recorded covers it: booked (a wedding's trial run
 * made), and the client told. The caller holds the gig's lock and wrote the payment.
 */
export async function bookHeldGig(tx: PrismaTx, { appointmentId }: { appointmentId: string }) {
  const gig = await lockAppointment(tx, { appointmentId })
  if (!gig || gig.status !== 'awaitingDeposit' || gig.paidToDateCents < gig.depositCents) return
  const updated = await tx.appointment.update({
    where: { id: gig.id },
    data: { status: 'booked' },
    include: { user: { select: { email: true, businessName: true, timeZone: true } } },
  })
  await bookTrialRun(tx, updated)
  if (gig.customerEmail) await emailBookedCustomer(tx, { gig, updated, deposit: undefined, book: true }, gig.customerEmail)
}

const recordDeposit = (tx: PrismaTx, gig: LockedGig, deposit: Deposit, depositDue: number) =>
  tx.payment.create({
    data: {
      userId: gig.userId,
      appointmentId: gig.id,
      amountCents: deposit.amountCents,
      method: 'card',
      provider: deposit.provider,
      providerPaymentId: deposit.providerPaymentId,
      providerAccountId: deposit.providerAccountId,
      // A wedding's is its retainer, named so on the gig's payments.
      note: gig.quote ? 'Retainer' : 'Deposit',
      overpaidCents: overpaidPart(gig, deposit.amountCents, depositDue),
    },
  })

/**
 * Her deposit came after her 10-minute hold ran out, and another client booked the time meanwhile: the
 * offer is over, the deposit goes straight back, she hears why with a link to pick another time, and the
 * artist is told. Two clients never end up booked for one time.
 */
async function refundTakenTime(tx: PrismaTx, { gig, payment }: { gig: Appointment; payment: Payment }) {
  const ended = await tx.appointment.update({ where: { id: gig.id }, data: { status: 'expired' } })
  const refundedGig = await giveBack(tx, { gig: ended, payment, amountCents: payment.amountCents, notify: false })
  const [refunded, refund, owner] = await Promise.all([
    tx.payment.findUniqueOrThrow({ where: { id: payment.id } }),
    tx.refund.findFirstOrThrow({ where: { paymentId: payment.id } }),
    tx.user.findUniqueOrThrow({ where: { id: gig.userId }, select: { email: true, businessName: true, slug: true } }),
  ])
  await enqueueRefundEmail(tx, {
    gig: refundedGig,
    payment: refunded,
    owner,
    amountCents: payment.amountCents,
    refund,
    lowersPrice: false,
    method: null,
    timeTaken: { bookAgainUrl: `${env.APP_URL}/book/${owner.slug}` },
  })
  const message = `${gig.customerName} paid after her hold ran out, and the time had been booked by another client: her ${formatMoney(payment.amountCents)} deposit is refunded (#${gig.requestNumber})`
  await notifyOwner(tx, { userId: gig.userId, type: 'booking', message, link: gigPath(gig.id) }, { kind: 'paid', title: 'Time taken: deposit refunded' })
  return refundedGig
}

/** Money after the gig was cancelled or its offer withdrawn: none of it was due. */
const lateReason = (gig: LockedGig) => (gig.status === 'cancelled' ? 'cancelled' : gig.status === 'expired' && gig.withdrawnAt ? 'withdrawn' : null)

/**
 * A deposit that booked nothing on a gig still taking money: more than was due (a second page, the gig
 * booked already) is an overpayment to refund; less than the deposit leaves the offer open for the rest.
 */
async function tellOwnerPaid(tx: PrismaTx, { gig, payment, depositDue }: { gig: Appointment; payment: Payment; depositDue: number }) {
  if (payment.overpaidCents > 0) return tellOverpaid(tx, { gig, payment })
  const message =
    gig.status === 'booked'
      ? `${gig.customerName} paid ${formatMoney(payment.amountCents)} towards the balance (#${gig.requestNumber})`
      : `${gig.customerName} paid ${formatMoney(payment.amountCents)} of the ${formatMoney(depositDue)} deposit: the offer stays open for the rest (#${gig.requestNumber})`
  await notifyOwner(tx, { userId: gig.userId, type: 'booking', message, link: gigPath(gig.id) }, { kind: 'paid', title: 'Payment received' })
}

/** The deposit counts towards what is paid; a booking also records when it was accepted, and the policy with it. */
function applyToGig(tx: PrismaTx, gig: LockedGig, { deposit, book, now }: { deposit: Deposit | undefined; book: boolean; now: Date }) {
  const paidToDate = gig.paidToDateCents + (deposit?.amountCents ?? 0)
  return tx.appointment.update({
    where: { id: gig.id },
    data: {
      paidToDateCents: paidToDate,
      paid: gig.totalCents > 0 && paidToDate >= gig.totalCents,
      ...(book ? { status: 'booked', acceptedAt: now, policyAcceptedAt: gig.policyAcceptedAt ?? now } : {}),
    },
    include: { user: { select: { email: true, businessName: true, timeZone: true } } },
  })
}

/** A notification and an e-mail: booked, or paid after the offer was withdrawn or the gig cancelled (a refund to sort out). */
async function tellOwner(tx: PrismaTx, { gig, updated, deposit, book }: Outcome) {
  const cancelled = lateReason(gig) === 'cancelled'
  await notifyOwner(
    tx,
    {
      userId: gig.userId,
      type: 'booking',
      message: book
        ? gig.status === 'awaitingDeposit'
          ? `${gig.customerName} paid the ${depositNameOf(gig)}: booked (#${gig.requestNumber})`
          : `${gig.customerName} accepted your offer (#${gig.requestNumber})`
        : `${gig.customerName} paid after the ${cancelled ? 'gig was cancelled' : 'offer was withdrawn'} (#${gig.requestNumber})`,
      link: gigPath(gig.id),
    },
    { kind: 'paid', title: book ? (gig.status === 'awaitingDeposit' ? 'Booked: deposit paid' : 'Offer accepted') : 'Paid after the offer ended' },
  )
  const message = await offerAcceptedMessage({
    customerName: gig.customerName,
    requestNumber: gig.requestNumber,
    gig: gigForEmail(updated),
    depositCents: deposit?.amountCents ?? 0,
    depositName: depositNameOf(gig),
    testMode: deposit?.provider === 'test',
    link: `${env.APP_URL}${gigPath(gig.id)}`,
    booked: book,
    cancelled,
  })
  const lateSubject = cancelled ? `Payment after cancelling: #${gig.requestNumber}` : `Payment after withdrawal: #${gig.requestNumber}`
  await enqueueEmail(
    {
      to: updated.user.email,
      replyTo: gig.customerEmail ?? undefined,
      subject: book ? `Booked: #${gig.requestNumber} ${gig.customerName}` : lateSubject,
      ...message,
    },
    tx,
  )
}

async function emailBookedCustomer(tx: PrismaTx, { gig, updated, deposit }: Outcome, to: string) {
  const businessName = updated.user.businessName ?? 'your makeup artist'
  const message = await bookingConfirmedMessage({
    businessName,
    customerName: gig.customerName,
    gig: gigForEmail(updated),
    remainingCents: Math.max(updated.totalCents - updated.paidToDateCents, 0),
    paymentDueDate: updated.paymentDueDate ? fromDbDate(updated.paymentDueDate) : null,
    // Recorded by the artist (a held gig), or just paid by card.
    depositCents: deposit?.amountCents ?? (gig.status === 'awaitingDeposit' ? updated.paidToDateCents : 0),
    depositName: depositNameOf(gig),
  })
  await sendClientEmail(
    tx,
    {
      to,
      replyTo: updated.user.email,
      subject: `You're booked with ${businessName}`,
      ...message,
      // She booked herself in: the appointment goes straight into her calendar.
      ...(gig.origin === 'instantBook' ? { attachments: [bookingIcsAttachment({ gig: updated, businessName, timeZone: updated.user.timeZone })] } : {}),
    },
    { userId: gig.userId, overCap: 'skip' },
  )
}
