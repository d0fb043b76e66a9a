// Stripe sends events in any order: a refund or a dispute can come before the payment it is about is
// recorded (its checkout.session.completed late, or retried after an error). Such an event is kept and
// applied once the payment is recorded, from the event's own object: a charge carries its refunded total
// and a dispute its amount and status, so nothing needs fetching from Stripe, and applying one late gives
// what applying it on time would have.
import type Stripe from 'stripe'
import type { PrismaTx } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'

/** The events about a payment that must not be lost when they come first. */
export const HELD_EVENT_TYPES = new Set(['charge.refunded', 'charge.dispute.created', 'charge.dispute.closed'])

type PaymentObject = { payment_intent?: string | Stripe.PaymentIntent | null }

export const paymentIntentOf = (object: PaymentObject) =>
  typeof object.payment_intent === 'string' ? object.payment_intent : (object.payment_intent?.id ?? null)

/** Keeps the event when no payment is recorded for its payment intent yet; answers whether it did. */
export async function holdUntilRecorded(tx: PrismaTx, event: Stripe.Event, accountId: string | null): Promise<boolean> {
  const providerPaymentId = paymentIntentOf(event.data.object as PaymentObject)
  if (!providerPaymentId || (await tx.payment.findUnique({ where: { providerPaymentId }, select: { id: true } }))) return false
  await tx.heldPaymentEvent.create({
    data: { id: event.id, providerPaymentId, accountId, type: event.type, object: event.data.object as unknown as Prisma.InputJsonValue },
  })
  return true
}

/** The events kept for a payment now recorded, oldest first, forgotten as they are handed back to apply. */
export async function takeHeldEvents(tx: PrismaTx, providerPaymentId: string, accountId: string | null) {
  const held = await tx.heldPaymentEvent.findMany({ where: { providerPaymentId, accountId }, orderBy: { createdAt: 'asc' } })
  await tx.heldPaymentEvent.deleteMany({ where: { id: { in: held.map((event) => event.id) } } })
  return held
}
