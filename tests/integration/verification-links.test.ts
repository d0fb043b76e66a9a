// Used or expired links say so and lead to a new one: POST /v1/auth/resend-verification, the verify
// answer's message, and the reset page's check before a new password is typed.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as newPassword } from '@/app/v1/auth/new-password/route'
import { POST as register } from '@/app/v1/auth/register/route'
import { POST as resend } from '@/app/v1/auth/resend-verification/route'
import { POST as verifyEmail } from '@/app/v1/auth/verify-email/route'
import { isResetLinkUsable, requestPasswordReset, sendPasswordResets } from '@/lib/auth/password-reset'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createOwner, uniqueEmail } from '../factories/users'

type Err = { error: { code: string; message: string } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const emailsTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
const codeFrom = (html: string, path: 'login' | 'reset-password') => html.match(new RegExp(`/${path}/([A-Za-z0-9_-]+)`))![1]

describe('POST /v1/auth/resend-verification', () => {
  it('sends a fresh link to an address that still needs verifying; the new link verifies', async () => {
    const email = uniqueEmail('unverified')
    await callRoute(register, { body: { email, password: 'correct horse battery' }, headers: fromIp() })
    const answer = await callRoute(resend, { body: { email }, headers: fromIp() })
    expect(answer).toMatchObject({ status: 200, body: 'success' })
    const sent = await emailsTo(email)
    expect(sent).toHaveLength(2)
    const verified = await callRoute(verifyEmail, { body: { emailCode: codeFrom(sent[1].html, 'login') }, headers: fromIp() })
    expect(verified).toMatchObject({ status: 200, body: 'success' })
  })

  it('answers the same for a verified address and an unknown one, sending nothing', async () => {
    const { user } = await createOwner()
    const unknown = uniqueEmail('nobody')
    expect(await callRoute(resend, { body: { email: user.email }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    expect(await callRoute(resend, { body: { email: unknown }, headers: fromIp() })).toMatchObject({ status: 200, body: 'success' })
    expect(await emailsTo(user.email)).toHaveLength(0)
    expect(await emailsTo(unknown)).toHaveLength(0)
  })

  it('refuses a bad address with a sentence, and limits links per address', async () => {
    const bad = await callRoute<Err>(resend, { body: { email: 'not-an-email' }, headers: fromIp() })
    expect(bad.status).toBe(422)
    expect(bad.body.error.message).toBe('Please enter a valid email address')

    const email = uniqueEmail('flood')
    await callRoute(register, { body: { email, password: 'correct horse battery' }, headers: fromIp() })
    for (let i = 0; i < 5; i++) expect((await callRoute(resend, { body: { email }, headers: fromIp() })).status).toBe(200)
    const over = await callRoute<Err>(resend, { body: { email }, headers: fromIp() })
    expect(over.status).toBe(429)
    expect(await emailsTo(email)).toHaveLength(6)
  })
})

describe('used and expired links', () => {
  it('a used verification link says it was used or expired', async () => {
    const email = uniqueEmail('twice')
    await callRoute(register, { body: { email, password: 'correct horse battery' }, headers: fromIp() })
    const code = codeFrom((await emailsTo(email))[0].html, 'login')
    await callRoute(verifyEmail, { body: { emailCode: code }, headers: fromIp() })
    const again = await callRoute<Err>(verifyEmail, { body: { emailCode: code }, headers: fromIp() })
    expect(again.status).toBe(400)
    expect(again.body.error.message).toBe('This verification link has expired or was already used.')
  })

  it('a reset link is usable until used or expired, and the page can tell before a password is typed', async () => {
    const { user } = await createOwner()
    await requestPasswordReset({ email: user.email })
    await sendPasswordResets()
    const code = codeFrom((await emailsTo(user.email))[0].html, 'reset-password')
    expect(await isResetLinkUsable(code)).toBe(true)
    expect(await isResetLinkUsable('made-up')).toBe(false)
    expect((await callRoute(newPassword, { body: { code, password: 'a brand new password' }, headers: fromIp() })).status).toBe(200)
    expect(await isResetLinkUsable(code)).toBe(false)
    const reused = await callRoute<Err>(newPassword, { body: { code, password: 'another new password' }, headers: fromIp() })
    expect(reused.status).toBe(400)
    expect(reused.body.error.message).toBe('This reset link has expired or was already used. Please ask for a new one.')
  })
})
