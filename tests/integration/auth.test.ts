// The auth API: register, login, e-mail verification, password reset, Facebook login, impersonation.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as fbLogin } from '@/app/v1/auth/fb-login/route'
import { POST as forgotPassword } from '@/app/v1/auth/forgot-password/route'
import { POST as login } from '@/app/v1/auth/login/route'
import { POST as newPassword } from '@/app/v1/auth/new-password/route'
import { POST as register } from '@/app/v1/auth/register/route'
import { POST as verifyEmail } from '@/app/v1/auth/verify-email/route'
import { GET as impersonate } from '@/app/(app)/impersonate/[token]/route'
import { GET as profileData } from '@/app/v1/user/profile-data/[userId]/route'
import { mintImpersonationLink } from '@/lib/auth/impersonation'
import { isOneTimeCodeUsable } from '@/lib/auth/one-time-codes'
import { authOptions } from '@/lib/auth/next-auth'
import { isResetLinkUsable, sendPasswordResets } from '@/lib/auth/password-reset'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createOwner, uniqueEmail } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
type Session = { token: string; userId: string; expiresAt: string; wizardSteps?: string[] }

/** A fresh caller address per test, so rate limits of one test never leak into another. */
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250)}, 10.${randomBytes(3).join('.')}` })

async function lastEmailTo(to: string) {
  return prisma.emailOutbox.findFirstOrThrow({ where: { to }, orderBy: { createdAt: 'desc' } })
}
const codeFrom = (html: string, path: 'login' | 'reset-password') => html.match(new RegExp(`/${path}/([A-Za-z0-9_-]+)`))![1]

const RESET_SUBJECT = 'Reset your Glowfolio password'

/** Asks for a reset link the way the form does, runs the job that sends it, and reads its code. */
async function resetCodeFor(email: string) {
  expect(await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
  await sendPasswordResets()
  return codeFrom((await lastEmailTo(email)).html, 'reset-password')
}

async function registered(password = 'correct horse battery') {
  const email = uniqueEmail('new')
  const result = await callRoute<Session>(register, { body: { email, password }, headers: fromIp() })
  return { email, password, ...result }
}

describe('POST /v1/auth/register', () => {
  it('creates the owner, answers a working token with the wizard steps, and e-mails a verification link', async () => {
    const { email, status, body } = await registered()
    expect(status).toBe(201)
    expect(body.wizardSteps?.[0]).toBe('businessName')
    const profile = await callRoute<{ user: { email: string; wizardStep: string; emailVerified: boolean } }>(profileData, {
      token: body.token,
      params: { userId: body.userId },
    })
    expect(profile.body.user).toMatchObject({ email, wizardStep: 'businessName', emailVerified: false })
    const mail = await lastEmailTo(email)
    expect(mail.subject).toMatch(/Verify/)
    expect(await isOneTimeCodeUsable(prisma, { code: codeFrom(mail.html, 'login'), purpose: 'emailVerification' })).toBe(true)
    const stored = await prisma.user.findUniqueOrThrow({ where: { email }, omit: { passwordHash: false } })
    expect(stored.passwordHash).toMatch(/^\$argon2id\$/)
  })

  it('normalises the e-mail and refuses a second account for it', async () => {
    const { email } = await registered()
    const again = await callRoute<Err>(register, { body: { email: `  ${email.toUpperCase()} `, password: 'another password' }, headers: fromIp() })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toMatch(/already exists/)
  })

  it('refuses bad input with field messages and creates nothing', async () => {
    const email = uniqueEmail()
    const result = await callRoute<Err>(register, { body: { email: 'not-an-email', password: 'short' }, headers: fromIp() })
    expect(result.status).toBe(422)
    expect(result.body.error.fields).toMatchObject({
      email: 'Please enter a valid email address',
      password: 'Please use at least 8 characters for your password',
    })
    expect(await prisma.user.count({ where: { email } })).toBe(0)
  })

  it('is rate limited by address', async () => {
    const headers = fromIp()
    for (let i = 0; i < 10; i++) await callRoute(register, { body: { email: uniqueEmail(), password: 'password123' }, headers })
    const over = await callRoute<Err>(register, { body: { email: uniqueEmail(), password: 'password123' }, headers })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })
})

describe('POST /v1/auth/login', () => {
  it('answers a token and the user id for the right password', async () => {
    const { email, password } = await registered()
    const result = await callRoute<Session>(login, { body: { email, password }, headers: fromIp() })
    expect(result.status).toBe(200)
    expect((await callRoute(profileData, { token: result.body.token, params: { userId: result.body.userId } })).status).toBe(200)
  })

  it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
    const { email } = await registered()
    const wrong = await callRoute<Err>(login, { body: { email, password: 'wrong password' }, headers: fromIp() })
    const unknown = await callRoute<Err>(login, { body: { email: uniqueEmail(), password: 'wrong password' }, headers: fromIp() })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body.error.message).toBe('Incorrect email or password')
    expect(unknown.body.error.message).toBe(wrong.body.error.message)
  })

  it('refuses empty fields', async () => {
    const result = await callRoute<Err>(login, { body: { email: '', password: '' }, headers: fromIp() })
    expect(result.status).toBe(422)
  })

  it('counts failures only: an owner logging in again and again is never limited', async () => {
    const { email, password } = await registered()
    const headers = fromIp()
    for (let i = 0; i < 12; i++) expect((await callRoute(login, { body: { email, password }, headers })).status).toBe(200)
  })

  it('holds an address to 10 failures: then even the right password waits', async () => {
    const { email, password } = await registered()
    const headers = fromIp()
    for (let i = 0; i < 10; i++) expect((await callRoute(login, { body: { email: uniqueEmail(), password: 'guess' }, headers })).status).toBe(401)
    const over = await callRoute<Err>(login, { body: { email, password }, headers })
    expect(over.status).toBe(429)
    expect(over.body.error.message).toMatch(/Too many login attempts/)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
  })

  it('holds an address to its limit when the guesses arrive all at once', async () => {
    const headers = fromIp()
    const statuses = await Promise.all(
      Array.from({ length: 20 }, () => callRoute(login, { body: { email: uniqueEmail(), password: 'guess' }, headers }).then((result) => result.status)),
    )
    expect(statuses.filter((status) => status === 401)).toHaveLength(10)
    expect(statuses.filter((status) => status === 429)).toHaveLength(10)
  })

  it("never locks the owner out: after anyone's failures for her e-mail, her password and her reset still work", async () => {
    const { email, password } = await registered()
    for (let i = 0; i < 15; i++) await callRoute(login, { body: { email, password: `guess ${i}` }, headers: fromIp() })
    expect((await callRoute(login, { body: { email, password }, headers: fromIp() })).status).toBe(200)

    const code = await resetCodeFor(email)
    expect((await callRoute(newPassword, { body: { code, password: 'a brand new password' }, headers: fromIp() })).status).toBe(200)
    expect((await callRoute(login, { body: { email, password: 'a brand new password' }, headers: fromIp() })).status).toBe(200)
  })

  it('makes guessing an e-mail under attack dear: each further failure costs its address 5', async () => {
    const { email, password } = await registered()
    for (let i = 0; i < 10; i++) await callRoute(login, { body: { email, password: `guess ${i}` }, headers: fromIp() })
    const headers = fromIp()
    expect((await callRoute(login, { body: { email, password: 'guess a' }, headers })).status).toBe(401)
    expect((await callRoute(login, { body: { email, password: 'guess b' }, headers })).status).toBe(401)
    expect((await callRoute(login, { body: { email, password }, headers })).status).toBe(429)
  })

  it('answers 401, not 500, for the longest e-mails (their limit keys are hashed)', async () => {
    const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.au`
    expect(email.length).toBe(254)
    const result = await callRoute<Err>(login, { body: { email, password: 'guess' }, headers: fromIp() })
    expect(result.status).toBe(401)
    expect((await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).status).toBe(200)
  })
})

