// Which card a request may have: the review, its owner and the template, after every check the spec
// and the paywall ask for. Both the PNG route (public, by review id) and the e-mail call (owner's own
// reviews only) come through here.
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { verifiedMark } from '@/lib/review-requests/verified'
import { buildCardContent, isOwnSource } from './content'
import { cardEtag } from './etag'
import { renderCardPng } from './render'
import { findCardTemplate, type CardTemplate } from './templates'

/**
 * The card's address names the review and the template, not the card: what it answers changes when the
 * review, the owner's name or logo change, and stops when the review is hidden. So caches keep it but
 * ask again each time (a 304 against the ETag costs one lookup); the PNG itself is stored once
 * (lib/cards/stored-card.ts).
 */
export const CARD_CACHE_CONTROL = 'public, no-cache'

const cardSelect = {
  id: true,
  userId: true,
  status: true,
  placeholder: true,
  images: true,
  customerName: true,
  score: true,
  comments: true,
  source: true,
  verifiedGigDate: true,
  updatedAt: true,
  user: { select: { id: true, businessName: true, profileImg: true } },
} as const

export type ShareableCard = Awaited<ReturnType<typeof findShareableCard>>

export async function findShareableCard({
  reviewId,
  templateId,
  source,
  ownerId,
  verified = false,
}: {
  reviewId: string
  templateId: string
  source?: string
  ownerId?: string
  /** Show the review's verified mark ("Verified client · March 2027"): the artist's choice. */
  verified?: boolean
}) {
  const review = await prisma.review.findFirst({ where: ownerId ? { id: reviewId, userId: ownerId } : { id: reviewId }, select: cardSelect })
  if (!review) throw new AppError('not_found', 'Review not found')
  const template = findCardTemplate(templateId)
  if (!template) throw new AppError('not_found', `There is no card template "${templateId}".`)
  if (review.placeholder) throw new AppError('unprocessable', 'This is just an example review. Collect real reviews to share them as cards.')
  if (review.status === 'hidden') throw new AppError('forbidden', 'This review is hidden. Show it on your reviews page to share it as a card.')
  if (!(await getEntitlements(review.userId)).reviewCards) {
    throw new AppError('forbidden', 'Review cards need the Review Cards feature. Start its free trial to create cards.')
  }
  if (review.images.length < template.imagesNeeded) throw new AppError('unprocessable', 'Not enough images for this template.')
  assertSource(source, review.source)
  const mark = verified ? verifiedMark(review.verifiedGigDate?.toISOString()) : null
  if (verified && !mark) throw new AppError('unprocessable', 'Only a review posted through your thank-you link can show the verified mark.')
  const owner = { businessName: review.user.businessName, profileImg: review.user.profileImg }
  return { review, owner, template, mark, etag: cardEtag(template, review, owner, mark) }
}

/** The badge follows the review's real source: a link may name it, but never claim another one. */
function assertSource(requested: string | undefined, actual: string) {
  if (!requested) return
  const wantsOwn = isOwnSource(requested)
  const wantsPartner = requested.toLowerCase() === 'partner' || requested.toLowerCase() === env.PARTNER_SOURCE_NAME.toLowerCase()
  if (!wantsOwn && !wantsPartner) throw new AppError('unprocessable', `Unknown review source "${requested}".`)
  if (wantsOwn !== isOwnSource(actual)) {
    throw new AppError(
      'unprocessable',
      isOwnSource(actual) ? 'This review was collected by Glowfolio.' : `This review was collected by ${env.PARTNER_SOURCE_NAME}, not by Glowfolio.`,
    )
  }
}

export const sourceParam = (reviewSource: string) => (isOwnSource(reviewSource) ? 'glowfolio' : 'partner')

export async function renderShareableCard(card: {
  review: ShareableCard['review']
  owner: ShareableCard['owner']
  template: CardTemplate
  mark?: string | null
}): Promise<Buffer> {
  const content = await buildCardContent(card.template, card.review, card.owner, card.mark ?? null)
  return renderCardPng(card.template, content)
}

/** The card's public address, for e-mails and sharing. */
export function cardUrl(reviewId: string, templateId: string, reviewSource: string, verified = false): string {
  const url = new URL(`/review/generate-card/${encodeURIComponent(reviewId)}`, env.APP_URL)
  url.searchParams.set('id', templateId)
  url.searchParams.set('source', sourceParam(reviewSource))
  if (verified) url.searchParams.set('verified', '1')
  return url.href
}
