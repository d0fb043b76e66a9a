import type { Metadata } from 'next'
import { ProUpsellPage } from '@/components/pro/pro-upsell-page'

export const metadata: Metadata = { title: 'Upgrade to Pro' }

export default function HomeUpgradePage() {
  return <ProUpsellPage title="Upgrade to Pro" backHref="/dashboard/home" returnTo="/dashboard/home/upgrade-to-pro" />
}
