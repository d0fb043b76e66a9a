import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { enqueueEmail } from '@/lib/mail/outbox'
import { resetPasswordMessage } from './emails'
import { createOneTimeCode, isOneTimeCodeUsable, redeemOneTimeCode } from './one-time-codes'
import { hashPassword } from './password'

/** Always "success", whether or not the e-mail has an account: the answer must not reveal which do. */
export async function requestPasswordReset({ email }: { email: string }): Promise<'success'> {
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true } })
    if (!user) return
    const code = await createOneTimeCode(tx, { userId: user.id, purpose: 'passwordReset' })
    const message = await resetPasswordMessage({ link: `${env.APP_URL}/reset-password/${code}` })
    await enqueueEmail({ to: email, subject: 'Reset your Glowfolio password', ...message }, tx)
  })
  return 'success'
}

export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.'

/** Whether a reset link can still set a password: the page says so before a new password is typed in vain. */
export const isResetLinkUsable = (code: string) => isOneTimeCodeUsable(prisma, { code, purpose: 'passwordReset' })

/** Sets the new password and ends every existing session (the session version moves on). */
export async function resetPassword({ code, password }: { code: string; password: string }): Promise<'success'> {
  const passwordHash = await hashPassword(password)
  await prisma.$transaction(async (tx) => {
    const userId = await redeemOneTimeCode(tx, {
      code,
      purpose: 'passwordReset',
      invalidMessage: RESET_LINK_INVALID,
    })
    await tx.user.update({
      where: { id: userId },
      data: { passwordHash, sessionVersion: { increment: 1 }, emailVerifiedAt: { set: new Date() } },
    })
    // Other reset links sent earlier die with this one.
    await tx.oneTimeCode.updateMany({ where: { userId, purpose: 'passwordReset', usedAt: null }, data: { usedAt: new Date() } })
  })
  return 'success'
}
