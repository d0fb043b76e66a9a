// The rest of a booked gig (less the shares its party pays through their own links), paid by card from
// the offer page once the artist's card payouts are on: on the artist's own account like the deposit.
// Test mode records it at once; Stripe answers the balance's one Checkout page (checkout-sessions.ts),
// and its webhook records the payment (once) with a receipt.
import type Stripe from 'stripe'
import { prisma, type PrismaTx } from '@/lib/db'
import type { Appointment } from '@/lib/generated/prisma/client'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { unpaidSharesCents } from '@/lib/balance/unpaid-shares'
import { platformFeeCents } from '@/lib/payouts/payment-settings'
import { CHECKOUT_TIMEOUT_MS, openCheckout } from './checkout-sessions'
import { getOffer } from './get-offer'
import { offerUrl } from './links'
import { lockAppointment } from './locks'
import { overpaidPart, tellOverpaid } from './overpayment'
import { enqueueReceipt } from './receipts'
import type { PayBalanceAnswer } from './payment-schema'
import { remainingCents } from './to-appointment-response'

/** Marks a Checkout session as the rest of a gig, for the webhook. */
export const BALANCE_KIND = 'gigBalance'

export type CardPayment = { appointmentId: string; amountCents: number; provider: 'test' | 'stripe'; providerPaymentId: string; providerAccountId: string }

/**
 * Adds a card payment to a gig locked by the caller: paid to date follows, and the gig is paid once nothing
 * remains. What it brings beyond `dueCents` (what was due for what it paid) is kept as an overpayment, and
 * the artist is told.
 */
export async function addCardPayment(tx: PrismaTx, gig: Appointment, payment: CardPayment, note: string, dueCents: number) {
  const created = await tx.payment.create({
    data: {
      userId: gig.userId,
      appointmentId: gig.id,
      amountCents: payment.amountCents,
      method: 'card',
      provider: payment.provider,
      providerPaymentId: payment.providerPaymentId,
      providerAccountId: payment.providerAccountId,
      note,
      overpaidCents: overpaidPart(gig, payment.amountCents, dueCents),
    },
  })
  const paidToDate = gig.paidToDateCents + payment.amountCents
  const updated = await tx.appointment.update({
    where: { id: gig.id },
    data: { paidToDateCents: paidToDate, paid: gig.paid || paidToDate >= gig.totalCents },
    include: { user: { select: { email: true, businessName: true, timeZone: true } } },
  })
  if (created.overpaidCents > 0) await tellOverpaid(tx, { gig: updated, payment: created })
  return { created, updated }
}

/** Records a card payment of the rest, with the client's receipt; beyond her part of the rest is an overpayment. */
export async function recordBalancePayment(tx: PrismaTx, payment: CardPayment) {
  const gig = await lockAppointment(tx, { appointmentId: payment.appointmentId })
  if (!gig || (await tx.payment.findUnique({ where: { providerPaymentId: payment.providerPaymentId } }))) return
  const due = remainingCents(gig) - (await unpaidSharesCents(gig.id, tx))
  const { created, updated } = await addCardPayment(tx, gig, payment, 'Balance', due)
  if (updated.customerEmail) await enqueueReceipt(tx, { gig: updated, payment: created, owner: updated.user })
}

/** Stripe's word that the rest of a gig was paid through Checkout on the artist's account. */
export async function applyBalanceCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, accountId: string | null) {
  const appointmentId = session.metadata?.appointmentId
  if (!appointmentId || !accountId || session.payment_status !== 'paid' || !session.amount_total) return
  if (!(await tx.appointment.count({ where: { id: appointmentId, user: { payoutsAccountId: accountId } } })))
    return log.warn('stripe balance for a gig of another account', { appointmentId, accountId })
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  await recordBalancePayment(tx, {
    appointmentId,
    amountCents: session.amount_total,
    provider: 'stripe',
    providerPaymentId: paymentIntent ?? session.id,
    providerAccountId: accountId,
  })
}

export async function payBalance({ token, now = new Date() }: { token: string; now?: Date }): Promise<PayBalanceAnswer> {
  const found = await getOffer({ token })
  if (!found) throw new AppError('not_found', 'This offer could not be found')
  const { view: offer, appointmentId, customerEmail, cardAccountId } = found
  if (offer.status === 'cancelled') throw new AppError('conflict', 'This booking was cancelled')
  if (offer.status === 'awaitingDeposit')
    throw new AppError('conflict', `${offer.business.name} books you once your deposit arrives: the rest can be paid then`)
  if (offer.status !== 'booked') throw new AppError('conflict', 'The rest can be paid once the offer is accepted')
  if (!cardAccountId) throw new AppError('conflict', `${offer.business.name} does not take card payments yet`)
  const page = offerUrl(token)
  // The gig stays locked while its page is found or opened: a second tab waits, then gets the same page.
  return prisma.$transaction(
    async (tx) => {
      const gig = await lockAppointment(tx, { appointmentId })
      if (!gig) throw new AppError('not_found', 'This offer could not be found')
      const remaining = remainingCents(gig)
      if (remaining === 0) throw new AppError('conflict', 'Nothing remains to be paid for this booking')
      // The party's shares are theirs to pay, through their own links: the client pays the rest of it.
      const amountCents = Math.max(remaining - (await unpaidSharesCents(appointmentId, tx)), 0)
      if (amountCents === 0) throw new AppError('conflict', 'The rest is split into shares: each person pays hers through her own link')
      const payment = await openCheckout(
        tx,
        { appointmentId, purpose: 'balance' },
        {
          amountCents,
          feeCents: platformFeeCents(amountCents),
          accountId: cardAccountId,
          name: `Balance: ${offer.business.name}, ${offer.date} (#${offer.requestNumber})`,
          customerEmail,
          metadata: { kind: BALANCE_KIND, appointmentId },
        },
        { success: `${page}?paid=1`, cancel: page },
        now,
      )
      if (payment.status === 'checkout') return { status: 'checkout', url: payment.url }
      await recordBalancePayment(tx, {
        appointmentId,
        amountCents,
        provider: 'test',
        providerPaymentId: payment.providerPaymentId,
        providerAccountId: cardAccountId,
      })
      return { status: 'paid', testMode: true }
    },
    { timeout: CHECKOUT_TIMEOUT_MS },
  )
}
