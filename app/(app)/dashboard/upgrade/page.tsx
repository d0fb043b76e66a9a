import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ProUpsell } from '@/components/pro/pro-upsell'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { isTestMode } from '@/lib/payments/get-payments'
import { PRO } from '@/prisma/catalogue/features'

export const metadata: Metadata = { title: 'Glowfolio Pro' }

export default async function UpgradePage() {
  const user = await requireOwner()
  const [owner, entitlements, pro] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { hadTrial: true } }),
    getEntitlements(user.id),
    prisma.feature.findUniqueOrThrow({ where: { id: PRO } }),
  ])
  return (
    <DashboardPage title="Glowfolio Pro" backHref="/dashboard/today">
      <ProUpsell hadTrial={owner.hadTrial} isPro={entitlements.pro} testMode={isTestMode()} priceCents={pro.priceCents} returnTo="/dashboard/upgrade" backHref="/dashboard/today" />
    </DashboardPage>
  )
}
