// POST /v1/util/route-review-card: renders the owner's card and e-mails it to them (attached, and its
// link), through the outbox. Only the owner's own reviews: the review is looked up with their id.
import type { AuthUser } from '@/lib/auth/authenticate'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { renderEmail } from '@/lib/mail/layout'
import { enqueueEmail } from '@/lib/mail/outbox'
import { consumeRateLimit } from '@/lib/rate-limit/consume'
import { cardUrl, findShareableCard } from './find-card'
import { ReviewCardEmail } from './review-card-email'
import { routeReviewCardResponse, type RouteReviewCardBody, type RouteReviewCardResponse } from './schema'
import { loadCardPng } from './stored-card'

const fileName = (customerName: string, templateId: string) => {
  const slug = customerName
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-')
    .slice(0, 40)
  return `review-card-${slug || 'customer'}-${templateId}.png`
}

export async function emailReviewCard({ user, input }: { user: AuthUser; input: RouteReviewCardBody }): Promise<RouteReviewCardResponse> {
  if (input.userId && input.userId !== user.id) throw new AppError('forbidden', 'Cards can only be e-mailed to your own account.')
  const card = await findShareableCard({ reviewId: input.reviewId, templateId: input.reviewTemplateId, ownerId: user.id, verified: input.verified })
  const { template, review } = card
  if ((input.width !== undefined && input.width !== template.width) || (input.height !== undefined && input.height !== template.height)) {
    throw new AppError('unprocessable', `A ${template.type} card is ${template.width}x${template.height}.`)
  }
  await consumeRateLimit('reviewCardEmail', user.id)
  const png = await loadCardPng(card)
  const url = cardUrl(review.id, template.id, review.source, input.verified)
  const { html, text } = await renderEmail(
    <ReviewCardEmail customerName={review.customerName} kind={template.type} url={url} width={template.width} height={template.height} />,
  )
  await prisma.$transaction(async (tx) => {
    await enqueueEmail(
      {
        to: user.email,
        subject: `Your review card from ${review.customerName}`,
        html,
        text,
        attachments: [{ filename: fileName(review.customerName, template.id), contentType: 'image/png', content: png.toString('base64') }],
      },
      tx,
    )
    await tx.user.update({ where: { id: user.id }, data: { reviewCardTemplate: template.id } })
  })
  return routeReviewCardResponse.parse({ url, width: template.width, height: template.height, reviewTemplateId: template.id, emailedTo: user.email })
}
