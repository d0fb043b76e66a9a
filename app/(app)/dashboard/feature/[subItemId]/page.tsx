import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import sanitizeHtml from 'sanitize-html'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { FeatureDetail } from '@/components/features/feature-detail'
import { markFeatureSeen } from '@/lib/checklist/update-entry'
import { featureStates } from '@/lib/features/feature-state'
import { findFeature, trialDaysFor } from '@/lib/features/find-feature'
import { toFeatureResponse } from '@/lib/features/schema'
import { isTestMode } from '@/lib/payments/get-payments'
import { hasStripeBill } from '@/lib/subscriptions/stripe-bill'
import { getOwner } from '@/lib/users/get-owner'
import { REVIEW_CARDS, SMART_ALBUMS } from '@/lib/catalogue/features'

export const metadata: Metadata = { title: 'Feature' }

export default async function FeaturePage({ params }: PageProps<'/dashboard/feature/[subItemId]'>) {
  const { user, profile: owner, entitlements } = await getOwner()
  const feature = await findFeature((await params).subItemId)
  if (!feature) redirect('/not-found')
  // Viewing a feature counts: its suggestion is seen, its checklist item ticked.
  await markFeatureSeen(user.id, feature.id)
  const [states, trialDays, onBill] = await Promise.all([
    featureStates(user.id),
    trialDaysFor({ userId: user.id, hadTrial: owner.hadTrial, feature }),
    hasStripeBill(user.id),
  ])
  return (
    <DashboardPage title={feature.name} backHref="/dashboard/today">
      <FeatureDetail
        feature={toFeatureResponse(feature)}
        initialState={states[feature.id] ?? 'available'}
        trialDays={trialDays}
        overviewHtml={sanitizeHtml(feature.desc)}
        testMode={isTestMode()}
        onBill={onBill}
        includedInPro={entitlements.pro && (feature.id === SMART_ALBUMS || feature.id === REVIEW_CARDS)}
      />
    </DashboardPage>
  )
}
