import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ReviewsScreen } from '@/components/reviews/reviews-screen'
import { getReviewFunnel } from '@/lib/review-requests/funnel'
import { getReviewRequestSettings } from '@/lib/review-requests/settings'
import { listReviews } from '@/lib/reviews/list-reviews'
import { reviewLinkOf } from '@/lib/reviews/review-link'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Reviews' }

export default async function ReviewsPage() {
  const { user, profile: owner, entitlements } = await getOwner()
  const [initial, reviewLink, thankYou, funnel] = await Promise.all([
    listReviews({ user, status: 'all' }),
    reviewLinkOf(user.id),
    getReviewRequestSettings({ user }),
    getReviewFunnel({ user }),
  ])
  return (
    <DashboardPage title="Reviews">
      <ReviewsScreen
        initial={initial}
        reviewLink={reviewLink.link}
        reviewQrSvg={reviewLink.qrSvg}
        businessName={owner.businessName ?? 'my business'}
        hasReviewCards={entitlements.reviewCards}
        thankYou={thankYou}
        funnel={funnel}
      />
    </DashboardPage>
  )
}
