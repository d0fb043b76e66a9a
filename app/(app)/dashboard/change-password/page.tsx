import type { Metadata } from 'next'
import { ChangePasswordForm } from '@/components/auth/change-password-form'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { hasPassword } from '@/lib/auth/current-password'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Change password' }

export default async function ChangePasswordPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="Change password" backHref="/dashboard/edit-profile">
      <ChangePasswordForm hasPassword={await hasPassword(user.id)} />
    </DashboardPage>
  )
}
