import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { EventForm } from '@/components/gigs/event-form'
import { eventFromAppointment } from '@/lib/appointments/form-values'
import { requireOwner } from '@/lib/auth/session'
import { findQuote } from '@/lib/weddings/owner-quote'
import { quoteExtras } from '@/lib/weddings/quote-extras'
import { getOwnGigOrNotFound } from '../get-own-gig'

export const metadata: Metadata = { title: 'Edit event' }

export default async function EditEventPage({ params }: PageProps<'/dashboard/gigs/[appointmentId]/edit'>) {
  const user = await requireOwner()
  const appointment = await getOwnGigOrNotFound(user, (await params).appointmentId)
  const quote = await findQuote({ user, appointmentId: appointment._id })
  return (
    <DashboardPage title="Edit event" backHref={`/dashboard/gigs/${appointment._id}`}>
      <EventForm appointmentId={appointment._id} initial={eventFromAppointment(appointment)} extras={quoteExtras(quote)} />
    </DashboardPage>
  )
}