describe('the browser sign-in (next-auth credentials)', () => {
  type Authorize = (credentials: Record<string, string>, request: { headers: Record<string, string> }) => Promise<{ id: string } | null>
  const provider = authOptions().providers.find((candidate) => candidate.id === 'credentials') as unknown as { options: { authorize: Authorize } }
  const signIn = (credentials: Record<string, string>, headers = fromIp()) => provider.options.authorize(credentials, { headers })

  it("counts failures the same way: nobody's guesses lock the owner out, an address's own failures do", async () => {
    const { email, password, body } = await registered()
    for (let i = 0; i < 12; i++) await expect(signIn({ email, password: `guess ${i}` })).rejects.toThrow('Incorrect email or password')
    await expect(signIn({ email, password })).resolves.toMatchObject({ id: body.userId })

    const headers = fromIp()
    for (let i = 0; i < 10; i++) await expect(signIn({ email: uniqueEmail(), password: 'guess' }, headers)).rejects.toThrow('Incorrect email or password')
    await expect(signIn({ email, password }, headers)).rejects.toThrow(/Too many login attempts/)
  })
})

describe('POST /v1/auth/verify-email', () => {
  it('verifies once; the same code again, an unknown one and an expired one are refused', async () => {
    const { email } = await registered()
    const code = codeFrom((await lastEmailTo(email)).html, 'login')
    const first = await callRoute(verifyEmail, { body: { emailCode: code }, headers: fromIp() })
    expect(first).toMatchObject({ status: 200, body: 'success' })
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeInstanceOf(Date)

    expect((await callRoute(verifyEmail, { body: { emailCode: code }, headers: fromIp() })).status).toBe(400)
    expect((await callRoute(verifyEmail, { body: { emailCode: 'made-up' }, headers: fromIp() })).status).toBe(400)

    const other = await registered()
    const otherCode = codeFrom((await lastEmailTo(other.email)).html, 'login')
    await prisma.oneTimeCode.updateMany({ where: { userId: other.body.userId }, data: { expiresAt: new Date(Date.now() - 1000) } })
    expect((await callRoute(verifyEmail, { body: { emailCode: otherCode }, headers: fromIp() })).status).toBe(400)
  })

  it('refuses a missing code', async () => {
    expect((await callRoute(verifyEmail, { body: {}, headers: fromIp() })).status).toBe(422)
  })

  it('is rate limited by address: after 20 guesses even the right code waits', async () => {
    const { email } = await registered()
    const code = codeFrom((await lastEmailTo(email)).html, 'login')
    const headers = fromIp()
    for (let i = 0; i < 20; i++) expect((await callRoute(verifyEmail, { body: { emailCode: `guess-${i}` }, headers })).status).toBe(400)
    const over = await callRoute<Err>(verifyEmail, { body: { emailCode: code }, headers })
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe('Too many attempts. Please wait a few minutes and try again.')
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).emailVerifiedAt).toBeNull()
    // Another address is not held back.
    expect((await callRoute(verifyEmail, { body: { emailCode: code }, headers: fromIp() })).status).toBe(200)
  })
})

