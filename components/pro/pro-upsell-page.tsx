// The Pro upsell as a whole dashboard page, reached from the menu (/dashboard/upgrade) and from Welcome
// home (/dashboard/home/upgrade-to-pro): each says where Back goes and where checkout returns.
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { isTestMode } from '@/lib/payments/get-payments'
import { PRO } from '@/prisma/catalogue/features'
import { ProUpsell } from './pro-upsell'

export async function ProUpsellPage({ title, backHref, returnTo }: { title: string; backHref: string; returnTo: string }) {
  const user = await requireOwner()
  const [owner, entitlements, pro] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { hadTrial: true } }),
    getEntitlements(user.id),
    prisma.feature.findUniqueOrThrow({ where: { id: PRO } }),
  ])
  return (
    <DashboardPage title={title} backHref={backHref}>
      <ProUpsell hadTrial={owner.hadTrial} isPro={entitlements.pro} testMode={isTestMode()} priceCents={pro.priceCents} returnTo={returnTo} backHref={backHref} />
    </DashboardPage>
  )
}
