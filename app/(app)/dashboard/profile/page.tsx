import { ChevronRight, Eye, Palette, ReceiptText, UserRound } from 'lucide-react'
import type { Metadata } from 'next'
import Image from 'next/image'
import Link from 'next/link'
import { redirect } from 'next/navigation'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ShareSite } from '@/components/profile/share-site'
import { SERVICES_PATH } from '@/lib/services/links'
import { findTheme } from '@/lib/themes/themes'
import { getOwner } from '@/lib/users/get-owner'
import { websiteUrl } from '@/lib/users/website'

export const metadata: Metadata = { title: 'Your site' }

export default async function SitePage() {
  const { profile: owner } = await getOwner()
  const theme = await findTheme(owner.themeId)
  // The owner's theme is a foreign key; only a catalogue edit under her could lose it: pick another.
  if (!theme) redirect('/dashboard/design')
  const url = websiteUrl(owner.slug)
  const links = [
    { href: '/dashboard/edit-profile', label: 'Edit profile', text: 'Photos, bio, kit and contact details', icon: UserRound },
    { href: SERVICES_PATH, label: 'Services', text: 'What you offer, with prices and times', icon: ReceiptText },
    { href: '/dashboard/design', label: 'Design', text: `Theme: ${theme.name}`, icon: Palette },
    { href: '/dashboard/preview-site', label: 'Preview', text: 'See your site as clients do, and its colours', icon: Eye },
  ]
  return (
    <DashboardPage title="Your site">
      <div className="space-y-5">
        {url ? <ShareSite url={url} businessName={owner.businessName ?? 'My business'} /> : null}
        <nav className="overflow-hidden rounded-card bg-white shadow-card" aria-label="Your site">
          <ul className="divide-y divide-line">
            {links.map(({ href, label, text, icon: Icon }) => (
              <li key={href}>
                <Link href={href} className="flex items-center gap-3 px-4 py-4 hover:bg-stone-50">
                  <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{label}</span>
                    <span className="block truncate text-sm text-muted">{text}</span>
                  </span>
                  <ChevronRight className="size-5 text-stone-400" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <Link href="/dashboard/design" className="block overflow-hidden rounded-card bg-white shadow-card">
          <Image src={theme.image} alt={`${theme.name} theme`} width={780} height={1000} className="aspect-[4/3] w-full object-cover object-top" />
        </Link>
      </div>
    </DashboardPage>
  )
}
