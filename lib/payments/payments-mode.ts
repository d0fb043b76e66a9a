// Which payments a server runs, decided from its environment alone. Test mode makes every paid item
// free, so a production server only runs it when the operator says so (PAYMENTS_TEST_MODE=1, as
// `npm start` on the embedded defaults and the test scripts do); with no Stripe key and no such word,
// payments are off and every payment answers 503 payments_unavailable.
export type PaymentsMode = 'stripe' | 'test' | 'off'

export function decidePaymentsMode({
  nodeEnv,
  stripeSecretKey,
  testModeOptIn,
}: {
  nodeEnv: string
  stripeSecretKey?: string
  testModeOptIn: boolean
}): PaymentsMode {
  if (stripeSecretKey) return 'stripe'
  return nodeEnv !== 'production' || testModeOptIn ? 'test' : 'off'
}

export const PAYMENTS_OFF_MESSAGE = 'Payments are not set up on this server yet, so paid features and deposits are off. Please try again later.'
