import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { WIZARD_STEPS } from '@/lib/wizard/steps'
import { hashPassword } from './password'
import { sendVerificationEmail } from './send-verification-email'
import type { RegisterBody } from './schema'
import { mintSessionToken } from './sessions'

export async function registerOwner({ email, password }: RegisterBody) {
  const passwordHash = await hashPassword(password)
  const user = await prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) {
      throw new AppError('conflict', 'An account with this email already exists. Please log in.')
    }
    const created = await tx.user.create({ data: { email, passwordHash }, select: { id: true, email: true, sessionVersion: true } })
    await sendVerificationEmail(tx, { userId: created.id, email })
    return created
  })
  const session = await mintSessionToken(user)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: user.id, wizardSteps: [...WIZARD_STEPS] }
}
