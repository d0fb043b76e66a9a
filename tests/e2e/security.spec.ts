import { randomBytes, randomInt } from 'node:crypto'
import http from 'node:http'
import { mintImpersonationLink } from '@/lib/auth/impersonation'
import { createPageWorld, pageVisits, storageStateFor } from './support/app-pages'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, test } from './support/fixtures'

/** `storedSite`: a public site's page from its stored render, the same bytes for everyone: no inline script runs, so there is no nonce. */
function expectHardened(headers: Record<string, string>, what: string, { storedSite = false } = {}) {
  const csp = headers['content-security-policy']
  if (storedSite) expect(csp, what).toMatch(/script-src 'self';/)
  else expect(csp, what).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'/)
  expect(csp, what).toContain("frame-ancestors 'none'")
  expect(csp, what).toContain("object-src 'none'")
  expect(csp, what).toContain("base-uri 'self'")
  expect(headers['strict-transport-security'], what).toMatch(/max-age=\d+; includeSubDomains/)
  expect(headers['x-content-type-options'], what).toBe('nosniff')
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin')
  expect(headers['x-frame-options'], what).toBe('DENY')
  return csp
}

test('every page of the app carries a nonce CSP and the hardening headers, and its scripts carry the nonce; a stored site page runs no inline script', async ({
  playwright,
}) => {
  test.setTimeout(180_000)
  const world = await createPageWorld()
  const visits = pageVisits(world)
  // The walk really reaches the kinds of page the app has.
  for (const pattern of [
    '/landing',
    '/login',
    '/signup',
    '/[slug]',
    '/post-review/[userId]',
    '/dashboard/today',
    '/dashboard/setup/business-name',
    '/not-found',
  ]) {
    expect(visits.map((visit) => visit.pattern)).toContain(pattern)
  }
  for (const visit of visits) {
    const request = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await storageStateFor(visit.as, world) })
    try {
      const what = `${visit.pattern} (${visit.path}, as ${visit.as})`
      const response = await request.get(visit.path)
      expect(response.status(), what).toBe(visit.status)
      expect(new URL(response.url()).pathname, what).toBe(visit.lands)
      const storedSite = response.headers()['x-cache'] !== undefined
      const csp = expectHardened(response.headers(), what, { storedSite })
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)].map((match) => match[0])
      expect(scripts.length, what).toBeGreaterThan(0)
      if (storedSite) {
        // Structured data (not run) and this origin's files only.
        for (const script of scripts) expect(script, what).toMatch(/type="application\/ld\+json"|src="\//)
        continue
      }
      // Every script that runs carries the nonce; structured data (JSON-LD) is never run, so needs none.
      const nonce = csp.match(/'nonce-([^']+)'/)![1]
      for (const script of scripts.filter((script) => !script.includes('type="application/ld+json"'))) expect(script, what).toContain(`nonce="${nonce}"`)
    } finally {
      await request.dispose()
    }
  }
})

test('a fresh nonce per answer; the API is nosniff and never cached; the build’s scripts carry only the header a script heeds', async ({ request }) => {
  const [a, b] = await Promise.all([request.get('/login'), request.get('/login')])
  expect(a.headers()['content-security-policy']).not.toBe(b.headers()['content-security-policy'])
  const api = await request.get('/v1/kit')
  expect(api.headers()['x-content-type-options']).toBe('nosniff')
  expect(api.headers()['cache-control']).toBe('no-store')
  const scriptPath = (await a.text()).match(/<script\b[^>]*src="(\/_next\/static\/[^"]+\.js)"/)![1]
  const script = await request.get(scriptPath)
  expect(script.status()).toBe(200)
  expect(script.headers()['x-content-type-options']).toBe('nosniff')
  expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  for (const documentHeader of ['x-frame-options', 'permissions-policy', 'referrer-policy', 'cross-origin-opener-policy', 'strict-transport-security']) {
    expect(script.headers()[documentHeader], documentHeader).toBeUndefined()
  }
})

