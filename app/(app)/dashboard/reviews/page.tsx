import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ReviewsScreen } from '@/components/reviews/reviews-screen'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { listReviews } from '@/lib/reviews/list-reviews'
import { reviewLinkOf } from '@/lib/reviews/review-link'

export const metadata: Metadata = { title: 'Reviews' }

export default async function ReviewsPage() {
  const user = await requireOwner()
  const [initial, entitlements, owner, reviewLink] = await Promise.all([
    listReviews({ user, status: 'all' }),
    getEntitlements(user.id),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { businessName: true } }),
    reviewLinkOf(user.id),
  ])
  return (
    <DashboardPage title="Reviews">
      <ReviewsScreen initial={initial} reviewLink={reviewLink.link} reviewQrSvg={reviewLink.qrSvg} businessName={owner.businessName ?? 'my business'} hasReviewCards={entitlements.reviewCards} />
    </DashboardPage>
  )
}
