import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { hashPassword, verifyPassword } from './password'
import type { LoginBody } from './schema'
import { mintSessionToken } from './sessions'

export const WRONG_CREDENTIALS = 'Incorrect email or password'

// Verifying against a real hash even for unknown e-mails keeps the answer time the same, so timing
// does not tell which e-mails have accounts.
let decoyHash: Promise<string> | undefined

/** The owner whose e-mail and password these are; throws 401 otherwise. */
export async function checkPassword({ email, password }: LoginBody) {
  const user = await prisma.user.findUnique({
    where: { email },
    select: { id: true, email: true, sessionVersion: true, passwordHash: true },
  })
  decoyHash ??= hashPassword('decoy-password-for-unknown-accounts')
  const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash), password)
  if (!user || !user.passwordHash || !valid) throw new AppError('unauthorized', WRONG_CREDENTIALS)
  return { id: user.id, email: user.email, sessionVersion: user.sessionVersion }
}

export async function loginWithPassword(credentials: LoginBody) {
  const user = await checkPassword(credentials)
  const session = await mintSessionToken(user)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: user.id }
}