test('pages run under the CSP without a single violation', async ({ page }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply)/i.test(message.text())) violations.push(message.text())
  })
  const user = await prisma.user.create({
    data: { email: `csp-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'CSP Beauty' },
  })
  for (const path of ['/landing', '/login', '/signup']) await page.goto(path)
  await signIn(page, user)
  for (const path of ['/dashboard/reviews', '/dashboard/photos']) {
    await page.goto(path)
    await page.waitForLoadState('networkidle')
  }
  expect(violations).toEqual([])
})

test('the session cookie is httpOnly and SameSite, and Secure with a __Secure- name in production', async ({ page, request }) => {
  await page.goto('/login')
  const email = `cookie-${randomBytes(4).toString('hex')}@example.com`
  await request.post('/v1/auth/register', { data: { email, password: 'cookie password' } })
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill('cookie password')
  await page.getByRole('button', { name: 'Log in' }).click()
  await page.waitForURL(/\/dashboard\//)
  const session = (await page.context().cookies()).find((c) => c.name === 'next-auth.session-token')!
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const server = await startExtraServer({ APP_URL: 'https://glowfolio.test', NEXTAUTH_URL: 'https://glowfolio.test' })
  try {
    const owner = await prisma.user.create({ data: { email: `secure-${randomBytes(4).toString('hex')}@example.com` } })
    const link = await mintImpersonationLink({ email: owner.email, staff: 'tests' })
    const answer = await fetch(`${server.url}${new URL(link).pathname}`, { redirect: 'manual' })
    const cookie = answer.headers.get('set-cookie')!
    expect(cookie).toMatch(/^__Secure-next-auth\.session-token=/)
    expect(cookie).toMatch(/; Secure/i)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=lax/i)
  } finally {
    await server.stop()
  }
})

/** A POST from a loopback address of its own (127.x.y.z), so this test's rate limits are its own. */
function postFrom(baseUrl: string, localAddress: string, path: string, body: unknown, headers: Record<string, string>): Promise<number> {
  const url = new URL(path, baseUrl)
  return new Promise((resolve, reject) => {
    const request = http.request(
      { host: '127.0.0.1', port: url.port, path: url.pathname, method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } },
      (response) => {
        response.resume()
        response.on('end', () => resolve(response.statusCode ?? 0))
      },
    )
    request.on('error', reject)
    request.end(JSON.stringify(body))
  })
}
const loopback = () => `127.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(2, 250)}`
const resetRequest = () => ({ email: `spoof-${randomBytes(4).toString('hex')}@example.com` })

test('a made-up X-Forwarded-For does not escape the per-IP rate limit', async () => {
  const baseUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3000'
  const peer = loopback()
  const statuses: number[] = []
  // forgot-password allows 10 per address per 15 minutes; each attempt claims another address.
  for (let i = 0; i < 11; i++)
    statuses.push(await postFrom(baseUrl, peer, '/v1/auth/forgot-password', resetRequest(), { 'x-forwarded-for': `203.0.113.${i + 1}` }))
  expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
  expect(statuses[10]).toBe(429)
  // Another client is not held back by it.
  expect(await postFrom(baseUrl, loopback(), '/v1/auth/forgot-password', resetRequest(), {})).toBe(200)
})

test('behind TRUST_PROXY=1 the address the proxy appended counts, not what the client wrote before it', async () => {
  const server = await startExtraServer({ TRUST_PROXY: '1' })
  try {
    const proxy = loopback()
    const client = `198.51.100.${randomInt(1, 250)}`
    const statuses: number[] = []
    for (let i = 0; i < 11; i++)
      statuses.push(await postFrom(server.url, proxy, '/v1/auth/forgot-password', resetRequest(), { 'x-forwarded-for': `6.6.6.${i + 1}, ${client}` }))
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200))
    expect(statuses[10]).toBe(429)
    // Other clients behind the same proxy have limits of their own.
    expect(await postFrom(server.url, proxy, '/v1/auth/forgot-password', resetRequest(), { 'x-forwarded-for': `192.0.2.${randomInt(1, 250)}` })).toBe(200)
  } finally {
    await server.stop()
  }
})

/** One request exactly as written: the path goes out byte for byte, unlike a client that re-encodes it. */
function send(path: string, { method = 'GET', headers = {}, body }: { method?: string; headers?: Record<string, string>; body?: string } = {}) {
  const url = new URL(process.env.E2E_BASE_URL ?? 'http://localhost:3000')
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const request = http.request({ host: url.hostname, port: url.port, path, method, headers }, (response) => {
      let text = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (text += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }))
    })
    request.on('error', reject)
    request.end(body)
  })
}

const errorCode = (body: string) => (JSON.parse(body) as { error: { code: string } }).error.code

test('bad input gets a 4xx in the error shape from the real server, never a 5xx', async () => {
  // Paths Next cannot decode: refused by server.mjs.
  for (const path of ['/%ff', '/v1/review/%ff', '/book/%ff', '/v1/review/%', '/dashboard/%E0%A4%A']) {
    const answer = await send(path)
    expect(answer.status, path).toBe(400)
    expect(answer.headers['content-type'], path).toBe('application/json')
    expect(errorCode(answer.body), path).toBe('bad_request')
  }
  // /v1 addresses no route matches, and methods a route does not take.
  for (const [method, path] of [
    ['GET', '/v1/no/such/thing'],
    ['POST', '/v1/nope'],
    ['DELETE', '/v1/review/x/y'],
  ]) {
    const answer = await send(path, { method })
    expect(answer.status, `${method} ${path}`).toBe(404)
    expect(errorCode(answer.body), `${method} ${path}`).toBe('not_found')
  }
  const del = await send('/v1/kit', { method: 'DELETE' })
  expect([del.status, del.headers.allow, errorCode(del.body)]).toEqual([405, 'GET, HEAD, OPTIONS', 'method_not_allowed'])
  const seen = await send('/v1/review/mark-as-seen')
  expect([seen.status, seen.headers.allow, errorCode(seen.body)]).toEqual([405, 'OPTIONS, POST', 'method_not_allowed'])
  expect((await send('/v1/kit', { method: 'OPTIONS' })).headers.allow).toBe('GET, HEAD, OPTIONS')
  // A body nested thousands of levels deep.
  const deep = await send('/v1/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: `{"email":${'['.repeat(5000)}${']'.repeat(5000)}}`,
  })
  expect([deep.status, errorCode(deep.body)]).toEqual([400, 'bad_request'])
  // next-auth, given a callbackUrl it cannot parse in the query or its cookie: a 400 that clears the cookie.
  for (const [path, cookie] of [
    ['/api/auth/signin?callbackUrl=http%3A%2F%2F%5B', ''],
    ['/api/auth/csrf?callbackUrl=http://[', ''],
    ['/api/auth/session', 'next-auth.callback-url=http%3A%2F%2F%5B'],
    ['/api/auth/providers', 'next-auth.callback-url=http://['],
  ]) {
    const answer = await send(path, { headers: cookie ? { cookie } : {} })
    expect([answer.status, errorCode(answer.body)], `${path} ${cookie}`).toEqual([400, 'bad_request'])
    if (cookie) expect(String(answer.headers['set-cookie']), path).toMatch(/^next-auth\.callback-url=; Path=\/; Max-Age=0/)
  }
  // In a form body it reaches next-auth's redirect check, which sends it home.
  const signOut = await send('/api/auth/signout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'callbackUrl=http%3A%2F%2F%5B&json=true',
  })
  expect(signOut.status).toBeLessThan(500)
  expect(await send('/api/auth/session')).toMatchObject({ status: 200 })
})
