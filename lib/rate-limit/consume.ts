// Rate limits kept in Postgres (rate-limiter-flexible), so they hold across app instances.
import { createHash } from 'node:crypto'
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

// The table's key is varchar(255) and holds the limit's name too: a long key (a 254-character e-mail)
// is stored as its hash, short ones stay readable.
const MAX_PLAIN_KEY = 100
function storedKey(key: string): string {
  const lower = key.toLowerCase()
  return lower.length > MAX_PLAIN_KEY ? `sha256:${createHash('sha256').update(lower).digest('base64url')}` : lower
}

const tooMany = (name: RateLimitName, msBeforeNext: number) =>
  new AppError('rate_limited', rateLimitFor(name).message, { retryAfter: Math.max(1, Math.ceil(msBeforeNext / 1000)) })

/**
 * Counts one attempt for each key (say the IP and the e-mail) and throws 429 with Retry-After when
 * any of them is over its limit.
 */
export async function consumeRateLimit(name: RateLimitName, ...keys: Array<string | null | undefined>): Promise<void> {
  for (const key of keys) {
    if (!key) continue
    try {
      await limiter(name).consume(storedKey(key))
    } catch (error) {
      if (error instanceof RateLimiterRes) throw tooMany(name, error.msBeforeNext)
      throw error
    }
  }
}

/** Gives back one attempt counted for `key` (one that turned out not to be the kind the limit counts). */
export async function refundRateLimit(name: RateLimitName, key: string): Promise<void> {
  await limiter(name).reward(storedKey(key), 1)
}

/** Whether `key` has used up its limit; counts nothing. */
export async function isOverRateLimit(name: RateLimitName, key: string): Promise<boolean> {
  const state = await limiter(name).get(storedKey(key))
  return state !== null && state.consumedPoints >= rateLimitFor(name).points
}

/** Counts one occurrence (or `points`) for `key` and answers whether it was within the limit; never throws for being over it. */
export async function withinRateLimit(name: RateLimitName, key: string, points = 1): Promise<boolean> {
  try {
    await limiter(name).consume(storedKey(key), points)
    return true
  } catch (error) {
    if (error instanceof RateLimiterRes) return false
    throw error
  }
}
