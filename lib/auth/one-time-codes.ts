// Single-use codes (e-mail verification, password reset, impersonation): random, stored only as a
// hash, expiring, and redeemed atomically so a code works exactly once.
import { createHash, randomBytes } from 'node:crypto'
import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { CodePurpose } from '@/lib/generated/prisma/enums'

export const CODE_TTL_MS: Record<CodePurpose, number> = {
  emailVerification: 7 * 24 * 60 * 60 * 1000,
  passwordReset: 60 * 60 * 1000,
  impersonation: 15 * 60 * 1000,
}

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex')

export async function createOneTimeCode(
  db: DbClient,
  { userId, purpose, createdBy, now = new Date() }: { userId: string; purpose: CodePurpose; createdBy?: string; now?: Date },
): Promise<string> {
  const code = randomBytes(24).toString('base64url')
  await db.oneTimeCode.create({
    data: { userId, purpose, codeHash: hashCode(code), expiresAt: new Date(now.getTime() + CODE_TTL_MS[purpose]), createdBy },
  })
  return code
}

/** Whether the code would still redeem (known, unused, unexpired), without using it. */
export async function isOneTimeCodeUsable(db: DbClient, { code, purpose }: { code: string; purpose: CodePurpose }): Promise<boolean> {
  const found = await db.oneTimeCode.count({ where: { codeHash: hashCode(code), purpose, usedAt: null, expiresAt: { gt: new Date() } } })
  return found === 1
}

/** Marks the code used and answers its user; throws one message for unknown, used and expired codes. */
export async function redeemOneTimeCode(
  db: DbClient,
  { code, purpose, usedByIp, invalidMessage }: { code: string; purpose: CodePurpose; usedByIp?: string; invalidMessage: string },
): Promise<string> {
  const now = new Date()
  const claimed = await db.oneTimeCode.updateManyAndReturn({
    where: { codeHash: hashCode(code), purpose, usedAt: null, expiresAt: { gt: now } },
    data: { usedAt: now, usedByIp },
    select: { userId: true },
  })
  if (claimed.length !== 1) throw new AppError('bad_request', invalidMessage)
  return claimed[0].userId
}
