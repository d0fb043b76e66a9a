// The one wrapper every /v1 handler goes through. A route declares who may call it, its per-IP rate
// limit and the zod schemas of its params, query and body; the wrapper counts the call against the
// limit, authenticates, checks the origin of cookie-authenticated writes, parses, runs the handler and
// maps every error to the JSON error shape.
import { randomUUID } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { authenticateToken, findCredentials, type AuthUser } from '@/lib/auth/authenticate'
import { AppError } from '@/lib/errors'
import { clientIp } from './client-ip'
import { errorResponse, toAppError, validationError } from './error-response'
import { isSameOrigin } from './same-origin'
import { DEFAULT_JSON_LIMIT, readJsonBody } from './read-body'
import { log } from '@/lib/log'
import { reportServerError } from '@/lib/observability/report-server-error'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import type { RateLimitName } from '@/lib/rate-limit/limits'

type Schema = z.ZodType

type RouteSpec<A extends 'owner' | 'public', P extends Schema, Q extends Schema, B extends Schema> = {
  auth: A
  params?: P
  query?: Q
  /** JSON body schema; leave out for routes that read the body themselves (multipart). */
  body?: B
  bodyLimit?: number
  /**
   * Counts every call from the caller's IP against this limit before anything else runs, so floods of
   * bad input are limited too. Every public write declares one (tests/integration/public-rate-limits).
   */
  rateLimit?: RateLimitName
  /** HTTP status of a successful answer. */
  status?: number
}

type Infer<S> = S extends Schema ? z.output<S> : undefined

export type RouteContext<A extends 'owner' | 'public', P, Q, B> = {
  request: NextRequest
  user: A extends 'owner' ? AuthUser : AuthUser | null
  params: Infer<P>
  query: Infer<Q>
  body: Infer<B>
  ip: string
  requestId: string
}

type NextRouteContext = { params: Promise<Record<string, string | string[] | undefined>> }

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

export function route<
  A extends 'owner' | 'public',
  P extends Schema = never,
  Q extends Schema = never,
  B extends Schema = never,
>(spec: RouteSpec<A, P, Q, B>, handler: (context: RouteContext<A, P, Q, B>) => Promise<unknown>) {
  async function respond(request: NextRequest, nextContext: NextRouteContext, requestId: string): Promise<Response> {
    try {
      const ip = clientIp(request.headers)
      if (spec.rateLimit) await consumeRateLimit(spec.rateLimit, ip)
      const user = await authenticate(request, spec.auth)
      const params = parse(spec.params, (await nextContext?.params) ?? {})
      const query = parse(spec.query, searchParamsToObject(request.nextUrl.searchParams))
      const body = spec.body ? parse(spec.body, await readJsonBody(request, spec.bodyLimit ?? DEFAULT_JSON_LIMIT)) : undefined
      const result = await handler({
        request,
        user: user as RouteContext<A, P, Q, B>['user'],
        params: params as Infer<P>,
        query: query as Infer<Q>,
        body: body as Infer<B>,
        ip,
        requestId,
      })
      const response = result instanceof Response ? result : Response.json(result ?? null, { status: spec.status ?? 200 })
      response.headers.set('x-request-id', requestId)
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store')
      return response
    } catch (error) {
      const appError = toAppError(error)
      if (appError) return errorResponse(appError, requestId)
      log.error('request failed', { requestId, method: request.method, path: request.nextUrl.pathname, error })
      void reportServerError(error, { requestId, method: request.method, path: request.nextUrl.pathname }).catch(() => undefined)
      return errorResponse(new AppError('internal', 'Something went wrong on our side. Please try again.'), requestId)
    }
  }

  const handle = async (request: NextRequest, nextContext: NextRouteContext): Promise<Response> => {
    const requestId = request.headers.get('x-request-id')?.slice(0, 64) || randomUUID()
    const started = performance.now()
    const response = await respond(request, nextContext, requestId)
    log.info('request', {
      requestId,
      method: request.method,
      path: request.nextUrl.pathname,
      status: response.status,
      ms: Math.round(performance.now() - started),
    })
    return response
  }
  // The declared contract stays readable on the handler, for the suites that walk every route.
  return Object.assign(handle, { spec })
}

async function authenticate(request: NextRequest, need: 'owner' | 'public'): Promise<AuthUser | null> {
  const credentials = findCredentials(request.headers, request.cookies)
  const user = credentials ? await authenticateToken(credentials.token) : null
  if (need === 'owner') {
    if (!user) throw new AppError('unauthorized', 'Please log in again')
    // A cookie rides along with any request the browser makes: writes must come from our own pages.
    if (credentials?.via === 'cookie' && MUTATING.has(request.method) && !isSameOrigin(request.headers)) {
      throw new AppError('forbidden', 'This request did not come from Glowfolio')
    }
  }
  return user
}

function parse<S extends Schema>(schema: S | undefined, input: unknown): z.output<S> | undefined {
  if (!schema) return undefined
  // Postgres cannot store NUL in text: refuse it here rather than fail on write.
  if (containsNul(input)) throw new AppError('bad_request', 'The request contains a character that cannot be stored')
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error)
  return result.data
}

function containsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (Array.isArray(value)) return value.some(containsNul)
  if (value && typeof value === 'object') return Object.entries(value).some(([key, entry]) => key.includes('\u0000') || containsNul(entry))
  return false
}

function searchParamsToObject(searchParams: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {}
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key)
    object[key] = values.length > 1 ? values : values[0]
  }
  return object
}
