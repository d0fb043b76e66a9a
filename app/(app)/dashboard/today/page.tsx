import type { Metadata } from 'next'
import { TodayScreen } from '@/components/today/today-screen'
import { requireOwner } from '@/lib/auth/session'
import { getChecklist } from '@/lib/checklist/get-checklist'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { todayHeading } from '@/lib/ui/date-heading'

export const metadata: Metadata = { title: 'Today' }

export default async function TodayPage() {
  const user = await requireOwner()
  const [checklist, owner, entitlements] = await Promise.all([
    getChecklist({ user }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { businessName: true, timeZone: true } }),
    getEntitlements(user.id),
  ])
  return (
    <div className="mx-auto w-full max-w-lg px-4 pt-5 pb-[calc(var(--spacing-tabs)+2rem)]">
      <TodayScreen initial={checklist} dateHeading={todayHeading(owner.timeZone)} businessName={owner.businessName ?? 'Your business'} showProBanner={!entitlements.pro} />
    </div>
  )
}
