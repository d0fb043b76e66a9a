// The API's error shape where Next would answer for us: a method a route does not export (Next's own
// 405 has an empty body and no Allow) and a /v1 address no route matches (Next's not-found page).
// Every /v1 route file exports the methods it lacks from `otherMethods`; app/v1/[...path] is the 404.
import type { NextRequest } from 'next/server'
import { AppError } from '@/lib/errors'
import { route } from './route'

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Handler = (request: NextRequest, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response>

/** Marks a handler as no route of the API, so the suites that walk every route leave it out. */
const fallback = <H extends Handler>(handler: H) => Object.assign(handler, { fallback: true as const })

/** The same answer to every method but OPTIONS. */
function everyMethod(handler: Handler, options: Handler) {
  const answer = fallback(handler)
  return { GET: answer, POST: answer, PUT: answer, PATCH: answer, DELETE: answer, OPTIONS: fallback(options) }
}

/**
 * Handlers for the methods a route does not take: 405 in the error shape, with Allow. OPTIONS answers
 * 204 with the same Allow (Next's own would count these handlers as methods the route takes).
 */
export function otherMethods(...allowed: Method[]) {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ')
  const refuse = route({ auth: 'public' }, async ({ request }) => {
    throw new AppError('method_not_allowed', `This address does not take ${request.method}; it takes ${allowed.join(' or ')}.`, { allow })
  })
  return everyMethod(refuse, async () => new Response(null, { status: 204, headers: { allow } }))
}

/** Handlers for a /v1 address no route matches: 404 in the error shape, whatever the method. */
export function unknownAddress() {
  const refuse = route({ auth: 'public' }, async () => {
    throw new AppError('not_found', 'There is no such address in the Glowfolio API. Check the path.')
  })
  return everyMethod(refuse, refuse)
}
