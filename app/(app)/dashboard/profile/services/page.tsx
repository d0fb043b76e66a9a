import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { ServicesScreen } from '@/components/services/services-screen'
import { requireOwner } from '@/lib/auth/session'
import { listServices } from '@/lib/services/list-services'

export const metadata: Metadata = { title: 'Services' }

/** The owner's service menu: their site's price list, and what gigs are filled from. */
export default async function ServicesPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="Services" backHref="/dashboard/profile">
      <ServicesScreen initial={await listServices({ user })} />
    </DashboardPage>
  )
}
