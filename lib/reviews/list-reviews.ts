import { prisma } from '@/lib/db'
import { averageScore } from './average'
import { placeholderReviews } from './placeholders'
import { reviewListResponse, type ReviewList } from './schema'
import { toReviewResponse } from './to-review-response'

export async function getReviewStats(userId: string) {
  const visible = await prisma.review.aggregate({
    where: { userId, status: 'visible', placeholder: false },
    _sum: { score: true },
    _count: { _all: true },
  })
  return { avgReviewScore: averageScore(visible._sum.score ?? 0, visible._count._all), visibleCount: visible._count._all }
}

export async function listReviews({ user, status }: { user: { id: string }; status: 'all' | 'visible' | 'hidden' }): Promise<ReviewList> {
  const [reviews, stats, total] = await Promise.all([
    prisma.review.findMany({
      where: { userId: user.id, placeholder: false, ...(status === 'all' ? {} : { status }) },
      orderBy: { date: 'desc' },
    }),
    getReviewStats(user.id),
    prisma.review.count({ where: { userId: user.id, placeholder: false } }),
  ])
  const shown = total === 0 && status !== 'hidden' ? placeholderReviews(user.id) : reviews.map(toReviewResponse)
  return reviewListResponse.parse({ reviews: shown, ...stats })
}
