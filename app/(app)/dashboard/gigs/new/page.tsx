import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { EventForm } from '@/components/gigs/event-form'
import { emptyEvent } from '@/lib/appointments/form-values'
import { isCalendarDay } from '@/lib/appointments/dates'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'New Event' }

export default async function NewEventPage({ searchParams }: PageProps<'/dashboard/gigs/new'>) {
  await requireOwner()
  const { date } = await searchParams
  return (
    <DashboardPage title="New Event" backHref="/dashboard/gigs">
      <EventForm initial={emptyEvent(typeof date === 'string' && isCalendarDay(date) ? date : '')} />
    </DashboardPage>
  )
}
