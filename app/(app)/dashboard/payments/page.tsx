import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { TaxDetailsForm } from '@/components/books/tax-details-form'
import { PaymentsSettings } from '@/components/payments/payments-settings'
import { requireOwner } from '@/lib/auth/session'
import { getTaxDetails } from '@/lib/books/tax-details'
import { getPaymentSettings } from '@/lib/payouts/payment-settings'

export const metadata: Metadata = { title: 'Payments' }

/** How the owner gets paid: by card into their own Stripe account, and the offline ways offer pages show. */
export default async function PaymentsPage({ searchParams }: PageProps<'/dashboard/payments'>) {
  const user = await requireOwner()
  const [settings, taxDetails, { connect }] = await Promise.all([getPaymentSettings({ user }), getTaxDetails({ user }), searchParams])
  return (
    <DashboardPage title="Payments">
      <PaymentsSettings initial={settings} returned={connect === 'return'} />
      <div className="mt-4">
        <TaxDetailsForm initial={taxDetails} />
      </div>
    </DashboardPage>
  )
}
