import { prisma } from '@/lib/db'
import { sendVerificationEmail } from './send-verification-email'

/**
 * A new verification link when the old one expired or was used. Always "success": the answer must not
 * reveal which addresses have an account, or which are verified already.
 */
export async function resendVerification({ email }: { email: string }): Promise<'success'> {
  await prisma.$transaction(async (tx) => {
    const user = await tx.user.findUnique({ where: { email }, select: { id: true, emailVerifiedAt: true } })
    if (!user || user.emailVerifiedAt) return
    await sendVerificationEmail(tx, { userId: user.id, email })
  })
  return 'success'
}
