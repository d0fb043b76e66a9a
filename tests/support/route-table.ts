// Every /v1 route, found on disk, so the suites that walk the API cover a new route the day it lands.
import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import type { z } from 'zod'
import type { RateLimitName } from '@/lib/rate-limit/limits'

export const METHODS = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'] as const
export type Method = (typeof METHODS)[number]

export type RouteSpec = { auth: 'owner' | 'public'; rateLimit?: RateLimitName; params?: z.ZodType; query?: z.ZodType; body?: z.ZodType }
export type RouteHandler = ((request: never, context: never) => Promise<Response>) & { spec?: RouteSpec }
export type ApiRoute = { file: string; pattern: string; method: Method; handler: RouteHandler }

const V1 = path.join(process.cwd(), 'app/v1')

function routeFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const full = path.join(dir, entry)
    if (statSync(full).isDirectory()) return routeFiles(full)
    return entry === 'route.ts' ? [full] : []
  })
}

export async function loadApiRoutes(): Promise<ApiRoute[]> {
  const routes: ApiRoute[] = []
  for (const file of routeFiles(V1).sort()) {
    const pattern = `/v1/${path.relative(V1, path.dirname(file)).split(path.sep).join('/')}`.replace(/\/$/, '')
    const exported = (await import(/* @vite-ignore */ file)) as Partial<Record<Method, RouteHandler>>
    for (const method of METHODS) {
      const handler = exported[method]
      if (handler) routes.push({ file: path.relative(process.cwd(), file), pattern, method, handler })
    }
  }
  return routes
}

export const routeName = (route: Pick<ApiRoute, 'method' | 'pattern'>) => `${route.method} ${route.pattern}`
