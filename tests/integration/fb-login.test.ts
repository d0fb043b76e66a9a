// POST /v1/auth/fb-login against a local Graph API stub, with our Facebook app configured. The app reads
// its Facebook settings from the environment at import, so this file sets them first and imports the
// route after (auth.test.ts covers the route with Facebook not configured).
import { randomBytes } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { startHttpStub } from '../support/http-stub'
import { createOwner, uniqueEmail } from '../factories/users'

const APP_ID = 'app-123'
const profiles: Record<string, { id: string; email?: string; app?: string }> = {}
const graph = await startHttpStub((request) => {
  if (request.path === '/debug_token') {
    if (request.query.get('access_token') !== `${APP_ID}|app-secret`)
      return { status: 400, json: { error: { message: 'Invalid app access token', code: 190 } } }
    const profile = profiles[request.query.get('input_token') ?? '']
    return { json: { data: { is_valid: Boolean(profile), app_id: profile?.app ?? APP_ID } } }
  }
  if (request.path === '/me') {
    const profile = profiles[request.query.get('access_token') ?? '']
    if (!profile) return { status: 400, json: { error: { message: 'Invalid OAuth access token.', type: 'OAuthException', code: 190 } } }
    return { json: { id: profile.id, name: 'Fb User', ...(profile.email ? { email: profile.email } : {}) } }
  }
  return { status: 404, json: {} }
})
afterAll(() => graph.close())
Object.assign(process.env, { FACEBOOK_CLIENT_ID: APP_ID, FACEBOOK_CLIENT_SECRET: 'app-secret', FACEBOOK_GRAPH_BASE_URL: graph.url })

const { POST: fbLogin } = await import('@/app/v1/auth/fb-login/route')
const { GET: profileData } = await import('@/app/v1/user/profile-data/[userId]/route')
const { loginWithFacebook } = await import('@/lib/auth/facebook')

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Session = { token: string; userId: string; expiresAt: string }

/** A fresh caller address (the peer address Next forwards last), so rate limits of one test never leak into another. */
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.7, 10.${randomBytes(3).join('.')}` })
const facebookAccount = (email?: string, app?: string) => {
  const token = `tok-${randomBytes(6).toString('hex')}`
  profiles[token] = { id: `fb-${randomBytes(4).toString('hex')}`, email, app }
  return { token, ...profiles[token] }
}

describe('POST /v1/auth/fb-login', () => {
  it('logs in with the e-mail Facebook answers, not the posted one, and the token works', async () => {
    const victim = await createOwner()
    const account = facebookAccount(uniqueEmail('fb'))
    const result = await callRoute<Session>(fbLogin, { body: { fbToken: account.token, email: victim.user.email }, headers: fromIp() })
    expect(result.status).toBe(200)
    expect(result.body.userId).not.toBe(victim.user.id)
    const user = await prisma.user.findUniqueOrThrow({ where: { id: result.body.userId } })
    expect(user).toMatchObject({ email: account.email, facebookUserId: account.id })
    expect(user.emailVerifiedAt).toBeInstanceOf(Date)
    expect((await callRoute(profileData, { token: result.body.token, params: { userId: result.body.userId } })).status).toBe(200)
  })

  it('links an existing account with the same e-mail', async () => {
    const existing = await createOwner()
    const account = facebookAccount(existing.user.email)
    const result = await callRoute<Session>(fbLogin, { body: { fbToken: account.token }, headers: fromIp() })
    expect(result.body.userId).toBe(existing.user.id)
  })

  it('refuses a Facebook account without an e-mail and touches no account', async () => {
    const account = facebookAccount()
    const result = await callRoute<Err>(fbLogin, { body: { fbToken: account.token }, headers: fromIp() })
    expect(result.status).toBe(422)
    expect(result.body.error.message).toBe('No email present on Facebook account. Please use email/password.')
    expect(await prisma.user.count({ where: { facebookUserId: account.id } })).toBe(0)
  })

  it("refuses a token of another Facebook app, one Facebook does not know, and another account's user id", async () => {
    const otherApp = facebookAccount(uniqueEmail('other-app'), 'someone-elses-app')
    const refused = await callRoute<Err>(fbLogin, { body: { fbToken: otherApp.token }, headers: fromIp() })
    expect(refused.status).toBe(401)
    expect(await prisma.user.count({ where: { email: otherApp.email } })).toBe(0)
    expect((await callRoute(fbLogin, { body: { fbToken: 'unknown' }, headers: fromIp() })).status).toBe(401)
    const account = facebookAccount(uniqueEmail('fb'))
    expect((await callRoute(fbLogin, { body: { fbToken: account.token, fbUserId: 'fb-someone-else' }, headers: fromIp() })).status).toBe(401)
  })

  it('asks Facebook whether the token is ours with our app credentials', async () => {
    const account = facebookAccount(uniqueEmail('fb'))
    await callRoute(fbLogin, { body: { fbToken: account.token }, headers: fromIp() })
    const check = graph.requests.findLast((request) => request.path === '/debug_token')!
    expect(check.query.get('input_token')).toBe(account.token)
    expect(check.query.get('access_token')).toBe(`${APP_ID}|app-secret`)
  })

  it('answers 503 when Facebook cannot be reached', async () => {
    const result = loginWithFacebook({ fbToken: 'x' }, { baseUrl: 'http://127.0.0.1:9', appId: APP_ID, appSecret: 'app-secret' })
    await expect(result).rejects.toMatchObject({ code: 'unavailable' })
  })

  it('validates the input', async () => {
    const result = await callRoute<Err>(fbLogin, { body: { email: 'x@example.com' }, headers: fromIp() })
    expect(result.status).toBe(422)
    expect(result.body.error.fields).toEqual({ fbToken: 'The Facebook token is missing' })
  })

  it('is rate limited by address before Facebook is asked', async () => {
    const headers = fromIp()
    for (let i = 0; i < 10; i++) await callRoute(fbLogin, { body: { fbToken: `guess-${i}` }, headers })
    const asked = graph.requests.length
    const over = await callRoute<Err>(fbLogin, { body: { fbToken: facebookAccount(uniqueEmail()).token }, headers })
    expect(over.status).toBe(429)
    expect(over.body.error.message).toMatch(/Too many login attempts/)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(graph.requests.length).toBe(asked)
  })

  it('is rate limited by the e-mail Facebook answers, whatever the address', async () => {
    const email = uniqueEmail('fb-limited')
    for (let i = 0; i < 10; i++) {
      expect((await callRoute(fbLogin, { body: { fbToken: facebookAccount(email).token }, headers: fromIp() })).status).toBe(200)
    }
    const over = await callRoute<Err>(fbLogin, { body: { fbToken: facebookAccount(email).token }, headers: fromIp() })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another Facebook account is not held back by it.
    expect((await callRoute(fbLogin, { body: { fbToken: facebookAccount(uniqueEmail('fb-free')).token }, headers: fromIp() })).status).toBe(200)
  })
})
