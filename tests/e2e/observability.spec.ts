// Production observability, against local stand-ins: error reports to a Sentry-speaking stub when
// SENTRY_DSN is set (a page's server error and an API 500, which answers its request id), analytics
// loaded under the CSP nonce and reporting when ANALYTICS_DOMAIN is set, and neither without them.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { startHttpStub } from '@/tests/support/http-stub'
import { startExtraServer } from './support/extra-server'
import { expect, snap, test } from './support/fixtures'

test('without SENTRY_DSN or ANALYTICS_DOMAIN a page carries neither, and the CSP allows no other origin', async ({ request }) => {
  const response = await request.get('/landing')
  const html = await response.text()
  expect(html).not.toContain('name="sentry-dsn"')
  expect(html).not.toContain('data-domain=')
  expect(response.headers()['content-security-policy']).toContain("connect-src 'self';")
})

test('with SENTRY_DSN, a page that fails on the server and an API 500 are reported; the 500 answers its request id', async ({ page }) => {
  test.skip(process.env.DATABASE_EMBEDDED === '1', 'needs a second database on the Postgres server')
  test.setTimeout(120_000)
  const sentry = await startHttpStub(() => ({ json: { id: randomBytes(16).toString('hex') } }))
  // A database with no tables: the app starts and answers health checks, and every read fails.
  const name = `glowfolio_broken_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE DATABASE "${name}"`)
  const brokenUrl = new URL(process.env.DATABASE_URL!)
  brokenUrl.pathname = `/${name}`
  const server = await startExtraServer({ DATABASE_URL: brokenUrl.toString(), SENTRY_DSN: `http://publickey@127.0.0.1:${new URL(sentry.url).port}/42` })
  try {
    const failed = await page.goto(`${server.url}/landing`)
    expect(failed?.status()).toBe(500)
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect.poll(() => page.locator('main img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(192)
    await snap(page, 'server-error')

    const api = await fetch(`${server.url}/v1/kit`)
    expect(api.status).toBe(500)
    const body = (await api.json()) as { error: { code: string; requestId: string } }
    expect(body.error.code).toBe('internal')
    expect(body.error.requestId).toBe(api.headers.get('x-request-id'))
    expect(JSON.stringify(body)).not.toContain('does not exist')

    const envelopes = () => sentry.requests.filter((r) => r.path === '/api/42/envelope/').map((r) => r.body)
    await expect.poll(() => envelopes().filter((e) => e.includes('"type":"event"')).length, { timeout: 30_000 }).toBeGreaterThanOrEqual(2)
    expect(envelopes().some((e) => e.includes(body.error.requestId))).toBe(true)
    expect(envelopes().some((e) => e.includes('/landing'))).toBe(true)
  } finally {
    await server.stop()
    await sentry.close()
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
    await admin.end()
  }
})

test('with ANALYTICS_DOMAIN, pages load the analytics script under the CSP nonce and it reports, without cookies', async ({ browser }) => {
  test.setTimeout(120_000)
  // A Plausible-style collector: the script sends a pageview to its own origin.
  const script = `(function(){var s=document.currentScript;fetch(new URL('/api/event',s.src),{method:'POST',mode:'no-cors',body:JSON.stringify({n:'pageview',d:s.getAttribute('data-domain'),u:location.href})})})()`
  const collector = await startHttpStub((request) =>
    request.path === '/js/script.js' ? { body: script, headers: { 'content-type': 'text/javascript' } } : { status: 202, body: 'ok' },
  )
  const server = await startExtraServer({ ANALYTICS_DOMAIN: 'glowfolio.test', ANALYTICS_SCRIPT_URL: `${collector.url}/js/script.js` })
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|connect)/i.test(message.text())) violations.push(message.text())
    })
    const response = await page.goto(`${server.url}/landing`)
    expect(response?.headers()['content-security-policy']).toContain(`connect-src 'self' ${collector.url}`)
    await expect.poll(() => collector.requests.filter((r) => r.path === '/api/event').length).toBe(1)
    const event = JSON.parse(collector.requests.find((r) => r.path === '/api/event')!.body)
    expect(event).toMatchObject({ n: 'pageview', d: 'glowfolio.test', u: `${server.url}/landing` })
    expect(violations).toEqual([])
    expect(await context.cookies()).toEqual([])
  } finally {
    await context.close()
    await server.stop()
    await collector.close()
  }
})
