import { env } from '@/lib/env'
import type { PaymentsProvider } from './provider'
import { stripePayments } from './stripe-payments'
import { testPayments } from './test-payments'

/** Stripe when STRIPE_SECRET_KEY is set; the embedded test mode otherwise. */
export function getPayments(): PaymentsProvider & { portalUrl?(userId: string, returnUrl: string): Promise<string> } {
  return env.STRIPE_SECRET_KEY ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY, baseUrl: env.STRIPE_BASE_URL }) : testPayments
}

export const isTestMode = () => !env.STRIPE_SECRET_KEY
