// Bad input, generated from each route's own zod schemas: its fields with valid values mixed with wrong
// types, out-of-bounds strings and numbers, hostile unicode, missing and extra fields; any JSON at all;
// malformed JSON and wrong content types. A route must never answer 5xx, must answer every refusal in
// the JSON error shape, and a refused request must write nothing anywhere: every table's rows are
// compared before and after (this file has a database of its own, so no other test writes meanwhile).
import { randomBytes } from 'node:crypto'
import fc from 'fast-check'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { callRoute, type CallResult } from '../support/call-route'
import { changedTables, databaseState, setUpOwnDatabase } from '../support/own-database'
import { ownerWithEverything } from '../support/owner-world'
import { loadApiRoutes, routeName, type ApiRoute } from '../support/route-table'
import { bodiesOf, queriesOf } from '../support/schema-values'

await setUpOwnDatabase('fuzz')

// Facebook, here, knows no token: the fuzzed logins are refused the way the real one refuses them.
// Hoisted above the imports, because lib/env reads the environment once, when it is first imported.
const facebook = await vi.hoisted(async () => {
  const { startHttpStub } = await import('../support/http-stub')
  const stub = await startHttpStub(() => ({ status: 400, json: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } }))
  Object.assign(process.env, { FACEBOOK_GRAPH_BASE_URL: stub.url, FACEBOOK_CLIENT_ID: 'fuzz-app', FACEBOOK_CLIENT_SECRET: 'fuzz-secret' })
  return stub
})
afterAll(() => facebook.close())

const routes = await loadApiRoutes()
const RUNS = Number(process.env.FUZZ_RUNS ?? 25)

/** A caller address of its own for each request, so the per-IP limits leave the parser something to refuse. */
const freshIp = () => ({ 'x-forwarded-for': `198.18.${randomBytes(1)[0]}.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

function expectWellFormedRefusal(result: CallResult, what: string) {
  expect(result.status, what).toBeLessThan(500)
  if (result.status >= 400) {
    const body = result.body as { error?: { code?: unknown; message?: unknown } }
    expect(typeof body?.error?.code, what).toBe('string')
    expect(typeof body?.error?.message, what).toBe('string')
  }
}

const paramValues = (route: ApiRoute) => Object.fromEntries([...route.pattern.matchAll(/\[([^\]]+)\]/g)].map((m) => [m[1], m[1] === 'wizardStep' ? 'businessName' : 'fuzz-id']))

describe.each(routes.map((route) => [routeName(route), route] as const))('%s', (_name, route) => {
  it('survives bodies and queries generated from its schemas, and a refusal writes nothing', async () => {
    const world = await ownerWithEverything()
    let state = await databaseState()
    await fc.assert(
      fc.asyncProperty(bodiesOf(route.handler.spec?.body), queriesOf(route.handler.spec?.query), async (body, query) => {
        const result = await callRoute(route.handler as never, {
          method: route.method,
          token: world.token,
          params: paramValues(route),
          query,
          body: route.method === 'GET' ? undefined : body,
          headers: freshIp(),
        })
        const what = `${JSON.stringify(body)?.slice(0, 300)} ?${JSON.stringify(query).slice(0, 200)}`
        expectWellFormedRefusal(result, what)
        const after = await databaseState()
        if (result.status >= 400) expect(changedTables(state, after), what).toEqual([])
        state = after
      }),
      { numRuns: RUNS },
    )
  })

  it.skipIf(route.method === 'GET' || !route.handler.spec?.body)('refuses malformed JSON and wrong content types with a 4xx, writing nothing', async () => {
    const world = await ownerWithEverything()
    const before = await databaseState()
    for (const [rawBody, type] of [
      ['{"name": ', 'application/json'],
      ['{"a":1}{"b":2}', 'application/json'],
      ['\ufeff{"name":"x"', 'application/json'],
      ['name=x&_id=1', 'application/x-www-form-urlencoded'],
      ['<xml/>', 'text/xml'],
      ['{"name":"x"}', 'text/plain'],
      ['\u0000\u0001', 'application/octet-stream'],
    ]) {
      const result = await callRoute(route.handler as never, {
        method: route.method,
        token: world.token,
        params: paramValues(route),
        rawBody,
        headers: { 'content-type': type, ...freshIp() },
      })
      expectWellFormedRefusal(result, `${type}: ${rawBody}`)
      expect(result.status, `${type}: ${rawBody}`).toBeGreaterThanOrEqual(400)
    }
    expect(changedTables(before, await databaseState())).toEqual([])
  })
})
