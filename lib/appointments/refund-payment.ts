// Refunds, in full or in part, within what is left of a payment. A card payment is refunded through
// the artist's connected account (test mode: at once); an offline one is recorded as given back, the way
// the artist says (bank transfer, cash, other), and never needs a payments provider. A refund lowers
// what was paid and the gig's price alike, so nothing new is due, unless the artist says the client
// still owes it (the price stays). Stripe tells of refunds made in its dashboard with charge.refunded,
// which carries the charge's refunded total: only what we have not recorded yet is added, so a refund
// made here and its event count once.
import Stripe from 'stripe'
import { nextDocumentNumber } from '@/lib/books/numbers'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import type { Appointment, Payment, PaymentProvider } from '@/lib/generated/prisma/client'
import type { RefundKind } from '@/lib/generated/prisma/enums'
import { log } from '@/lib/log'
import { getPayments } from '@/lib/payments/get-payments'
import { testPayments } from '@/lib/payments/test-payments'
import { formatMoney } from '@/lib/format/money'
import { paymentIntentOf } from './held-events'
import { GIG_INCLUDE, lockAppointment } from './locks'
import { ownerTimeZone } from './owner-time-zone'
import { enqueueRefundEmail } from './receipts'
import type { RefundBody, RefundTerms } from './payment-schema'
import type { AppointmentResponse } from './response-schema'
import { toAppointmentResponse } from './to-appointment-response'

type Refunded = RefundTerms & {
  gig: Appointment
  payment: Payment
  amountCents: number
  provider: PaymentProvider | null
  providerRefundId: string | null
  notify?: boolean
  kind?: RefundKind
}

/**
 * Records money given back: the payment's refunded total, the gig's paid to date (and its price, when
 * the refund lowers it), and the customer's e-mail (unless `notify` is false: cancelling tells of its
 * refunds in its own e-mail). `disputeLost`: the client's bank took it back.
 */
export async function recordRefund(
  tx: PrismaTx,
  { gig, payment, amountCents, provider, providerRefundId, lowersPrice, method, notify = true, kind = 'refund' }: Refunded,
) {
  const adjustmentNumber = await nextDocumentNumber(tx, gig.userId, 'adjustment')
  const refund = await tx.refund.create({
    data: { paymentId: payment.id, amountCents, provider, providerRefundId, lowersPrice, method, kind, adjustmentNumber },
  })
  const refunded = await tx.payment.update({ where: { id: payment.id }, data: { refundedCents: { increment: amountCents } } })
  const paidToDate = Math.max(gig.paidToDateCents - amountCents, 0)
  const total = lowersPrice ? Math.max(gig.totalCents - amountCents, 0) : gig.totalCents
  const updated = await tx.appointment.update({
    where: { id: gig.id },
    // A gig marked paid stays paid only while what is left of its payments still covers the total.
    data: { paidToDateCents: paidToDate, totalCents: total, depositCents: Math.min(gig.depositCents, total), paid: gig.paid && paidToDate >= total },
    include: { ...GIG_INCLUDE, user: { select: { email: true, businessName: true } } },
  })
  if (notify) await enqueueRefundEmail(tx, { gig: updated, payment: refunded, owner: updated.user, amountCents, lowersPrice, method, refund })
  return updated
}

/** The provider a card payment goes back through; none for money paid outside the app, which never needs one. */
function refundsThrough(payment: Payment) {
  if (!payment.provider) return null
  if (payment.provider === 'test') return testPayments
  const payments = getPayments()
  if (payments.name !== 'stripe') throw new AppError('conflict', 'Stripe is not set up here, so this card payment cannot be refunded')
  return payments
}