describe('password reset', () => {
  it('e-mails a link; the new password works, the old one and every old session do not', async () => {
    const { email, password, body: session } = await registered()
    const code = await resetCodeFor(email)

    expect(await callRoute(newPassword, { body: { code, password: 'a brand new password' }, headers: fromIp() })).toMatchObject({
      status: 200,
      body: 'success',
    })
    expect((await callRoute(profileData, { token: session.token, params: { userId: session.userId } })).status).toBe(401)
    expect((await callRoute(login, { body: { email, password }, headers: fromIp() })).status).toBe(401)
    expect((await callRoute(login, { body: { email, password: 'a brand new password' }, headers: fromIp() })).status).toBe(200)

    // The link works once.
    expect((await callRoute(newPassword, { body: { code, password: 'yet another password' }, headers: fromIp() })).status).toBe(400)
  })

  it('answers "success" for an unknown e-mail too, and sends nothing', async () => {
    const email = uniqueEmail()
    expect(await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    await sendPasswordResets()
    expect(await prisma.emailOutbox.count({ where: { to: email } })).toBe(0)
  })

  it('does the same work for a known and an unknown e-mail: the answer only queues the request', async () => {
    const { email } = await registered()
    const unknown = uniqueEmail()
    for (const address of [email, unknown]) {
      expect(await callRoute(forgotPassword, { body: { email: address }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
      expect(await prisma.passwordResetRequest.count({ where: { email: address } })).toBe(1)
      expect(await prisma.emailOutbox.count({ where: { to: address, subject: RESET_SUBJECT } })).toBe(0)
    }
    await sendPasswordResets()
    expect(await prisma.emailOutbox.count({ where: { to: email, subject: RESET_SUBJECT } })).toBe(1)
    expect(await prisma.passwordResetRequest.count({ where: { email: { in: [email, unknown] } } })).toBe(0)
  })

  it('refuses an expired link, a short password and a bad e-mail', async () => {
    const { email, body } = await registered()
    const code = await resetCodeFor(email)
    expect((await callRoute(newPassword, { body: { code, password: 'short' }, headers: fromIp() })).status).toBe(422)
    await prisma.oneTimeCode.updateMany({ where: { userId: body.userId, purpose: 'passwordReset' }, data: { expiresAt: new Date(Date.now() - 1) } })
    const expired = await callRoute<Err>(newPassword, { body: { code, password: 'long enough now' }, headers: fromIp() })
    expect(expired.status).toBe(400)
    expect(expired.body.error.message).toMatch(/expired/)
    expect((await callRoute(forgotPassword, { body: { email: 'nope' }, headers: fromIp() })).status).toBe(422)
  })

  it("sends one reset e-mail per address per 15 minutes, answering everyone the same; the owner's own request finds that link working", async () => {
    const { email } = await registered()
    // A stranger asks ten times, the owner once: one e-mail.
    for (let i = 0; i < 10; i++) expect(await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    await sendPasswordResets()
    expect(await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    await sendPasswordResets()
    const sent = await prisma.emailOutbox.findMany({ where: { to: email, subject: RESET_SUBJECT } })
    expect(sent).toHaveLength(1)
    const code = codeFrom(sent[0]!.html, 'reset-password')
    expect(await isResetLinkUsable(code)).toBe(true)
    expect(await prisma.passwordResetRequest.count({ where: { email } })).toBe(0)
  })

  it('sends a new link once 15 minutes have passed, and only the newest link works', async () => {
    const { email } = await registered()
    const first = await resetCodeFor(email)
    expect(await callRoute(forgotPassword, { body: { email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    await sendPasswordResets({ now: new Date(Date.now() + 16 * 60_000) })
    const sent = await prisma.emailOutbox.findMany({ where: { to: email, subject: RESET_SUBJECT }, orderBy: { createdAt: 'asc' } })
    expect(sent).toHaveLength(2)
    const newest = codeFrom(sent[1]!.html, 'reset-password')
    expect(await isResetLinkUsable(first)).toBe(false)
    expect(await isResetLinkUsable(newest)).toBe(true)
    expect((await callRoute<Err>(newPassword, { body: { code: first, password: 'a brand new password' }, headers: fromIp() })).status).toBe(400)
    expect((await callRoute(newPassword, { body: { code: newest, password: 'a brand new password' }, headers: fromIp() })).status).toBe(200)
  })

  it('limits new-password guesses by address: after 20 the right code changes nothing', async () => {
    const { email, password } = await registered()
    const code = await resetCodeFor(email)
    const headers = fromIp()
    for (let i = 0; i < 20; i++)
      expect((await callRoute(newPassword, { body: { code: `guess-${i}`, password: 'a guessed password' }, headers })).status).toBe(400)
    const over = await callRoute<Err>(newPassword, { body: { code, password: 'the attacker password' }, headers })
    expect(over.status).toBe(429)
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await callRoute(login, { body: { email, password }, headers: fromIp() })).status).toBe(200)
    expect((await callRoute(login, { body: { email, password: 'the attacker password' }, headers: fromIp() })).status).toBe(401)
  })
})

describe('POST /v1/auth/fb-login without our Facebook app configured', () => {
  it('is off: a clear 503 before anything is asked of Facebook, so no account can be touched', async () => {
    // Not a count of users: other files add theirs to the same database meanwhile.
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    try {
      const result = await callRoute<Err>(fbLogin, { body: { fbToken: 'any-token-of-any-app' }, headers: fromIp() })
      expect(result.status).toBe(503)
      expect(result.body.error.message).toBe('Facebook login is not available here. Please use email/password.')
      expect(fetchSpy).not.toHaveBeenCalled()
    } finally {
      fetchSpy.mockRestore()
    }
  })
})

describe('GET /v1/user/profile-data/:userId', () => {
  it("answers the owner's profile without secrets", async () => {
    const { user, token } = await createOwner({ passwordHash: 'secret-hash', instagramToken: 'ig-secret' })
    const result = await callRoute<{ user: Record<string, unknown>; wizardSteps: string[] }>(profileData, { token, params: { userId: user.id } })
    expect(result.status).toBe(200)
    expect(result.body.user).toMatchObject({ _id: user.id, email: user.email, instagramConnected: true })
    const text = JSON.stringify(result.body)
    expect(text).not.toContain('secret-hash')
    expect(text).not.toContain('ig-secret')
    expect(result.body.wizardSteps).toEqual(['businessName', 'instaLogin', 'instaUsername', 'kit', 'contact', 'profileImg'])
  })

  it("refuses another owner's id as if it did not exist, and calls without a token", async () => {
    const first = await createOwner()
    const second = await createOwner()
    const result = await callRoute<Err>(profileData, { token: second.token, params: { userId: first.user.id } })
    expect(result.status).toBe(404)
    expect(JSON.stringify(result.body)).not.toContain(first.user.email)
    expect((await callRoute(profileData, { params: { userId: first.user.id } })).status).toBe(401)
  })

  it('refuses a malformed id', async () => {
    const { token } = await createOwner()
    expect((await callRoute(profileData, { token, params: { userId: 'x'.repeat(100) } })).status).toBe(422)
  })
})

describe('/impersonate/:token', () => {
  it('installs the session once and opens the dashboard; a used or made-up token goes to login', async () => {
    const { user } = await createOwner()
    const link = await mintImpersonationLink({ email: user.email, staff: 'tests' })
    const code = link.split('/impersonate/')[1]
    const first = await callRoute(impersonate, { params: { token: code } })
    expect(first.status).toBe(307)
    expect(first.headers.get('location')).toMatch(/\/dashboard$/)
    const cookie = first.headers.get('set-cookie')!
    expect(cookie).toMatch(/next-auth\.session-token=/)
    expect(cookie).toMatch(/HttpOnly/i)
    const token = cookie.match(/next-auth\.session-token=([^;]+)/)![1]
    expect((await callRoute(profileData, { token, params: { userId: user.id } })).status).toBe(200)

    const row = await prisma.oneTimeCode.findFirstOrThrow({ where: { userId: user.id, purpose: 'impersonation' } })
    expect(row).toMatchObject({ createdBy: 'tests', usedAt: expect.any(Date) })

    const again = await callRoute(impersonate, { params: { token: code } })
    expect(again.headers.get('location')).toMatch(/\/login\?error=ImpersonationRefused$/)
    const madeUp = await callRoute(impersonate, { params: { token: 'made-up' } })
    expect(madeUp.headers.get('location')).toMatch(/\/login\?error=ImpersonationRefused$/)
  })

  describe('expiry', () => {
    afterEach(() => vi.useRealTimers())
    const codeOf = (link: string) => link.split('/impersonate/')[1]

    it('works for 15 minutes after it was minted, and not a moment after', async () => {
      const { user } = await createOwner()
      const minted = Date.now()
      const early = codeOf(await mintImpersonationLink({ email: user.email, staff: 'tests' }))
      const late = codeOf(await mintImpersonationLink({ email: user.email, staff: 'tests' }))
      vi.useFakeTimers({ toFake: ['Date'] })

      vi.setSystemTime(minted + 15 * 60 * 1000 - 5_000)
      const inTime = await callRoute(impersonate, { params: { token: early } })
      expect(inTime.headers.get('location')).toMatch(/\/dashboard$/)
      // The session it installs lasts an hour, not a month.
      const expires = new Date(inTime.headers.get('set-cookie')!.match(/Expires=([^;]+)/i)![1]).getTime()
      expect(Math.abs(expires - (Date.now() + 60 * 60 * 1000))).toBeLessThan(5_000)

      vi.setSystemTime(minted + 15 * 60 * 1000 + 1_000)
      const tooLate = await callRoute(impersonate, { params: { token: late } })
      expect(tooLate.headers.get('location')).toMatch(/\/login\?error=ImpersonationRefused$/)
      expect(tooLate.headers.get('set-cookie')).toBeNull()
      const row = await prisma.oneTimeCode.findFirstOrThrow({ where: { userId: user.id, purpose: 'impersonation', usedAt: null } })
      expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 15 * 60 * 1000)).toBeLessThan(1_000)
    })
  })
})
