// The prerender-review-cards job: when a review becomes visible (a customer's own-link review, or one
// the owner shows), its card in the owner's chosen template is drawn and stored before anyone asks,
// so the generate-card screen opens on a stored card. The job looks at the reviews changed lately
// rather than at a list of requests: kicks from web instances that run no jobs (JOBS=off) are lost,
// and its schedule catches those within minutes.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { getStorage } from '@/lib/storage/get-storage'
import type { Storage } from '@/lib/storage/storage'
import { findShareableCard } from './find-card'
import { cardStorageKey, drawCard } from './stored-card'

/** Longer than two runs of the schedule (docs/operations.md), so a review is looked at at least twice. */
const RECENT_MS = 15 * 60_000

export type CardToPrerender = { reviewId: string; templateId: string }

/** Visible reviews changed lately, each with its owner's chosen template. */
export async function recentlyShownReviews(now = new Date()): Promise<CardToPrerender[]> {
  const reviews = await prisma.review.findMany({
    where: { status: 'visible', placeholder: false, updatedAt: { gte: new Date(now.getTime() - RECENT_MS) } },
    select: { id: true, user: { select: { reviewCardTemplate: true } } },
    orderBy: { updatedAt: 'asc' },
  })
  return reviews.map((review) => ({ reviewId: review.id, templateId: review.user.reviewCardTemplate }))
}

/**
 * Draws and stores one card unless it is stored already; false when there was nothing to draw. A card
 * the review cannot have (no feature, too few photos for the template, a photo gone) is not drawn, and
 * neither is one that fails: it is logged, and the other reviews of the run go on.
 */
export async function prerenderCard({ reviewId, templateId }: CardToPrerender, storage: Storage = getStorage()): Promise<boolean> {
  try {
    // Every check of a real request: the feature, enough photos for the template, the review shown.
    const card = await findShareableCard({ reviewId, templateId })
    if (await storage.exists(cardStorageKey(card.etag))) return false
    const drawing = drawCard(card, storage)
    await drawing.png
    await drawing.stored
    return true
  } catch (error) {
    // Owners without the feature are most of the reviews looked at: only the unexpected is logged.
    if (!(error instanceof AppError)) log.error('card not prerendered', { reviewId, templateId, error })
    else if (error.code !== 'forbidden') log.info('card not prerendered', { reviewId, templateId, reason: error.message })
    return false
  }
}

export async function prerenderReviewCards({ now = new Date(), storage = getStorage() }: { now?: Date; storage?: Storage } = {}): Promise<{ drawn: number }> {
  let drawn = 0
  for (const card of await recentlyShownReviews(now)) if (await prerenderCard(card, storage)) drawn += 1
  return { drawn }
}
