// Sessions end for real: logging out (the API or next-auth's signOut) ends that login, as cookie and as
// bearer, while the owner's other logins go on; "Log out everywhere" ends them all; next-auth's sliding
// re-issue (GET /api/auth/session) never stretches a login past 30 days nor revives an ended one.
import { randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { NextAuthOptions } from 'next-auth'
import { describe, expect, it, vi } from 'vitest'
import { GET as clearSessionGet, POST as clearSession } from '@/app/auth/clear-session/route'
import { POST as logout } from '@/app/v1/auth/logout/route'
import { POST as logoutEverywhere } from '@/app/v1/auth/logout-everywhere/route'
import { GET as profileData } from '@/app/v1/user/profile-data/[userId]/route'
import { authenticateToken } from '@/lib/auth/authenticate'
import { authOptions } from '@/lib/auth/next-auth'
import { forgetExpiredSessions, mintSessionToken } from '@/lib/auth/sessions'
import { readSessionToken, SESSION_COOKIE } from '@/lib/auth/token'
import { pool, prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

const DAY = 24 * 60 * 60 * 1000

async function works(token: string, userId: string, asCookie = false) {
  return (await callRoute(profileData, { token, asCookie, params: { userId } })).status === 200
}

type Internal = { status?: number; body?: unknown; redirect?: string; cookies?: { name: string; value: string; options: { secure?: boolean } }[] }
type AuthRequest = {
  action: string
  method: string
  cookies: Record<string, string>
  headers: Record<string, string>
  query: Record<string, string>
  body?: Record<string, string>
}
// The core handler app/api/auth/[...nextauth] ends in; its route wrapper needs Next's request scope
// (next/headers), and the package does not export its core by name.
const { AuthHandler } = createRequire(import.meta.url)(path.join(process.cwd(), 'node_modules/next-auth/core/index.js')) as {
  AuthHandler: (params: { req: AuthRequest; options: NextAuthOptions }) => Promise<Internal>
}

/** next-auth's own handler, with the browser's cookies. */
async function nextAuth(action: 'session' | 'csrf' | 'signout', cookies: Record<string, string>, body?: Record<string, string>, options = authOptions()) {
  return AuthHandler({ req: { action, method: body ? 'POST' : 'GET', cookies, headers: { host: 'localhost:3000' }, query: {}, body }, options })
}
const cookieOf = (response: Awaited<ReturnType<typeof nextAuth>>, name: string) => response.cookies?.find((cookie) => cookie.name === name)

describe('POST /v1/auth/logout', () => {
  it('ends this login as bearer and as cookie; the same owner on another device stays logged in', async () => {
    const { user, token } = await createOwner()
    const { token: phone } = await mintSessionToken(user)
    expect(await works(token, user.id)).toBe(true)

    const result = await callRoute(logout, { method: 'POST', token })
    expect(result).toMatchObject({ status: 200, body: 'success' })
    expect(await works(token, user.id)).toBe(false)
    expect(await works(token, user.id, true)).toBe(false)
    // The token still decodes (it is remembered, unexpired): the database says no.
    expect(await readSessionToken(token)).not.toBeNull()
    expect(await works(phone, user.id)).toBe(true)
  })

  it('answers 401 without a token, and a second logout with the ended token is refused', async () => {
    const { token } = await createOwner()
    expect((await callRoute(logout, { method: 'POST' })).status).toBe(401)
    await callRoute(logout, { method: 'POST', token })
    expect((await callRoute(logout, { method: 'POST', token })).status).toBe(401)
  })

  it("with another owner's token ends only that owner's login", async () => {
    const first = await createOwner()
    const other = await createOwner()
    expect((await callRoute(logout, { method: 'POST', token: other.token })).status).toBe(200)
    expect(await works(first.token, first.user.id)).toBe(true)
    expect(await works(other.token, other.user.id)).toBe(false)
  })

  it('from a browser must come from our own pages', async () => {
    const { user, token } = await createOwner()
    const forged = await callRoute(logout, { method: 'POST', token, asCookie: true, headers: { origin: 'https://evil.example' } })
    expect(forged.status).toBe(403)
    expect(await works(token, user.id)).toBe(true)
  })
})

describe("next-auth's signOut (the menu's Log out)", () => {
  it('ends the login, not only the cookie', async () => {
    const { user, token } = await createOwner()
    const csrf = await nextAuth('csrf', {})
    const csrfCookie = cookieOf(csrf, 'next-auth.csrf-token')!
    const { csrfToken } = csrf.body as { csrfToken: string }
    const answer = await nextAuth('signout', { [SESSION_COOKIE]: token, 'next-auth.csrf-token': csrfCookie.value }, { csrfToken })
    expect(answer.redirect).toBe('http://localhost:3000')
    expect(cookieOf(answer, SESSION_COOKIE)?.value).toBe('')
    expect(await works(token, user.id, true)).toBe(false)
    expect(await works(token, user.id)).toBe(false)
  })
})

describe('POST /v1/auth/logout-everywhere', () => {
  it('ends every login of the caller, this one included, and her pushes to every device; no other owner’s', async () => {
    const { user, token } = await createOwner()
    const { token: phone } = await mintSessionToken(user)
    const stranger = await createOwner()
    const device = (userId: string) => ({
      userId,
      endpoint: `https://push.example.test/${randomBytes(8).toString('hex')}`,
      p256dh: 'key',
      auth: 'auth',
      label: 'iPhone',
    })
    await prisma.pushDevice.createMany({ data: [device(user.id), device(user.id), device(stranger.user.id)] })
    const result = await callRoute(logoutEverywhere, { method: 'POST', token })
    expect(result).toMatchObject({ status: 200, body: 'success' })
    expect(await works(token, user.id)).toBe(false)
    expect(await works(phone, user.id)).toBe(false)
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.pushDevice.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.pushDevice.count({ where: { userId: stranger.user.id } })).toBe(1)
    expect(await works(stranger.token, stranger.user.id)).toBe(true)
    // A new login works again.
    const fresh = await mintSessionToken(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }))
    expect(await works(fresh.token, user.id)).toBe(true)
  })

  it('answers 401 without a token or with an ended one, and changes nothing', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute(logoutEverywhere, { method: 'POST' })).status).toBe(401)
    await callRoute(logout, { method: 'POST', token })
    expect((await callRoute(logoutEverywhere, { method: 'POST', token })).status).toBe(401)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).sessionVersion).toBe(user.sessionVersion)
  })
})

