import type { Metadata } from 'next'
import { ProUpsellPage } from '@/components/pro/pro-upsell-page'

export const metadata: Metadata = { title: 'Glowfolio Pro' }

export default function UpgradePage() {
  return <ProUpsellPage title="Glowfolio Pro" backHref="/dashboard/today" returnTo="/dashboard/upgrade" />
}
