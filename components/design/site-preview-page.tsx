import { notFound } from 'next/navigation'
import { SiteElements } from '@/components/site/parts/site-elements-loader'
import { SiteView, SITE_BACKGROUNDS } from '@/components/site/site-view'
import { isTestMode } from '@/lib/payments/get-payments'
import { getSiteForOwner } from '@/lib/site/get-site'
import { findTheme, themeAvailable } from '@/lib/themes/themes'
import { hasStripeBill } from '@/lib/subscriptions/stripe-bill'
import { getOwner } from '@/lib/users/get-owner'
import { PreviewBar } from './preview-bar'

/** The owner's real site, in their theme or another one (demo), under the preview bar. */
export async function SitePreviewPage({ themeId }: { themeId?: string }) {
  const { user, profile: owner, entitlements } = await getOwner()
  const userId = user.id
  const theme = await findTheme(themeId ?? owner.themeId)
  if (!theme) notFound()
  const available = themeAvailable(theme, entitlements)
  // A demo: another theme, or the owner's own paid theme while it is not paid for (Apply pays again).
  const demo = Boolean(themeId && (themeId !== owner.themeId || !available))
  const site = await getSiteForOwner(userId, demo ? { themeId: theme.id } : {})
  if (!site) notFound()
  return (
    <div className="pb-28">
      <SiteView site={site} />
      <SiteElements />
      <PreviewBar
        userId={userId}
        demo={demo}
        theme={{
          id: site.theme.id,
          name: site.theme.name,
          price: theme.priceCents,
          available: available || !demo,
          background: SITE_BACKGROUNDS[site.theme.layout] ?? '#ffffff',
        }}
        colours={{ primary: site.theme.primary, heading: site.theme.heading }}
        canCustomise={entitlements.customThemes}
        hadTrial={owner.hadTrial}
        testMode={isTestMode()}
        onBill={await hasStripeBill(userId)}
      />
    </div>
  )
}
