import type { Subscription } from '@/lib/generated/prisma/client'
import type { Purchase } from '@/lib/subscriptions/purchase'

/** A one-off payment by a customer (a gig's deposit), in AUD cents. */
export type OneOffPayment = { amountCents: number; name: string; customerEmail: string | null; metadata: Record<string, string> }
export type OneOffResult = { status: 'paid'; providerPaymentId: string } | { status: 'checkout'; url: string }

/** Where the owner pays: the embedded test mode (no card, active at once) or Stripe. */
export interface PaymentsProvider {
  readonly name: 'test' | 'stripe'
  /** Test mode answers the new subscription; Stripe answers its Checkout page. */
  checkout(purchase: Purchase, urls: { success: string; cancel: string }): Promise<{ subscription: Subscription } | { url: string }>
  /** A customer's one-off payment: test mode answers it paid at once; Stripe answers its Checkout page (the webhook records it). */
  payOnce(payment: OneOffPayment, urls: { success: string; cancel: string }): Promise<OneOffResult>
  /** Stops a subscription (Stripe: at the end of the paid period, noting when it was asked for). */
  cancel(subscription: Subscription): Promise<void>
}
