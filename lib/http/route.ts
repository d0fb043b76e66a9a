// The one wrapper every /v1 handler goes through. A route declares who may call it, its per-IP rate
// limit and the zod schemas of its params, query, body and answer; the wrapper counts the call against the
// limit, authenticates, checks the origin of cookie-authenticated writes, parses, runs the handler and
// maps every error to the JSON error shape.
import { randomUUID } from 'node:crypto'
import type { NextRequest } from 'next/server'
import { z } from 'zod'
import { authenticateToken, findCredentials, type AuthUser } from '@/lib/auth/authenticate'
import { AppError } from '@/lib/errors'
import { clientIp } from './client-ip'
import { errorResponse, toAppError, validationError } from './error-response'
import { idempotencyKey, idempotentJson } from './idempotency'
import { isSameOrigin } from './same-origin'
import { DEFAULT_JSON_LIMIT, readJsonBody } from './read-body'
import { log } from '@/lib/log'
import { reportServerError } from '@/lib/observability/report-server-error'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import type { RateLimitName } from '@/lib/rate-limit/limits'

type Schema = z.ZodType

type RouteSpec<A extends 'owner' | 'public', P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = {
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
  /**
   * A create: a call with an Idempotency-Key header runs once per key (owner or, on public routes, IP),
   * and a repeat gets the first answer. Forms send one key per submission, so two taps make one thing.
   */
  idempotent?: boolean
  /**
   * The JSON answer's schema, from the resource's lib/<domain>/schema.ts; the handler must return its
   * type. Never parsed here: the domain function built the answer through its to<Resource>Response()
   * parser already, and a second parse of every answer would cost CPU for nothing. The integration
   * suite checks every answer against it (tests/support/call-route.ts). A route that answers a body of
   * its own (a PNG, ICS, HTML, a redirect, a 204) returns a Response and declares none: its route is
   * listed, with why, in NON_JSON_ROUTES (tests/support/route-table.ts).
   */
  response?: R
}

type Infer<S> = S extends Schema ? z.output<S> : undefined
/** What the handler returns: its declared answer, or anything (a Response) when it declares none. */
type Answer<R> = [R] extends [never] ? unknown : z.output<R>

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

export function route<A extends 'owner' | 'public', P extends Schema = never, Q extends Schema = never, B extends Schema = never, R extends Schema = never>(
  spec: RouteSpec<A, P, Q, B, R>,
  handler: (context: RouteContext<A, P, Q, B>) => Promise<Answer<R>>,
) {
  async function respond(request: NextRequest, nextContext: NextRouteContext, requestId: string): Promise<Response> {
    try {
      const ip = clientIp(request.headers)
      if (spec.rateLimit) await consumeRateLimit(spec.rateLimit, ip)
      const user = await authenticate(request, spec.auth)
      const params = parse(spec.params, (await nextContext?.params) ?? {})
      const query = parse(spec.query, searchParamsToObject(request.nextUrl.searchParams))
      const body = spec.body ? parse(spec.body, await readJsonBody(request, spec.bodyLimit ?? DEFAULT_JSON_LIMIT)) : undefined
      const run = () =>
        handler({
          request,
          user: user as RouteContext<A, P, Q, B>['user'],
          params: params as Infer<P>,
          query: query as Infer<Q>,
          body: body as Infer<B>,
          ip,
          requestId,
        })
      const key = spec.idempotent ? idempotencyKey(request.headers) : null
      const scope = user ? `user:${user.id}` : `ip:${ip}`
      const response = key
        ? await idempotentJson({ scope, route: `${request.method} ${request.nextUrl.pathname}`, key, body }, run, spec.status ?? 200)
        : toResponse(await run(), spec.status ?? 200)
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
  refuseUnstorable(input)
  const result = schema.safeParse(input)
  if (!result.success) throw validationError(result.error)
  return result.data
}

/** No request of ours nests anywhere near this deep; JSON.parse accepts any depth. */
const MAX_DEPTH = 32

/**
 * Postgres cannot store NUL in text: refuse it here rather than fail on write. The walk keeps its own
 * stack, so a body nested thousands of levels deep costs a 400, not the call stack.
 */
function refuseUnstorable(input: unknown) {
  const pending: { value: unknown; depth: number }[] = [{ value: input, depth: 0 }]
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value, depth } = next
    if (typeof value === 'string' && value.includes('\u0000')) throw unstorable()
    if (!value || typeof value !== 'object') continue
    if (depth >= MAX_DEPTH) throw new AppError('bad_request', `The request is nested more than ${MAX_DEPTH} levels deep`)
    for (const [key, entry] of Object.entries(value)) {
      if (key.includes('\u0000')) throw unstorable()
      pending.push({ value: entry, depth: depth + 1 })
    }
  }
}

const toResponse = (result: unknown, status: number) => (result instanceof Response ? result : Response.json(result ?? null, { status }))
const unstorable = () => new AppError('bad_request', 'The request contains a character that cannot be stored')

function searchParamsToObject(searchParams: URLSearchParams): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {}
  for (const key of new Set(searchParams.keys())) {
    const values = searchParams.getAll(key)
    object[key] = values.length > 1 ? values : values[0]
  }
  return object
}
