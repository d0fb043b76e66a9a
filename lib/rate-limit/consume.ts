// Rate limits kept in Postgres (rate-limiter-flexible), so they hold across app instances.
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'
import { pool } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { rateLimitFor, type RateLimitName } from './limits'

const limiters = new Map<string, RateLimiterPostgres>()

function limiter(name: RateLimitName) {
  const { points, seconds } = rateLimitFor(name)
  const cacheKey = `${name}:${points}/${seconds}`
  let instance = limiters.get(cacheKey)
  if (!instance) {
    instance = new RateLimiterPostgres({
      storeClient: pool(),
      storeType: 'pool',
      tableName: 'rate_limits',
      // The migrations own the table (prisma/schema.prisma, model RateLimit).
      tableCreated: true,
      keyPrefix: name,
      points,
      duration: seconds,
      clearExpiredByTimeout: false,
    })
    limiters.set(cacheKey, instance)
  }
  return instance
}

/**
 * Counts one attempt for each key (say the IP and the e-mail) and throws 429 with Retry-After when
 * any of them is over its limit.
 */
export async function consumeRateLimit(name: RateLimitName, ...keys: Array<string | null | undefined>): Promise<void> {
  const { message } = rateLimitFor(name)
  for (const key of keys) {
    if (!key) continue
    try {
      await limiter(name).consume(key.toLowerCase())
    } catch (error) {
      if (error instanceof RateLimiterRes) {
        throw new AppError('rate_limited', message, { retryAfter: Math.max(1, Math.ceil(error.msBeforeNext / 1000)) })
      }
      throw error
    }
  }
}

/** Counts one occurrence for `key` and answers whether it was within the limit; never throws for being over it. */
export async function withinRateLimit(name: RateLimitName, key: string): Promise<boolean> {
  try {
    await limiter(name).consume(key.toLowerCase())
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
