import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { AppError } from '@/lib/errors'
import { errorResponse, toAppError } from '@/lib/http/error-response'
import { retryDelayMs } from '@/lib/mail/send-outbox'

describe('error mapping', () => {
  it('turns a ZodError into 422 with the first message of each field', () => {
    const result = z.object({ email: z.string().email('Email is invalid'), age: z.number() }).safeParse({ email: 'x', age: 'y' })
    const error = toAppError(result.error)!
    expect(error.status).toBe(422)
    expect(error.details.fields?.email).toBe('Email is invalid')
    expect(error.message).toBe('Email is invalid')
  })

  it('leaves unknown errors unmapped, so the wrapper answers 500', () => {
    expect(toAppError(new Error('boom'))).toBeNull()
  })

  it('answers 503 with Retry-After when the database is out of reach, in each form the drivers report it', async () => {
    const prisma = (code: string, meta: unknown) => Object.assign(new Error('prisma'), { name: 'PrismaClientKnownRequestError', code, meta })
    const unreachable = [
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
      new Error('Connection terminated unexpectedly'),
      new Error('Client has encountered a connection error and is not queryable'),
      prisma('P1001', {}),
      prisma('P2028', {}),
      prisma('P2010', { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'DatabaseNotReachable', host: '127.0.0.1', port: 5432 } } }),
      prisma('P2010', { driverAdapterError: { name: 'DriverAdapterError', cause: { originalCode: '57P01', kind: 'postgres' } } }),
      new Error('wrapped', { cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }) }),
    ]
    for (const error of unreachable) {
      const mapped = toAppError(error)
      expect(mapped?.status, error.message).toBe(503)
      expect(errorResponse(mapped!).headers.get('retry-after')).toBe('3')
    }
    // A query the database refuses is not an outage.
    expect(toAppError(prisma('P2010', { driverAdapterError: { cause: { originalCode: '23514', kind: 'postgres' } } }))).toBeNull()
    expect(toAppError(Object.assign(new Error('syntax'), { code: '42601' }))).toBeNull()
  })

  it('writes the JSON error shape', async () => {
    const response = errorResponse(new AppError('conflict', 'Taken', { fields: { slug: 'Taken' } }))
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({ error: { code: 'conflict', message: 'Taken', fields: { slug: 'Taken' } } })
  })
})

describe('outbox retry delay', () => {
  it('doubles from a minute and stops at an hour', () => {
    expect([1, 2, 3, 4, 8, 20].map((n) => retryDelayMs(n) / 60_000)).toEqual([1, 2, 4, 8, 60, 60])
  })
})
