import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { WelcomeHome } from '@/components/home/welcome-home'
import { getChecklist } from '@/lib/checklist/get-checklist'
import { env } from '@/lib/env'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Welcome home' }

export default async function HomePage() {
  const { user, profile: owner } = await getOwner()
  const checklist = await getChecklist({ user })
  const done = (id: string) => checklist.checklistItems.some((entry) => entry.item._id === id && entry.checked)
  return (
    <DashboardPage title="Welcome home">
      <WelcomeHome
        businessName={owner.businessName ?? 'there'}
        designPicked={done('pick-design')}
        hasReviews={done('first-review')}
        contacted={done('support')}
        supportEmail={env.SUPPORT_EMAIL}
      />
    </DashboardPage>
  )
}
