import { describe, expect, it } from 'vitest'
import { decidePaymentsMode } from '@/lib/payments/payments-mode'

describe('payments mode', () => {
  it('is Stripe whenever a key is set', () => {
    for (const nodeEnv of ['development', 'test', 'production']) {
      expect(decidePaymentsMode({ nodeEnv, stripeSecretKey: 'sk_live_1', testModeOptIn: false })).toBe('stripe')
      expect(decidePaymentsMode({ nodeEnv, stripeSecretKey: 'sk_live_1', testModeOptIn: true })).toBe('stripe')
    }
  })

  it('is test mode in development and tests without a key', () => {
    expect(decidePaymentsMode({ nodeEnv: 'development', testModeOptIn: false })).toBe('test')
    expect(decidePaymentsMode({ nodeEnv: 'test', testModeOptIn: false })).toBe('test')
  })

  it('fails closed in production without a key, unless the operator asks for test mode', () => {
    expect(decidePaymentsMode({ nodeEnv: 'production', testModeOptIn: false })).toBe('off')
    expect(decidePaymentsMode({ nodeEnv: 'production', testModeOptIn: true })).toBe('test')
  })
})
