import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it } from 'vitest'
import { AppError } from '@/lib/errors'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { rateLimitFor } from '@/lib/rate-limit/limits'

afterEach(() => {
  delete process.env.RATE_LIMIT_FORGOT_PASSWORD
})

describe('rate limits', () => {
  it('allows the configured number of attempts per key, then answers 429 with a retry time', async () => {
    const ip = `ip-${randomBytes(4).toString('hex')}`
    for (let i = 0; i < 10; i++) await consumeRateLimit('login', ip)
    const error = await consumeRateLimit('login', ip).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(AppError)
    expect((error as AppError).status).toBe(429)
    expect((error as AppError).details.retryAfter).toBeGreaterThan(800)
    // Another key is untouched.
    await expect(consumeRateLimit('login', `ip-${randomBytes(4).toString('hex')}`)).resolves.toBeUndefined()
  })

  it('counts every key: the e-mail limit holds whatever the IP', async () => {
    const email = `${randomBytes(4).toString('hex')}@example.com`
    for (let i = 0; i < 10; i++) await consumeRateLimit('login', `ip-${i}-${email}`, email)
    await expect(consumeRateLimit('login', 'fresh-ip', email)).rejects.toMatchObject({ code: 'rate_limited' })
  })

  it('takes overrides from the environment', () => {
    process.env.RATE_LIMIT_FORGOT_PASSWORD = '3/60'
    expect(rateLimitFor('forgotPassword')).toMatchObject({ points: 3, seconds: 60 })
  })
})
