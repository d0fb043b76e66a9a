import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ThemeSubscriptions } from '@/components/design/theme-subscriptions'
import { buttonVariants } from '@/components/ui/button-variants'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { requireOwner } from '@/lib/auth/session'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { isTestMode } from '@/lib/payments/get-payments'
import { listThemeSubscriptions } from '@/lib/subscriptions/list-theme-subscriptions'
import { listThemes } from '@/lib/themes/themes'
import { formatMoney } from '@/lib/format/money'

export const metadata: Metadata = { title: 'Design' }

export default async function DesignPage() {
  const user = await requireOwner()
  const [themes, subscriptions, entitlements, timeZone] = await Promise.all([
    listThemes({ user }),
    listThemeSubscriptions({ user }),
    getEntitlements(user.id),
    ownerTimeZone(user.id),
  ])
  return (
    <DashboardPage title="Design" backHref="/dashboard/profile">
      <ThemeSubscriptions subscriptions={subscriptions} timeZone={timeZone} testMode={isTestMode()} isPro={entitlements.pro} />
      <ul className="space-y-5">
        {themes.map((theme) => {
          // The owner's paid theme, no longer paid for: kept, while the site wears the free one.
          const paused = theme.active && !theme.available
          return (
            <li key={theme.id} className="overflow-hidden rounded-card bg-white shadow-card">
              <Image src={theme.image} alt={`${theme.name} theme`} width={600} height={800} className="aspect-[4/3] w-full object-cover object-top" />
              <div className="p-5">
                <div className="flex items-baseline justify-between gap-3">
                  <h2 className="font-display text-xl font-semibold">
                    {theme.name} {theme.active && !paused ? <span className="text-base font-normal text-success">(active)</span> : null}
                  </h2>
                  {/* Pro includes every theme: a Pro owner is shown no theme prices. */}
                  <span className="shrink-0 font-semibold">
                    {!theme.price ? 'Free' : entitlements.pro ? 'Included in Pro' : `${formatMoney(theme.price)}/month`}
                  </span>
                </div>
                <p className="text-sm text-muted">by {theme.author}</p>
                <p className="mt-2 text-[15px] leading-6">{theme.desc}</p>
                {paused ? (
                  <p className="mt-3 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900">
                    Your site shows the free Basic theme while {theme.name} is not paid for. Subscribe to bring {theme.name} back just as you left it.
                  </p>
                ) : null}
                <div className="mt-4">
                  {theme.active && !paused ? (
                    <Link href="/dashboard/preview-site" className={buttonVariants({ block: true })}>
                      Edit
                    </Link>
                  ) : (
                    <Link
                      href={`/dashboard/preview-site/demo/${theme.id}`}
                      className={buttonVariants({ variant: paused ? 'primary' : 'outline', block: true })}
                    >
                      Preview
                    </Link>
                  )}
                </div>
              </div>
            </li>
          )
        })}
      </ul>
    </DashboardPage>
  )
}
