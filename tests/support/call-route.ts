// Calls a route handler the way Next would, without a server: real request, real database. A 2xx JSON
// answer of a route() handler is checked against the `response` schema it declares (tests/support/
// check-answer.ts); one that declares none may answer only a body of its own (NON_JSON_ROUTES).
import { NextRequest } from 'next/server'
import type { z } from 'zod'
import { answerProblem } from './check-answer'

export type Handler<P> = ((request: NextRequest, context: { params: Promise<P> }) => Promise<Response>) & { spec?: { response?: z.ZodType } }

export type CallOptions = {
  method?: string
  path?: string
  params?: Record<string, string | string[]>
  query?: Record<string, string | number | undefined>
  /** Sent as JSON unless `rawBody` is given. */
  body?: unknown
  rawBody?: BodyInit
  token?: string
  /** Sends the token as the session cookie instead of a bearer header. */
  asCookie?: boolean
  headers?: Record<string, string>
}

export type CallResult<T = unknown> = { status: number; body: T; headers: Headers }

export async function callRoute<T = unknown, P = Record<string, string>>(handler: Handler<P>, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(options.path ?? '/', 'http://localhost:3000')
  for (const [key, value] of Object.entries(options.query ?? {})) if (value !== undefined) url.searchParams.set(key, String(value))
  const headers = new Headers(options.headers)
  if (options.token && options.asCookie) headers.append('cookie', `next-auth.session-token=${options.token}`)
  else if (options.token) headers.set('authorization', `Bearer ${options.token}`)
  let body: BodyInit | undefined = options.rawBody
  if (body === undefined && options.body !== undefined) {
    body = JSON.stringify(options.body)
    if (!headers.has('content-type')) headers.set('content-type', 'application/json')
  }
  const request = new NextRequest(url, { method: options.method ?? (body ? 'POST' : 'GET'), headers, body })
  const response = await handler(request, { params: Promise.resolve((options.params ?? {}) as P) })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text ? JSON.parse(text) : null
  } catch {
    // not JSON: keep the text
  }
  const spec = handler.spec
  if (spec && response.ok && response.headers.get('content-type')?.startsWith('application/json')) {
    const answered = `${request.method}${options.path ? ` ${url.pathname}` : ''} answered ${response.status}`
    if (!spec.response) throw new Error(`${answered} in JSON but declares no response schema: add \`response\` to its route() spec`)
    const problem = answerProblem(spec.response, parsed)
    if (problem) throw new Error(`${answered} outside its response schema: ${problem}`)
  }
  return { status: response.status, body: parsed as T, headers: response.headers }
}
