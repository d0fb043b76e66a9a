// Every public write is rate limited per IP, enumerated from the public-routes list: a new public write
// without a limit fails here. The limit is counted before the body is parsed, so the flood below is of
// empty, invalid requests: they count like any other, and the one past the limit answers 429.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { rateLimitFor } from '@/lib/rate-limit/limits'
import { callRoute } from '../support/call-route'
import { PUBLIC_ROUTES, UNLIMITED_PUBLIC_WRITES } from '../support/public-routes'
import { loadApiRoutes, routeName } from '../support/route-table'

const routes = await loadApiRoutes()
const publicWrites = Object.keys(PUBLIC_ROUTES).filter((name) => !name.startsWith('GET ') && !(name in UNLIMITED_PUBLIC_WRITES))

describe('public writes', () => {
  it('include the review, its photo upload and every auth route', () => {
    for (const name of [
      'POST /v1/review',
      'POST /v1/review/upload-photo',
      'POST /v1/auth/register',
      'POST /v1/auth/login',
      'POST /v1/auth/forgot-password',
      'POST /v1/auth/new-password',
      'POST /v1/auth/verify-email',
      'POST /v1/auth/fb-login',
    ]) {
      expect(publicWrites).toContain(name)
    }
  })

  it('list only exemptions that are public writes', () => {
    for (const name of Object.keys(UNLIMITED_PUBLIC_WRITES)) expect(Object.keys(PUBLIC_ROUTES)).toContain(name)
  })
})

describe.each(publicWrites)('%s', (name) => {
  it('declares a per-IP rate limit and answers 429 with Retry-After past it, whatever the body', async () => {
    const route = routes.find((candidate) => routeName(candidate) === name)
    expect(route, `${name} is in PUBLIC_ROUTES but not on disk`).toBeDefined()
    const limit = route!.handler.spec?.rateLimit
    expect(limit, `${name} is a public write without a rate limit: declare rateLimit in its route spec`).toBeDefined()
    const { points } = rateLimitFor(limit!)
    const headers = { 'x-forwarded-for': `192.0.2.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}`, 'content-type': 'application/json' }
    const call = () =>
      callRoute(route!.handler as never, { method: route!.method, params: { userId: 'nobody' }, query: { userId: 'nobody' }, rawBody: '{}', headers })
    for (let i = 0; i < points; i++) expect((await call()).status, `call ${i + 1} of ${points}`).not.toBe(429)
    const over = await call()
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(over.body).toMatchObject({ error: { code: 'rate_limited', message: expect.any(String) } })
  })
})
