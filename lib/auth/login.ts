import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { consumeRateLimit, isOverRateLimit, refundRateLimit, withinRateLimit } from '@/lib/rate-limit/consume'
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

/** What a failed login costs its address while the e-mail it tried has more failures than its limit. */
export const LOGIN_FAILURE_COST_UNDER_ATTACK = 5

/**
 * A login from `ip`, counting failures only. The address is held to its limit strictly (past it, even
 * the right password waits). Failures for the e-mail never lock its owner out, since anyone can make
 * them: past that limit each further failure costs its address more, so guessing from many addresses
 * stays slow while the right password from an address within its limit still works.
 */
export async function checkLoginAttempt(credentials: LoginBody, ip: string) {
  // Counted before the check, so that attempts sent all at once cannot slip past the limit together;
  // a success gives it back.
  await consumeRateLimit('login', ip)
  let user: Awaited<ReturnType<typeof checkPassword>>
  try {
    user = await checkPassword(credentials)
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') {
      if (await isOverRateLimit('loginAccount', credentials.email)) await withinRateLimit('login', ip, LOGIN_FAILURE_COST_UNDER_ATTACK - 1)
      await withinRateLimit('loginAccount', credentials.email)
    }
    throw error
  }
  await refundRateLimit('login', ip)
  return user
}

export async function loginWithPassword(credentials: LoginBody, ip: string) {
  const user = await checkLoginAttempt(credentials, ip)
  const session = await mintSessionToken(user)
  return { token: session.token, expiresAt: session.expiresAt.toISOString(), userId: user.id }
}
