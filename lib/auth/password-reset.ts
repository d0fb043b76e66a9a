import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { kickJob } from '@/lib/jobs/boss'
import { enqueueEmail } from '@/lib/mail/outbox'
import { withinRateLimit } from '@/lib/rate-limit/consume'
import { resetPasswordMessage } from './emails'
import { createOneTimeCode, isOneTimeCodeUsable, redeemOneTimeCode } from './one-time-codes'
import { hashPassword } from './password'

export const SEND_PASSWORD_RESETS_JOB = 'send-password-resets'

/** One reset e-mail per address in this long: the link it carries works for an hour. */
export const RESET_EMAIL_INTERVAL_MS = 15 * 60 * 1000

/**
 * Always "success", whether or not the e-mail has an account, and in the same time: the request is
 * only written down, and a job looks the owner up and e-mails the link, at most once per address every
 * 15 minutes (RESET_EMAIL_INTERVAL_MS). Nobody is refused, so nobody can block an owner's reset by asking
 * for hers first: a stranger's requests send her one e-mail, whose link works, and hers within the same
 * 15 minutes finds that link in her inbox.
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

/**
 * The job: a reset link for each request whose e-mail has an account and was sent none in the last 15
 * minutes; the rest are dropped. A new link ends the ones sent before: only the newest works.
 */
export async function sendPasswordResets({ now = new Date() }: { now?: Date } = {}): Promise<{ sent: number }> {
  const requests = await prisma.passwordResetRequest.findMany({ orderBy: { createdAt: 'asc' }, take: 100 })
  let sent = 0
  for (const request of requests) {
    await prisma.$transaction(async (tx) => {
      // Another instance may have taken it already.
      const { count } = await tx.passwordResetRequest.deleteMany({ where: { id: request.id } })
      if (!count) return
      const user = await tx.user.findUnique({ where: { email: request.email }, select: { id: true } })
      if (!user) return
      // One owner's requests are decided one at a time, whichever instance runs them.
      await tx.$executeRaw`SELECT 1 FROM "User" WHERE id = ${user.id} FOR UPDATE`
      const recent = await tx.oneTimeCode.count({
        where: { userId: user.id, purpose: 'passwordReset', createdAt: { gt: new Date(now.getTime() - RESET_EMAIL_INTERVAL_MS) } },
      })
      if (recent) return
      await tx.oneTimeCode.updateMany({ where: { userId: user.id, purpose: 'passwordReset', usedAt: null }, data: { usedAt: now } })
      const code = await createOneTimeCode(tx, { userId: user.id, purpose: 'passwordReset', now })
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