export async function refundPayment({
  user,
  appointmentId,
  paymentId,
  input,
}: {
  user: { id: string }
  appointmentId: string
  paymentId: string
  input: RefundBody
}): Promise<AppointmentResponse> {
  const timeZone = await ownerTimeZone(user.id)
  // The gig stays locked while Stripe refunds, so its charge.refunded event waits and then finds it recorded.
  const appointment = await prisma.$transaction(
    async (tx) => {
      const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
      if (!gig) throw notFound('Gig')
      const payment = gig.payments.find((candidate) => candidate.id === paymentId)
      if (!payment) throw notFound('Payment')
      const left = payment.amountCents - payment.refundedCents
      if (left === 0) throw new AppError('conflict', 'This payment has already been refunded in full')
      if (input.amount > left)
        throw new AppError('unprocessable', `That is more than the ${formatMoney(left)} left to refund`, { fields: { amount: `At most ${formatMoney(left)}` } })
      return giveBack(tx, {
        gig,
        payment,
        amountCents: input.amount,
        terms: { lowersPrice: input.priceDrops, method: payment.provider ? null : (input.method ?? payment.method) },
      })
    },
    { timeout: REFUND_TIMEOUT_MS },
  )
  return toAppointmentResponse(appointment, { timeZone })
}

/** A transaction that refunds waits on the provider, with the gig locked. */
export const REFUND_TIMEOUT_MS = 30_000

/**
 * Gives back part of one payment, within what is left of it (the caller checks): a card payment
 * through its provider first, then recorded. Answers the gig as it now stands. The provider's
 * idempotency key names the payment's state, so a retry after a failure refunds once.
 */
export async function giveBack(
  tx: PrismaTx,
  {
    gig,
    payment,
    amountCents,
    terms = { lowersPrice: false, method: payment.provider ? null : payment.method },
    notify,
  }: { gig: Appointment; payment: Payment; amountCents: number; terms?: RefundTerms; notify?: boolean },
) {
  const through = refundsThrough(payment)
  let providerRefundId: string | null = null
  if (through && payment.providerPaymentId) {
    try {
      const key = `refund-${payment.id}-${payment.refundedCents}-${amountCents}`
      providerRefundId = (await through.refund({ providerPaymentId: payment.providerPaymentId, accountId: payment.providerAccountId, amountCents, key }))
        .providerRefundId
    } catch (error) {
      if (error instanceof Stripe.errors.StripeError && error.type !== 'StripeConnectionError')
        throw new AppError('bad_gateway', `Stripe refused the refund: ${error.message}`)
      throw error
    }
  }
  return recordRefund(tx, { gig, payment, amountCents, provider: payment.provider, providerRefundId, notify, ...terms })
}

/** The card payment a Stripe charge or dispute is about, on the account the event came from. */
export async function cardPaymentFor(tx: PrismaTx, object: { payment_intent?: string | Stripe.PaymentIntent | null }, accountId: string | null) {
  const paymentIntent = paymentIntentOf(object)
  const payment = paymentIntent ? await tx.payment.findUnique({ where: { providerPaymentId: paymentIntent } }) : null
  if (!payment || payment.provider !== 'stripe' || (payment.providerAccountId ?? null) !== accountId) return null
  return payment
}

/**
 * Stripe's charge.refunded: adds what the charge's refunded total holds beyond the refunds recorded (a
 * dispute lost is no refund of the charge, so it is not counted against it).
 */
export async function applyChargeRefunded(tx: PrismaTx, charge: Stripe.Charge, accountId: string | null) {
  const found = await cardPaymentFor(tx, charge, accountId)
  if (!found) return log.info('stripe refund for a payment we do not hold', { charge: charge.id })
  const gig = await lockAppointment(tx, { appointmentId: found.appointmentId })
  const payment = gig?.payments.find((candidate) => candidate.id === found.id)
  if (!gig || !payment) return
  const { _sum } = await tx.refund.aggregate({ where: { paymentId: payment.id, kind: 'refund' }, _sum: { amountCents: true } })
  const refunded = _sum.amountCents ?? 0
  const disputeLost = payment.refundedCents - refunded
  const newly = Math.min(charge.amount_refunded, payment.amountCents - disputeLost) - refunded
  if (newly <= 0) return
  // Refunded in Stripe's dashboard: like any refund, it lowers the price rather than asking for the money again.
  await recordRefund(tx, { gig, payment, amountCents: newly, provider: 'stripe', providerRefundId: null, lowersPrice: true, method: null })
}
