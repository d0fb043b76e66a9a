import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { enqueueEmail } from '@/lib/mail/outbox'
import { WIZARD_STEPS } from '@/lib/wizard/steps'
import { verifyEmailMessage } from './emails'
import { createOneTimeCode } from './one-time-codes'
import { hashPassword } from './password'
import type { RegisterBody } from './schema'
import { mintSessionToken } from './sessions'

export async function registerOwner({ email, password }: RegisterBody) {
  const passwordHash = await hashPassword(password)
  const user = await prisma.$transaction(async (tx) => {
    if (await tx.user.findUnique({ where: { email }, select: { id: true } })) {
      throw new AppError('conflict', 'An account with this email already exists. Please log in.')
    }
    const created = await tx.user.create({ data: { email, passwordHash }, select: { id: true, email: true, sessionVersion: true } })
    const code = await createOneTimeCode(tx, { userId: created.id, purpose: 'emailVerification' })
    const message = await verifyEmailMessage({ link: `${env.APP_URL}/login/${code}` })
    await enqueueEmail({ to: email, subject: 'Verify your email for Glowfolio', ...message }, tx)
    return created
  })
  const session = await mintSessionToken(user)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: user.id, wizardSteps: [...WIZARD_STEPS] }
}
