// Every /v1 route on disk declares the schema of its JSON answer (lib/http/route.ts), so every
// integration test that calls it checks what it answered (tests/support/call-route.ts). Only routes that
// answer a body of their own are exempt, each listed in NON_JSON_ROUTES with why.
import { describe, expect, it } from 'vitest'
import { loadApiRoutes, NON_JSON_ROUTES, routeName } from '../support/route-table'

const routes = await loadApiRoutes()

describe.each(routes.map((route) => [routeName(route), route] as const))('%s', (name, route) => {
  const exempt = NON_JSON_ROUTES[name]
  it(exempt ? `answers no JSON (${exempt}), so it declares no response schema` : 'declares the schema of its JSON answer', () => {
    const declared = route.handler.spec?.response
    if (exempt) expect(declared, `${name} declares a response schema: take it off NON_JSON_ROUTES`).toBeUndefined()
    else expect(declared, `${name} declares no response schema: add \`response\` (from its lib/<domain>/schema.ts) to its route() spec`).toBeDefined()
  })
})

describe('NON_JSON_ROUTES', () => {
  it('lists only routes on disk', () => {
    const names = routes.map(routeName)
    for (const name of Object.keys(NON_JSON_ROUTES)) expect(names).toContain(name)
  })
})
