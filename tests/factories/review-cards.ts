// Reviews and the review-cards subscription, for the card tests.
import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'
import { REVIEW_CARDS } from '@/lib/catalogue/features'

export async function subscribeToReviewCards(
  userId: string,
  { status = 'active', trialEndsAt }: { status?: 'active' | 'trialing' | 'cancelled'; trialEndsAt?: Date } = {},
) {
  return prisma.subscription.create({
    data: { userId, type: 'feature', featureId: REVIEW_CARDS, status, provider: 'test', priceCents: 499, trialEndsAt: trialEndsAt ?? null },
  })
}

export async function createReview(userId: string, overrides: Partial<Prisma.ReviewUncheckedCreateInput> = {}) {
  return prisma.review.create({
    data: {
      userId,
      customerName: 'Sophie Nguyen',
      score: 5,
      comments: 'Flawless bridal makeup that lasted all night. Thank you!',
      images: ['/demo/photo-05.jpg', '/demo/photo-09.jpg'],
      status: 'visible',
      source: 'glowfolio',
      ...overrides,
    },
  })
}
