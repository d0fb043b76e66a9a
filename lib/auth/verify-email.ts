import { prisma } from '@/lib/db'
import { redeemOneTimeCode } from './one-time-codes'

export async function verifyEmail({ emailCode }: { emailCode: string }): Promise<'success'> {
  await prisma.$transaction(async (tx) => {
    const userId = await redeemOneTimeCode(tx, {
      code: emailCode,
      purpose: 'emailVerification',
      invalidMessage: 'This verification link is invalid or was already used',
    })
    await tx.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } })
  })
  return 'success'
}
