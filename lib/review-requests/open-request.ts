// The review form opened through a request's signed link: counted as opened (the funnel's "opened"),
// and answered with the client's name to fill in.
import { prisma, type PrismaTx } from '@/lib/db'
import { requestIdOf } from './link'

export async function openReviewRequest({ userId, token, now = new Date() }: { userId: string; token: string | null | undefined; now?: Date }) {
  const id = requestIdOf('review', token)
  if (!id) return null
  const request = await prisma.reviewRequest.findFirst({ where: { id, userId }, select: { name: true, reviewedAt: true } })
  if (!request) return null
  await prisma.reviewRequest.updateMany({ where: { id, openedAt: null }, data: { openedAt: now } })
  return { customerName: request.name, reviewed: request.reviewedAt !== null }
}

/**
 * Ties a review posted with a signed link to its gig and client, once: the request is claimed by a guarded
 * update, so a second review through the same link is posted unverified. Null for a link that is not valid.
 */
export async function claimReviewRequest(tx: PrismaTx, { userId, token, now }: { userId: string; token: string; now: Date }) {
  const id = requestIdOf('review', token)
  if (!id) return null
  const { count } = await tx.reviewRequest.updateMany({ where: { id, userId, reviewedAt: null }, data: { reviewedAt: now } })
  if (count === 0) return null
  const request = await tx.reviewRequest.findUniqueOrThrow({
    where: { id },
    select: { id: true, email: true, appointmentId: true, appointment: { select: { date: true } } },
  })
  return { id: request.id, email: request.email, appointmentId: request.appointmentId, gigDate: request.appointment.date }
}
