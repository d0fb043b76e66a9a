// The Pro upsell as a whole dashboard page, reached from the menu (/dashboard/upgrade) and from Welcome
// home (/dashboard/home/upgrade-to-pro): each says where Back goes and where checkout returns.
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { findFeature } from '@/lib/features/find-feature'
import { isTestMode, paymentsMode } from '@/lib/payments/get-payments'
import { hasStripeBill } from '@/lib/subscriptions/stripe-bill'
import { getOwner } from '@/lib/users/get-owner'
import { PRO } from '@/lib/catalogue/features'
import { ProUpsell } from './pro-upsell'

export async function ProUpsellPage({ title, backHref, returnTo }: { title: string; backHref: string; returnTo: string }) {
  const [{ user, profile: owner, entitlements }, pro] = await Promise.all([getOwner(), findFeature(PRO)])
  if (!pro) throw new Error('The Pro feature is missing from the catalogue: run the seed')
  return (
    <DashboardPage title={title} backHref={backHref}>
      <ProUpsell
        hadTrial={owner.hadTrial}
        isPro={entitlements.pro}
        testMode={isTestMode()}
        withStripe={paymentsMode() === 'stripe'}
        onBill={await hasStripeBill(user.id)}
        priceCents={pro.priceCents}
        returnTo={returnTo}
        backHref={backHref}
      />
    </DashboardPage>
  )
}
