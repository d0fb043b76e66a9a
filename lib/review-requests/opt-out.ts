// One-click unsubscribe (RFC 8058) from an owner's review requests, remembered by owner and e-mail.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { requestIdOf } from './link'
import { unsubscribeAnswer, type UnsubscribeAnswer } from './schema'

const gone = () => new AppError('not_found', 'This link is not valid. Please use the link from your e-mail.')

/** Whose requests the unsubscribe link stops, for its page; null for a link that is not ours. */
export async function findUnsubscribe(token: string) {
  const id = requestIdOf('unsubscribe', token)
  if (!id) return null
  const request = await prisma.reviewRequest.findUnique({ where: { id }, select: { email: true, userId: true, user: { select: { businessName: true } } } })
  if (!request) return null
  const optedOut = await prisma.reviewOptOut.findUnique({ where: { userId_email: { userId: request.userId, email: request.email } } })
  return { businessName: request.user.businessName ?? 'this business', optedOut: Boolean(optedOut) }
}

export async function unsubscribe({ token }: { token: string }): Promise<UnsubscribeAnswer> {
  const id = requestIdOf('unsubscribe', token)
  if (!id) throw gone()
  const request = await prisma.reviewRequest.findUnique({ where: { id }, select: { email: true, userId: true, user: { select: { businessName: true } } } })
  if (!request) throw gone()
  // A second click, or the mail app's POST after the page's, finds it there: the same answer.
  await prisma.reviewOptOut.createMany({ data: [{ userId: request.userId, email: request.email }], skipDuplicates: true })
  return unsubscribeAnswer.parse({ unsubscribed: true, businessName: request.user.businessName ?? 'this business' })
}
