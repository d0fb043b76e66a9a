import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { GenerateCard } from '@/components/cards/generate-card'
import { ReviewCardsPromo } from '@/components/cards/review-cards-promo'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { requireOwner } from '@/lib/auth/session'
import { getOwnerCardReview, getOwnerCardTemplateId } from '@/lib/cards/get-owner-card-review'
import { CARD_TEMPLATE_OPTIONS } from '@/lib/cards/template-options'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'

export const metadata: Metadata = { title: 'Review card' }

export default async function GenerateCardPage({ params, searchParams }: PageProps<'/dashboard/manage-reviews/generate-card/[reviewId]'>) {
  const user = await requireOwner()
  const [{ reviewId }, { template }] = await Promise.all([params, searchParams])
  // "Share" on Today names the template that fits the review best.
  const chosen = CARD_TEMPLATE_OPTIONS.find((option) => option.id === template)?.id
  const [review, entitlements, templateId] = await Promise.all([
    getOwnerCardReview({ user, reviewId }),
    getEntitlements(user.id),
    getOwnerCardTemplateId(user.id),
  ])
  if (!review) redirect('/not-found')

  return (
    <DashboardPage title="Review card" backHref="/dashboard/reviews">
      {entitlements.reviewCards ? (
        <GenerateCard review={review} templates={CARD_TEMPLATE_OPTIONS} initialTemplateId={chosen ?? templateId} userId={user.id} email={user.email} />
      ) : (
        <ReviewCardsPromo />
      )}
    </DashboardPage>
  )
}
