// Changing the e-mail or the password asks for the current password, so that a session someone borrowed
// or stole cannot take the account over.
import { prisma, type DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { verifyPassword } from './password'
import { NO_PASSWORD_YET } from './messages'

/** Owners who signed up with Facebook have none until the reset flow sets one. */
export async function hasPassword(userId: string): Promise<boolean> {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { passwordHash: true } })
  return owner.passwordHash !== null
}

export async function confirmCurrentPassword({
  userId,
  currentPassword,
  db = prisma,
}: {
  userId: string
  currentPassword: string | undefined
  db?: DbClient
}): Promise<void> {
  const owner = await db.user.findUniqueOrThrow({ where: { id: userId }, select: { email: true, passwordHash: true } })
  if (!owner.passwordHash) throw new AppError('unprocessable', NO_PASSWORD_YET, { fields: { currentPassword: 'Set a password first' } })
  if (!currentPassword)
    throw new AppError('unprocessable', 'Enter your current password to make this change', { fields: { currentPassword: 'Enter your current password' } })
  // Each try is a password guess: counted with the logins of this e-mail.
  await consumeRateLimit('login', owner.email)
  if (!(await verifyPassword(owner.passwordHash, currentPassword))) {
    throw new AppError('unprocessable', 'That is not your current password', { fields: { currentPassword: 'Incorrect password' } })
  }
}
