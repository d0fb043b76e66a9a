// POST /v1/auth/change-password: the current password first; then every other login ends, this one
// goes on, and the owner is told by e-mail.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as changePassword } from '@/app/v1/auth/change-password/route'
import { GET as profileData } from '@/app/v1/user/profile-data/[userId]/route'
import { NO_PASSWORD_YET } from '@/lib/auth/messages'
import { checkPassword } from '@/lib/auth/login'
import { hashPassword } from '@/lib/auth/password'
import { mintSessionToken } from '@/lib/auth/sessions'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const OLD = 'my old password'
let oldHash: Promise<string> | undefined
const ownerWithPassword = async () => createOwner({ passwordHash: await (oldHash ??= hashPassword(OLD)) })
const post = (token: string | undefined, body: unknown) => callRoute<Err | string>(changePassword, { method: 'POST', token, body })
const works = async (token: string, userId: string) => (await callRoute(profileData, { token, params: { userId } })).status === 200
const passwordIs = async (email: string, password: string) =>
  checkPassword({ email, password }).then(
    () => true,
    () => false,
  )

describe('POST /v1/auth/change-password', () => {
  it('changes the password, keeps this login, ends the others and e-mails the owner', async () => {
    const { user, token } = await ownerWithPassword()
    const { token: otherDevice } = await mintSessionToken(user)
    const result = await post(token, { currentPassword: OLD, password: 'a brand new password' })
    expect(result).toMatchObject({ status: 200, body: 'success' })
    expect(await passwordIs(user.email, 'a brand new password')).toBe(true)
    expect(await passwordIs(user.email, OLD)).toBe(false)
    expect(await works(token, user.id)).toBe(true)
    expect(await works(otherDevice, user.id)).toBe(false)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })
    expect(mail.subject).toBe('Your Glowfolio password was changed')
  })

  it('refuses a wrong or missing current password and a short new one, changing nothing', async () => {
    const { user, token } = await ownerWithPassword()
    for (const [body, field, message] of [
      [{ currentPassword: 'wrong', password: 'a brand new password' }, 'currentPassword', 'Incorrect password'],
      [{ password: 'a brand new password' }, 'currentPassword', 'Enter your current password'],
      [{ currentPassword: OLD, password: 'short' }, 'password', 'Please use at least 8 characters for your password'],
      [{ currentPassword: OLD }, 'password', 'Password is missing'],
    ] as const) {
      const result = await post(token, body)
      expect(result.status, JSON.stringify(body)).toBe(422)
      expect((result.body as Err).error.fields?.[field], JSON.stringify(body)).toBe(message)
    }
    expect(await passwordIs(user.email, OLD)).toBe(true)
    expect(await prisma.emailOutbox.count({ where: { to: user.email } })).toBe(0)
  })

  it('tells an owner who signed up with Facebook how to set a first password', async () => {
    const { token } = await createOwner({ facebookUserId: `fb-${randomBytes(4).toString('hex')}` })
    const result = await post(token, { currentPassword: '', password: 'a brand new password' })
    expect(result.status).toBe(422)
    expect((result.body as Err).error.message).toBe(NO_PASSWORD_YET)
  })

  it('answers 401 without a token; with another owner’s token it changes only that owner’s password', async () => {
    const first = await ownerWithPassword()
    const other = await ownerWithPassword()
    expect((await post(undefined, { currentPassword: OLD, password: 'a brand new password' })).status).toBe(401)
    expect((await post(other.token, { currentPassword: OLD, password: 'a brand new password' })).status).toBe(200)
    expect(await passwordIs(first.user.email, OLD)).toBe(true)
    expect(await works(first.token, first.user.id)).toBe(true)
    expect(await passwordIs(other.user.email, 'a brand new password')).toBe(true)
  })
})
