// Today's part of the review loop: new glowing reviews to share, each with the card chosen for it, and
// the thank-yous that went out this week.
import { prisma } from '@/lib/db'
import { OWN_SOURCE } from '@/lib/reviews/limits'
import { bestCardTemplate, possessiveFirstName, SHARE_MIN_SCORE, shareCardPath } from './share-template'

const SHARE_DAYS = 7
const SHARE_LIMIT = 3

export type ReviewToShare = { reviewId: string; title: string; score: number; photo: string | null; href: string }
export type TodayReviewLoop = { share: ReviewToShare[]; thankYous: { sent: number; reminders: number } }

export async function getTodayReviewLoop({ user, now = new Date() }: { user: { id: string }; now?: Date }): Promise<TodayReviewLoop> {
  const since = new Date(now.getTime() - SHARE_DAYS * 24 * 60 * 60 * 1000)
  const [reviews, owner, sent, reminders] = await Promise.all([
    prisma.review.findMany({
      where: { userId: user.id, status: 'visible', placeholder: false, source: OWN_SOURCE, score: { gte: SHARE_MIN_SCORE }, createdAt: { gte: since } },
      orderBy: { createdAt: 'desc' },
      take: SHARE_LIMIT,
      select: { id: true, customerName: true, score: true, images: true },
    }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { reviewCardTemplate: true } }),
    prisma.reviewRequest.count({ where: { userId: user.id, queued: true, sentAt: { gte: since } } }),
    prisma.reviewRequest.count({ where: { userId: user.id, queued: true, reminderSentAt: { gte: since } } }),
  ])
  return {
    share: reviews.map((review) => ({
      reviewId: review.id,
      title: `Share ${possessiveFirstName(review.customerName)} review`,
      score: review.score,
      photo: review.images[0] ?? null,
      href: shareCardPath(review.id, bestCardTemplate({ photos: review.images.length, ownTemplateId: owner.reviewCardTemplate })),
    })),
    thankYous: { sent, reminders },
  }
}
