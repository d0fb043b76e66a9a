import { prisma } from '@/lib/db'
import { redeemOneTimeCode } from './one-time-codes'

export const VERIFY_LINK_INVALID = 'This verification link has expired or was already used.'

export async function verifyEmail({ emailCode }: { emailCode: string }): Promise<'success'> {
  await prisma.$transaction(async (tx) => {
    const userId = await redeemOneTimeCode(tx, {
      code: emailCode,
      purpose: 'emailVerification',
      invalidMessage: VERIFY_LINK_INVALID,
    })
    await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } })
  })
  return 'success'
}
