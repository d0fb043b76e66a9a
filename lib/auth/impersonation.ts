// Staff act as an owner through a short-lived, single-use link minted on the command line
// (`npm run impersonate -- owner@example.com`); each use is recorded on the code row.
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { createOneTimeCode, redeemOneTimeCode } from './one-time-codes'
import { mintSessionToken } from './sessions'

/** Impersonation sessions last an hour, not a month. */
const IMPERSONATION_SESSION_SECONDS = 60 * 60

export async function mintImpersonationLink({ email, staff }: { email: string; staff: string }): Promise<string> {
  const user = await prisma.user.findUnique({ where: { email: email.trim().toLowerCase() }, select: { id: true } })
  if (!user) throw new AppError('not_found', `No owner with the email ${email}`)
  const code = await createOneTimeCode(prisma, { userId: user.id, purpose: 'impersonation', createdBy: staff })
  return `${env.APP_URL}/impersonate/${code}`
}

export async function redeemImpersonation({ code, ip }: { code: string; ip: string }) {
  const userId = await redeemOneTimeCode(prisma, {
    code,
    purpose: 'impersonation',
    usedByIp: ip,
    invalidMessage: 'This impersonation link is invalid, expired or was already used',
  })
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { id: true, email: true, sessionVersion: true } })
  log.warn('impersonation used', { userId, ip })
  return mintSessionToken(user, IMPERSONATION_SESSION_SECONDS)
}
