import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { FeeRulesForm } from '@/components/weddings/fee-rules-form'
import { requireOwner } from '@/lib/auth/session'
import { getFeeRules } from '@/lib/weddings/fee-rules'

export const metadata: Metadata = { title: 'Wedding pricing' }

/** The fees wedding quotes add by themselves: travel, early starts, the minimum booking. */
export default async function FeeRulesPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="Wedding pricing" backHref="/dashboard/gigs">
      <FeeRulesForm initial={await getFeeRules({ user })} />
    </DashboardPage>
  )
}
