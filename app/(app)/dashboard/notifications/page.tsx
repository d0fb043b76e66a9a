import type { Metadata } from 'next'
import { NotificationSettings } from '@/components/push/notification-settings'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { listPushDevices } from '@/lib/push/devices'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Notification settings' }

export default async function NotificationSettingsPage() {
  const { user } = await getOwner()
  return (
    <DashboardPage title="Notification settings" backHref="/dashboard/today">
      <NotificationSettings initial={await listPushDevices({ user })} />
    </DashboardPage>
  )
}
