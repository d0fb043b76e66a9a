import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { enqueueEmail } from '@/lib/mail/outbox'
import { teamAccessRequestMessage } from './emails'

export const ACCESS_REQUESTED = 'Requested access to this feature. We will email you when it is available.'

/** Asks the team for a feature that is not ready: recorded once, so the button reads Pending Access. */
export async function requestAccess({ user, subItemId }: { user: { id: string; email: string }; subItemId: string }) {
  const feature = await prisma.feature.findUnique({ where: { id: subItemId } })
  if (!feature) throw new AppError('not_found', 'Feature not found')
  if (feature.status !== 'notReady') throw new AppError('conflict', `${feature.name} is available: activate it instead`)
  await prisma.$transaction(async (tx) => {
    const existing = await tx.accessRequest.findUnique({ where: { userId_featureId: { userId: user.id, featureId: feature.id } } })
    if (existing) return
    await tx.accessRequest.create({ data: { userId: user.id, featureId: feature.id } })
    const message = await teamAccessRequestMessage({ email: user.email, userId: user.id, name: feature.name })
    await enqueueEmail({ to: env.TEAM_EMAIL, replyTo: user.email, subject: `Access request: ${feature.name} for ${user.email}`, ...message }, tx)
  })
  return { status: 'pending' as const, message: ACCESS_REQUESTED }
}
