import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import sanitizeHtml from 'sanitize-html'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { FeatureDetail } from '@/components/features/feature-detail'
import { requireOwner } from '@/lib/auth/session'
import { markFeatureSeen } from '@/lib/checklist/update-entry'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { featureStates } from '@/lib/features/feature-state'
import { toFeatureResponse } from '@/lib/features/schema'
import { isTestMode } from '@/lib/payments/get-payments'
import { PRO, REVIEW_CARDS, SMART_ALBUMS } from '@/prisma/catalogue/features'

export const metadata: Metadata = { title: 'Feature' }

export default async function FeaturePage({ params }: PageProps<'/dashboard/feature/[subItemId]'>) {
  const user = await requireOwner()
  const { subItemId } = await params
  const feature = await prisma.feature.findUnique({ where: { id: subItemId.slice(0, 64) } })
  if (!feature) redirect('/not-found')
  // Viewing a feature counts: its suggestion is seen, its checklist item ticked.
  await markFeatureSeen(user.id, feature.id)
  const [states, owner, earlier, entitlements] = await Promise.all([
    featureStates(user.id),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { hadTrial: true } }),
    prisma.subscription.count({ where: { userId: user.id, featureId: feature.id } }),
    getEntitlements(user.id),
  ])
  const trialDays = earlier === 0 && !(feature.id === PRO && owner.hadTrial) ? feature.trialPeriod : 0
  return (
    <DashboardPage title={feature.name} backHref="/dashboard/today">
      <FeatureDetail
        feature={toFeatureResponse(feature)}
        initialState={states[feature.id] ?? 'available'}
        trialDays={trialDays}
        overviewHtml={sanitizeHtml(feature.desc)}
        testMode={isTestMode()}
        includedInPro={entitlements.pro && (feature.id === SMART_ALBUMS || feature.id === REVIEW_CARDS)}
      />
    </DashboardPage>
  )
}
