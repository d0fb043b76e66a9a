// Every /v1 route, found on disk, so the suites that walk the API cover a new route the day it lands.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import type { RateLimitName } from '@/lib/rate-limit/limits'

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

export type RouteSpec = {
  auth: 'owner' | 'public'
  rateLimit?: RateLimitName
  params?: z.ZodType
  query?: z.ZodType
  body?: z.ZodType
  response?: z.ZodType
}
/** `fallback`: the JSON 405 of a method the route does not take, or the 404 of app/v1/[...path] (lib/http/fallback-routes). */
export type RouteHandler = ((request: never, context: never) => Promise<Response>) & { spec?: RouteSpec; fallback?: true }
export type ApiRoute = { file: string; pattern: string; method: Method; handler: RouteHandler }
export type RouteModule = { file: string; pattern: string; exports: Partial<Record<Method | 'OPTIONS', RouteHandler>> }

const V1 = path.join(process.cwd(), 'app/v1')

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return entry === 'route.ts' ? [full] : []
  })
}

/** Every route file under app/v1 and what it exports, fallbacks included. */
export async function loadRouteModules(): Promise<RouteModule[]> {
  const modules: RouteModule[] = []
  for (const file of routeFiles(V1).sort()) {
    const pattern = `/v1/${path.relative(V1, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '')
    modules.push({ file: path.relative(process.cwd(), file), pattern, exports: await import(/* @vite-ignore */ file) })
  }
  return modules
}

/** The routes of the API: each method a route file really answers. */
export async function loadApiRoutes(): Promise<ApiRoute[]> {
  return (await loadRouteModules()).flatMap(({ file, pattern, exports }) =>
    METHODS.flatMap((method) => {
      const handler = exports[method]
      return handler && !handler.fallback ? [{ file, pattern, method, handler }] : []
    }),
  )
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'pattern'>) => `${route.method} ${route.pattern}`

/**
 * The /v1 routes that answer a body of their own, not JSON, so they declare no `response` schema
 * (lib/http/route.ts), and why. Every other route declares one (tests/integration/response-schemas.test.ts),
 * and callRoute refuses a JSON answer from a route that declares none. Outside /v1, the review card and
 * share image routes answer PNGs and declare none either.
 */
export const NON_JSON_ROUTES: Record<string, string> = {
  'DELETE /v1/appointment/[appointmentId]': 'a 204 with no body',
  'GET /v1/appointment/[appointmentId]/contract': 'the signed contract, a PDF (or an HTML file) to keep or print',
  'GET /v1/appointment/[appointmentId]/invoice': "the gig's invoice, a PDF",
  'GET /v1/appointment/[appointmentId]/payments/[paymentId]/receipt': "a payment's receipt (or tax invoice), a PDF",
  'GET /v1/books/export': "the period's payments and refunds as a CSV file (plain, or Xero's invoice import)",
  'GET /v1/offer/[token]/contract': "the client's signed contract, a PDF (or an HTML file) to keep or print",
  'GET /v1/calendar-feed/[token]': "the owner's gigs as ICS, for a phone's calendar app",
  'GET /v1/instagram/connect': "a redirect to Instagram's authorisation page",
  'GET /v1/util/route-image': 'the proxied image itself',
  'GET /v1/clients/export': "the owner's clients as a CSV file to download",
  'GET /v1/account/export': "the owner's whole account as a ZIP file (JSON and her photos) to download",
  'GET /v1/clients/[clientId]/photos/[photoId]': "the photo of a client's private album itself, for its owner only",
}
