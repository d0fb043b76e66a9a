import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { NewWeddingForm } from '@/components/weddings/new-wedding-form'
import { todayIn } from '@/lib/appointments/dates'
import { ownerTimeZone } from '@/lib/appointments/owner-time-zone'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'New wedding quote' }

/** A quote from scratch: the bride and her day first, then the quote builder. */
export default async function NewWeddingPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="New wedding quote" backHref="/dashboard/gigs">
      <NewWeddingForm today={todayIn(await ownerTimeZone(user.id))} />
    </DashboardPage>
  )
}
