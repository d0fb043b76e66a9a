// Where Next would answer for the API (an unknown /v1 address, a method a route does not take), the API
// answers in its own error shape: 404, or 405 with an Allow that names exactly the methods the route
// file exports. Checked on every route file on disk, so a new route without its fallbacks fails here.
import { describe, expect, it } from 'vitest'
import * as unknownAddress from '@/app/v1/[...path]/route'
import * as markSeen from '@/app/v1/review/mark-as-seen/route'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { loadRouteModules, METHODS, type RouteHandler } from '../support/route-table'
import { createOwner } from '../factories/users'

type ErrorBody = { error: { code: string; message: string } }

const modules = (await loadRouteModules()).filter((module) => !module.pattern.includes('[...path]'))

describe.each(modules.map((module) => [module.pattern, module] as const))('%s', (_pattern, { exports }) => {
  const takes = METHODS.filter((method) => exports[method] && !exports[method]?.fallback)
  const allow = [...takes, ...(takes.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].sort().join(', ')

  it('answers every method it does not take with the JSON 405 and Allow, and OPTIONS with the same Allow', async () => {
    expect(takes.length).toBeGreaterThan(0)
    for (const method of METHODS.filter((m) => !takes.includes(m))) {
      const handler = exports[method]
      expect(handler?.fallback, `${method} is exported`).toBe(true)
      const result = await callRoute<ErrorBody>(handler as never, { method, params: { any: 'x' } })
      expect(result.status, method).toBe(405)
      expect(result.headers.get('allow'), method).toBe(allow)
      expect(result.body.error).toMatchObject({ code: 'method_not_allowed', message: expect.stringContaining(method) })
    }
    const options = await callRoute(exports.OPTIONS as never, { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toBe(allow)
  })
})

describe('an address no route matches', () => {
  it('answers the JSON 404 to every method', async () => {
    for (const method of [...METHODS, 'OPTIONS'] as const) {
      const handler = (unknownAddress as Record<string, RouteHandler>)[method]
      const result = await callRoute<ErrorBody>(handler as never, { method, path: '/v1/no/such/thing', params: { path: ['no', 'such', 'thing'] } })
      expect(result.status, method).toBe(404)
      expect(result.body.error.code).toBe('not_found')
      expect(result.headers.get('content-type')).toBe('application/json')
    }
  })
})

describe('marking reviews seen', () => {
  it('is a POST: a GET, which any link or prefetch could send, changes nothing and answers 405', async () => {
    const { user, token } = await createOwner()
    await prisma.notification.create({ data: { userId: user.id, type: 'review', message: 'New review' } })
    const result = await callRoute(markSeen.GET, { method: 'GET', token, asCookie: true })
    expect(result.status).toBe(405)
    expect(result.headers.get('allow')).toBe('OPTIONS, POST')
    expect(await prisma.notification.count({ where: { userId: user.id, seenAt: null } })).toBe(1)
  })
})