describe('absolute session lifetime', () => {
  it('refuses a login older than 30 days, however fresh its token', async () => {
    const { user, token } = await createOwner()
    expect(await works(token, user.id)).toBe(true)
    const { sid } = (await readSessionToken(token))!
    await prisma.session.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect(await works(token, user.id)).toBe(false)
  })

  it('the hourly sweep forgets ended logins and keeps live ones', async () => {
    const ended = await createOwner()
    const live = await createOwner()
    const { sid } = (await readSessionToken(ended.token))!
    await prisma.session.update({ where: { id: sid }, data: { expiresAt: new Date(Date.now() - 1000) } })
    await forgetExpiredSessions()
    expect(await prisma.session.count({ where: { userId: ended.user.id } })).toBe(0)
    expect(await works(live.token, live.user.id)).toBe(true)
  })

  it('GET /api/auth/session re-issues a token for the same login, which ends when that login ends', async () => {
    const { user, token } = await createOwner()
    const first = await nextAuth('session', { [SESSION_COOKIE]: token })
    const reissued = cookieOf(first, SESSION_COOKIE)!.value
    expect(reissued).not.toBe(token)
    expect(await readSessionToken(reissued)).toMatchObject({ sub: user.id, sid: (await readSessionToken(token))!.sid })
    expect(await works(reissued, user.id, true)).toBe(true)

    await callRoute(logout, { method: 'POST', token })
    expect(await works(reissued, user.id, true)).toBe(false)
    // An ended login gets no new token: next-auth clears the cookie instead.
    const again = await nextAuth('session', { [SESSION_COOKIE]: reissued })
    expect(again.body).toEqual({})
    expect(cookieOf(again, SESSION_COOKIE)?.value).toBe('')
  })

  it('does not stretch a login past its 30 days: re-issued 29 days in, it still ends on day 30', async () => {
    const { user, token } = await createOwner()
    const { sid } = (await readSessionToken(token))!
    const started = (await prisma.session.findUniqueOrThrow({ where: { id: sid } })).expiresAt.getTime() - 30 * DAY
    vi.useFakeTimers({ now: started + 29 * DAY, toFake: ['Date'] })
    try {
      const reissued = cookieOf(await nextAuth('session', { [SESSION_COOKIE]: token }), SESSION_COOKIE)!.value
      expect(await works(reissued, user.id, true)).toBe(true)
      vi.setSystemTime(started + 30 * DAY + 1000)
      expect((await readSessionToken(reissued))?.sid, 'the re-issued token itself is still unexpired').toBe(sid)
      expect(await works(reissued, user.id, true)).toBe(false)
      expect((await nextAuth('session', { [SESSION_COOKIE]: reissued })).body).toEqual({})
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('/auth/clear-session', () => {
  it('POST from our own pages clears the session cookie under both names, the __Secure- one with Secure', async () => {
    const result = await callRoute(clearSession, { method: 'POST', headers: { origin: 'http://localhost:3000', host: 'localhost:3000' } })
    expect(result.status).toBe(204)
    const cleared = result.headers.getSetCookie()
    expect(cleared.find((cookie) => cookie.startsWith('next-auth.session-token=;'))).toMatch(/Max-Age=0/)
    expect(cleared.find((cookie) => cookie.startsWith('__Secure-next-auth.session-token=;'))).toMatch(/Secure/)
  })

  it('refuses a POST from another site, and GET changes nothing', async () => {
    const forged = await callRoute(clearSession, { method: 'POST', headers: { origin: 'https://evil.example', host: 'localhost:3000' } })
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])
    const get = await callRoute(clearSessionGet, { method: 'GET' })
    expect(get.status).toBe(307)
    expect(get.headers.getSetCookie()).toEqual([])
  })
})

describe('authentication on every API call', () => {
  it('is one database query, the login and its owner together', async () => {
    const { user, token } = await createOwner()
    expect(await authenticateToken(token)).toMatchObject({ id: user.id })
    const queries = vi.spyOn(pool(), 'query')
    try {
      expect(await authenticateToken(token)).toMatchObject({ id: user.id })
      expect(queries).toHaveBeenCalledTimes(1)
    } finally {
      queries.mockRestore()
    }
  })
})

describe('behind https (APP_URL https://…)', () => {
  it('every cookie next-auth and the app set is Secure, even when NEXTAUTH_URL says http', async () => {
    vi.stubEnv('APP_URL', 'https://app.glowfolio.test')
    vi.stubEnv('NEXTAUTH_URL', 'http://app.glowfolio.test')
    vi.resetModules()
    try {
      const { authOptions: httpsOptions } = await import('@/lib/auth/next-auth')
      const cookies = await import('@/lib/auth/cookie')
      const csrf = await nextAuth('csrf', {}, undefined, httpsOptions())
      expect(csrf.cookies?.map((cookie) => cookie.name)).toEqual(['__Host-next-auth.csrf-token', '__Secure-next-auth.callback-url'])
      for (const cookie of csrf.cookies ?? []) {
        expect(cookie.options.secure, cookie.name).toBe(true)
        expect(cookie.name, cookie.name).toMatch(/^__(Host|Secure)-/)
      }
      const { user, token } = await createOwner()
      const session = await nextAuth('session', { '__Secure-next-auth.session-token': token }, undefined, httpsOptions())
      expect((await readSessionToken(cookieOf(session, '__Secure-next-auth.session-token')!.value))?.sub).toBe(user.id)
      for (const cookie of session.cookies ?? []) expect(cookie.options.secure, cookie.name).toBe(true)
      expect(cookies.sessionCookie(token, new Date(Date.now() + DAY))).toMatchObject({ name: '__Secure-next-auth.session-token', secure: true })
      for (const cleared of cookies.clearedSessionCookies()) expect(cleared.secure, cleared.name).toBe(true)
    } finally {
      vi.unstubAllEnvs()
      vi.resetModules()
    }
  })
})
