// Any error → the JSON error shape { error: { code, message, fields? } } with the right status.
import { ZodError } from 'zod'
import { AppError } from '@/lib/errors'

type PrismaLikeError = {
  code?: unknown
  name?: unknown
  message?: unknown
  cause?: unknown
  meta?: { target?: unknown; modelName?: unknown; driverAdapterError?: unknown }
}

/** Seconds a client is asked to wait when the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 3

export function toAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error
  if (error instanceof ZodError) return validationError(error)
  const prismaError = error as PrismaLikeError
  if (prismaError?.name === 'PrismaClientKnownRequestError') {
    if (prismaError.code === 'P2025') return new AppError('not_found', 'Not found')
    if (prismaError.code === 'P2002') return new AppError('conflict', 'That already exists')
  }
  if (isDatabaseUnavailable(error)) {
    return new AppError('unavailable', 'We cannot reach our database right now. Please try again in a moment.', { retryAfter: DATABASE_RETRY_AFTER_SECONDS })
  }
  return null
}

// Postgres SQLSTATE classes 08 (connection exception) and 57P01-57P03 (shutting down, crashed, starting).
const UNAVAILABLE_SQLSTATE = /^(08\d{3}|57P0[1-3])$/
const UNAVAILABLE_SOCKET = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN'])
// Prisma: cannot reach, timed out, connection closed, pool timeout, transaction could not start in time.
const UNAVAILABLE_PRISMA = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024', 'P2028'])
const UNAVAILABLE_MESSAGE = /Connection terminated|not queryable|timeout exceeded when trying to connect|Can't reach database server|DatabaseNotReachable/i

/**
 * Whether an error means the database is out of reach (stopped, restarting, network gone) rather than
 * refusing this query: then the request may succeed if tried again, so it answers 503 with Retry-After.
 * Looks through Prisma's driver-adapter wrapping and `cause` chains; pg's errors carry the SQLSTATE.
 */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false
  const candidate = error as PrismaLikeError & { kind?: unknown; originalCode?: unknown }
  const code = typeof candidate.code === 'string' ? candidate.code : ''
  if (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_SOCKET.has(code)) return true
  if (candidate.name === 'PrismaClientKnownRequestError' && UNAVAILABLE_PRISMA.has(code)) return true
  if (candidate.kind === 'DatabaseNotReachable' || (typeof candidate.originalCode === 'string' && UNAVAILABLE_SQLSTATE.test(candidate.originalCode)))
    return true
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true
  return isDatabaseUnavailable(candidate.meta?.driverAdapterError, depth + 1) || isDatabaseUnavailable(candidate.cause, depth + 1)
}

export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    fields[key] ??= issue.message
  }
  // The message is read by a person: the field's own sentence, never its name ("email: …").
  const [first] = error.issues
  return new AppError('unprocessable', first?.message ?? 'Please check the form and try again.', { fields })
}

export function errorResponse(error: AppError, requestId?: string): Response {
  const headers = new Headers({ 'content-type': 'application/json', 'cache-control': 'no-store' })
  if (requestId) headers.set('x-request-id', requestId)
  if (error.details.retryAfter !== undefined) headers.set('retry-after', String(Math.ceil(error.details.retryAfter)))
  if (error.details.allow) headers.set('allow', error.details.allow)
  const body = {
    error: {
      code: error.code,
      message: error.message,
      ...(error.details.fields ? { fields: error.details.fields } : {}),
      ...(error.code === 'internal' && requestId ? { requestId } : {}),
    },
  }
  return new Response(JSON.stringify(body), { status: error.status, headers })
}
