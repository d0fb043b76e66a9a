// A customer's review from the public form. The server decides its status from its source, whatever
// the payload says: only reviews collected through Glowfolio's own link go live at once.
import { kickCardPrerender } from '@/lib/cards/prerender-job'
import { matchOrCreateClient } from '@/lib/clients/match-client'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { attachOwnImages } from '@/lib/images/own-images'
import { claimReviewRequest } from '@/lib/review-requests/open-request'
import { bestCardTemplate, possessiveFirstName, SHARE_MIN_SCORE, shareCardPath } from '@/lib/review-requests/share-template'
import { siteChanged } from '@/lib/site/site-changed'
import { OWN_SOURCE } from './limits'
import type { CreateReviewBody, ReviewResponse } from './schema'
import { toReviewResponse } from './to-review-response'
import { notifyOwner } from '@/lib/notifications/notify-owner'

export async function createReview(input: CreateReviewBody, { now = new Date() } = {}): Promise<ReviewResponse> {
  const owner = await prisma.user.findUnique({ where: { id: input.userId }, select: { id: true, reviewCardTemplate: true } })
  if (!owner) throw new AppError('not_found', 'This business could not be found')

  const review = await prisma.$transaction(async (tx) => {
    await attachOwnImages(tx, owner.id, input.images)
    const request = input.requestToken ? await claimReviewRequest(tx, { userId: owner.id, token: input.requestToken, now }) : null
    const created = await tx.review.create({
      data: {
        userId: owner.id,
        customerName: input.customerName,
        score: input.score,
        comments: input.comments,
        images: input.images,
        source: input.source,
        status: input.source === OWN_SOURCE ? 'visible' : 'hidden',
        date: now,
        // Through her signed link the e-mail is the one the request went to, not one typed.
        clientId: await matchOrCreateClient(owner.id, { name: input.customerName, email: request?.email ?? input.customerEmail }, tx),
        ...(request ? { appointmentId: request.appointmentId, customerEmail: request.email, verifiedGigDate: request.gigDate } : {}),
      },
    })
    if (request) await tx.reviewRequest.update({ where: { id: request.id }, data: { reviewId: created.id } })
    // A glowing review that goes live is one tap from Instagram: the notification opens its card.
    const shareable = created.status === 'visible' && input.score >= SHARE_MIN_SCORE
    await notifyOwner(
      tx,
      {
        userId: owner.id,
        type: 'review',
        message: shareable
          ? `${input.customerName} left you ${input.score} stars. Share ${possessiveFirstName(input.customerName)} review`
          : `${input.customerName} left you ${input.score} stars`,
        img: input.images[0] ?? null,
        link: shareable
          ? shareCardPath(created.id, bestCardTemplate({ photos: input.images.length, ownTemplateId: owner.reviewCardTemplate }))
          : '/dashboard/reviews',
      },
      { kind: 'review', title: `A new review: ${input.score} stars` },
    )
    return created
  })
  // A hidden review waits for the owner: its card and the site change when they show it.
  if (review.status === 'visible') {
    kickCardPrerender()
    await siteChanged(owner.id)
  }
  return toReviewResponse(review)
}
