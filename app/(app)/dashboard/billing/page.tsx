import type { Metadata } from 'next'
import { BillingList } from '@/components/billing/billing-list'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { requireOwner } from '@/lib/auth/session'
import { paymentsMode } from '@/lib/payments/get-payments'
import { listBilling } from '@/lib/subscriptions/list-billing'

export const metadata: Metadata = { title: 'Billing' }

export default async function BillingPage() {
  const user = await requireOwner()
  const [billing, timeZone] = await Promise.all([listBilling({ user }), ownerTimeZone(user.id)])
  return (
    <DashboardPage title="Billing" backHref="/dashboard/today">
      <BillingList billing={billing} timeZone={timeZone} mode={paymentsMode()} />
    </DashboardPage>
  )
}
