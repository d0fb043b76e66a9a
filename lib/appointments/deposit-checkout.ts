import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import { confirmBooking } from './confirm-booking'

/** Marks a Checkout session as a gig's deposit, for the webhook. */
export const DEPOSIT_KIND = 'gigDeposit'

/** Stripe's word that a gig's deposit was paid through Checkout: recorded once, and the gig is booked. */
export async function applyDepositCheckout(tx: PrismaTx, session: Stripe.Checkout.Session) {
  const appointmentId = session.metadata?.appointmentId
  if (session.metadata?.kind !== DEPOSIT_KIND || !appointmentId || session.payment_status !== 'paid' || !session.amount_total) return
  const paymentIntent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id
  await confirmBooking(tx, { appointmentId, via: 'payment', deposit: { amountCents: session.amount_total, provider: 'stripe', providerPaymentId: paymentIntent ?? session.id } })
}
