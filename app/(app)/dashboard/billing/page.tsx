import type { Metadata } from 'next'
import { BillingList } from '@/components/billing/billing-list'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { requireOwner } from '@/lib/auth/session'
import { paymentsMode } from '@/lib/payments/get-payments'
import { listBilling } from '@/lib/subscriptions/list-billing'

export const metadata: Metadata = { title: 'Billing' }

export default async function BillingPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="Billing" backHref="/dashboard/today">
      <BillingList billing={await listBilling({ user })} mode={paymentsMode()} />
    </DashboardPage>
  )
}
