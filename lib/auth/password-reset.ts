import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { kickJob } from '@/lib/jobs/boss'
import { enqueueEmail } from '@/lib/mail/outbox'
import { withinRateLimit } from '@/lib/rate-limit/consume'
import { resetPasswordMessage } from './emails'
import { createOneTimeCode, isOneTimeCodeUsable, redeemOneTimeCode } from './one-time-codes'
import { hashPassword } from './password'

export const SEND_PASSWORD_RESETS_JOB = 'send-password-resets'

/**
 * Always "success", whether or not the e-mail has an account, and in the same time: the request is
 * only written down, and a job looks the owner up and e-mails the link. Past the e-mail's limit nothing
 * more is sent, without a refusal, so nobody can block an owner's reset by asking for hers first.
 */
export async function requestPasswordReset({ email }: { email: string }): Promise<'success'> {
  if (!(await withinRateLimit('forgotPassword', email))) return 'success'
  await prisma.passwordResetRequest.create({ data: { email } })
  kickJob(SEND_PASSWORD_RESETS_JOB)
  return 'success'
}

export const RESET_LINK_INVALID = 'This reset link has expired or was already used. Please ask for a new one.'

/** Whether a reset link can still set a password: the page says so before a new password is typed in vain. */
export const isResetLinkUsable = (code: string) => isOneTimeCodeUsable(prisma, { code, purpose: 'passwordReset' })

/** The job: a reset link for each request whose e-mail has an account; the rest are dropped. */
export async function sendPasswordResets(): Promise<{ sent: number }> {
  const requests = await prisma.passwordResetRequest.findMany({ orderBy: { createdAt: 'asc' }, take: 100 })
  let sent = 0
  for (const request of requests) {
    await prisma.$transaction(async (tx) => {
      // Another instance may have taken it already.
      const { count } = await tx.passwordResetRequest.deleteMany({ where: { id: request.id } })
      if (!count) return
      const user = await tx.user.findUnique({ where: { email: request.email }, select: { id: true } })
      if (!user) return
      const code = await createOneTimeCode(tx, { userId: user.id, purpose: 'passwordReset' })
      const message = await resetPasswordMessage({ link: `${env.APP_URL}/reset-password/${code}` })
      await enqueueEmail({ to: request.email, subject: 'Reset your Glowfolio password', ...message }, tx)
      sent++
    })
  }
  return { sent }
}

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
