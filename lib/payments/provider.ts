import type { Subscription } from '@/lib/generated/prisma/client'
import type { PayoutsDashboard, PayoutsStatus } from '@/lib/generated/prisma/enums'
import type { Purchase } from '@/lib/subscriptions/purchase'

/**
 * A one-off payment by a customer (a gig's deposit), in AUD cents, charged on the artist's own account less
 * our fee. `idempotencyKey`: the same key answers the same Checkout page (Stripe keeps keys a day); it names
 * what is paid and its version (lib/appointments/checkout-sessions.ts).
 */
export type OneOffPayment = {
  amountCents: number
  feeCents: number
  accountId: string
  name: string
  customerEmail: string | null
  metadata: Record<string, string>
  idempotencyKey?: string
}
/** The artist's own account: connected at once (test mode), or Stripe's onboarding page to finish first. */
/** `dashboard`: the Stripe dashboard of an account made now (an existing one keeps what account.updated said). */
export type PayoutsConnection = { accountId: string; status: PayoutsStatus } | { accountId: string; url: string; dashboard: PayoutsDashboard | null }
/** Money given back on a card payment, through the account it was paid to; `key` makes a retry harmless. */
export type RefundRequest = { providerPaymentId: string; accountId: string | null; amountCents: number; key: string }
export type OneOffResult = { status: 'paid'; providerPaymentId: string } | { status: 'checkout'; url: string; sessionId: string; expiresAt: Date }
/** A Checkout page on an artist's account to close: `expired` now, or `paid` already (its payment is on its way). */
export type CheckoutToExpire = { sessionId: string; accountId: string }

/** Where the owner pays: the embedded test mode (no card, active at once) or Stripe. */
export interface PaymentsProvider {
  readonly name: 'test' | 'stripe'
  /** Test mode answers the new subscription; Stripe answers its Checkout page. */
  checkout(purchase: Purchase, urls: { success: string; cancel: string }): Promise<{ subscription: Subscription } | { url: string }>
  /** A customer's one-off payment: test mode answers it paid at once; Stripe answers its Checkout page (the webhook records it). */
  payOnce(payment: OneOffPayment, urls: { success: string; cancel: string }): Promise<OneOffResult>
  /** Closes a Checkout page whose amount is no longer due; answers whether it closed or was paid meanwhile. */
  expireCheckout(checkout: CheckoutToExpire): Promise<'expired' | 'paid'>
  /** "Get paid by card": the artist's account (made once) and, with Stripe, an Account Link to onboarding. */
  connectPayouts(owner: { userId: string; email: string; accountId: string | null }, urls: { refresh: string; return: string }): Promise<PayoutsConnection>
  refund(request: RefundRequest): Promise<{ providerRefundId: string }>
  /** What was taken from a card payment on its way to the artist (Stripe's fee and ours); null until Stripe knows. */
  cardFee(payment: { providerPaymentId: string; accountId: string }): Promise<number | null>
  /** Stops a subscription (Stripe: at the end of the paid period, noting when it was asked for). */
  cancel(subscription: Subscription): Promise<void>
}
