import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { log } from '@/lib/log'
import { confirmBooking } from './confirm-booking'

/** Marks a Checkout session as a gig's deposit, for the webhook. */
export const DEPOSIT_KIND = 'gigDeposit'

/**
 * Stripe's word that a gig's deposit was paid through Checkout: recorded once, and the gig is booked.
 * `accountId` is the connected account the event came from: only that artist's gigs are booked by it.
 */
export async function applyDepositCheckout(tx: PrismaTx, session: Stripe.Checkout.Session, accountId: string | null) {
  const appointmentId = session.metadata?.appointmentId
  if (session.metadata?.kind !== DEPOSIT_KIND || !appointmentId || session.payment_status !== 'paid' || !session.amount_total) return
  if (accountId && !(await tx.appointment.count({ where: { id: appointmentId, user: { payoutsAccountId: accountId } } }))) {
    return log.warn('stripe deposit for a gig of another account', { appointmentId, accountId })
  }
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  await confirmBooking(tx, {
    appointmentId,
    via: 'payment',
    deposit: { amountCents: session.amount_total, provider: 'stripe', providerPaymentId: paymentIntent ?? session.id, providerAccountId: accountId },
  })
}
