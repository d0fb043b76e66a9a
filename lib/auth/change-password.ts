// An owner changing their password while logged in: the current one first, then every other login
// ends and the owner is told by e-mail; the login that made the change goes on.
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { enqueueEmail } from '@/lib/mail/outbox'
import type { AuthUser } from './authenticate'
import { confirmCurrentPassword } from './current-password'
import { passwordChangedMessage } from './emails'
import { hashPassword } from './password'
import type { ChangePasswordBody } from './schema'
import { endOtherSessions } from './sessions'

export async function changePassword({ user, input }: { user: Pick<AuthUser, 'id' | 'sessionId'>; input: ChangePasswordBody }): Promise<'success'> {
  await confirmCurrentPassword({ userId: user.id, currentPassword: input.currentPassword })
  const passwordHash = await hashPassword(input.password)
  const message = await passwordChangedMessage({ supportEmail: env.SUPPORT_EMAIL })
  await prisma.$transaction(async (tx) => {
    const owner = await tx.user.update({ where: { id: user.id }, data: { passwordHash }, select: { email: true } })
    await endOtherSessions({ userId: user.id, keep: user.sessionId }, tx)
    await enqueueEmail({ to: owner.email, subject: 'Your Glowfolio password was changed', ...message }, tx)
  })
  return 'success'
}
