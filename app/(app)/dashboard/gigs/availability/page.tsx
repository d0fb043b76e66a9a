import type { Metadata } from 'next'
import { AvailabilityForm } from '@/components/availability/availability-form'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { requireOwner } from '@/lib/auth/session'
import { getAvailabilitySettings } from '@/lib/availability/settings'

export const metadata: Metadata = { title: 'Availability' }

/** When clients can book her instant-book services: hours, notice, window, deposit, other calendar. */
export default async function AvailabilityPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="Availability" backHref="/dashboard/gigs">
      <AvailabilityForm initial={await getAvailabilitySettings({ user })} />
    </DashboardPage>
  )
}
