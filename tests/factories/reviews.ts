import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'

export function createReviewFor(userId: string, overrides: Partial<Prisma.ReviewUncheckedCreateInput> = {}) {
  return prisma.review.create({
    data: { userId, customerName: 'Happy Client', score: 5, comments: 'Wonderful makeup!', source: 'glowfolio', status: 'visible', ...overrides },
  })
}

export function createImageFor(userId: string, src: string) {
  return prisma.image.create({ data: { userId, src, source: 'review' } })
}
