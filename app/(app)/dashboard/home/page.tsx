import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { WelcomeHome } from '@/components/home/welcome-home'
import { requireOwner } from '@/lib/auth/session'
import { getChecklist } from '@/lib/checklist/get-checklist'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'

export const metadata: Metadata = { title: 'Welcome home' }

export default async function HomePage() {
  const user = await requireOwner()
  const [checklist, owner] = await Promise.all([getChecklist({ user }), prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { businessName: true } })])
  const done = (id: string) => checklist.checklistItems.some((entry) => entry.item._id === id && entry.checked)
  return (
    <DashboardPage title="Welcome home">
      <WelcomeHome businessName={owner.businessName ?? 'there'} designPicked={done('pick-design')} hasReviews={done('first-review')} contacted={done('support')} supportEmail={env.SUPPORT_EMAIL} />
    </DashboardPage>
  )
}
