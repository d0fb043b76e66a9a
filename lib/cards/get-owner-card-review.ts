// The generate-card screen's review: the signed-in owner's own, nothing else.
import type { AuthUser } from '@/lib/auth/authenticate'
import { prisma } from '@/lib/db'
import { verifiedMark } from '@/lib/review-requests/verified'
import { sourceParam } from './find-card'

export type OwnerCardReview = {
  id: string
  customerName: string
  score: number
  comments: string
  images: string[]
  hidden: boolean
  placeholder: boolean
  /** The card link's source parameter. */
  source: 'glowfolio' | 'partner'
  /** "Verified client · March 2027" for a review posted through the thank-you's link: the card may show it. */
  verifiedMark: string | null
}

export async function getOwnerCardReview({ user, reviewId }: { user: AuthUser; reviewId: string }): Promise<OwnerCardReview | null> {
  const review = await prisma.review.findFirst({
    where: { id: reviewId, userId: user.id },
    select: { id: true, customerName: true, score: true, comments: true, images: true, status: true, placeholder: true, source: true, verifiedGigDate: true },
  })
  if (!review) return null
  return {
    id: review.id,
    customerName: review.customerName,
    score: review.score,
    comments: review.comments,
    images: review.images,
    hidden: review.status === 'hidden',
    placeholder: review.placeholder,
    source: sourceParam(review.source),
    verifiedMark: verifiedMark(review.verifiedGigDate?.toISOString()),
  }
}

export async function getOwnerCardTemplateId(userId: string): Promise<string> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { reviewCardTemplate: true } })
  return user?.reviewCardTemplate ?? 'default'
}
