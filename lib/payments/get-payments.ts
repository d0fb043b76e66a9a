import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { decidePaymentsMode, PAYMENTS_OFF_MESSAGE } from './payments-mode'
import type { PaymentsProvider } from './provider'
import { stripePayments } from './stripe-payments'
import { testPayments } from './test-payments'

export const paymentsMode = () => decidePaymentsMode({ nodeEnv: env.NODE_ENV, stripeSecretKey: env.STRIPE_SECRET_KEY, testModeOptIn: env.PAYMENTS_TEST_MODE })

/** The entrance of anything that takes or gives paid access: refused when payments are off. */
export function assertPaymentsOn() {
  if (paymentsMode() === 'off') throw new AppError('payments_unavailable', PAYMENTS_OFF_MESSAGE)
}

/** Stripe when STRIPE_SECRET_KEY is set; the embedded test mode where allowed (payments-mode.ts); otherwise refused. */
export function getPayments(): PaymentsProvider & { portalUrl?(userId: string, returnUrl: string): Promise<string> } {
  assertPaymentsOn()
  return paymentsMode() === 'stripe' ? stripePayments({ secretKey: env.STRIPE_SECRET_KEY!, baseUrl: env.STRIPE_BASE_URL }) : testPayments
}

export const isTestMode = () => paymentsMode() === 'test'
