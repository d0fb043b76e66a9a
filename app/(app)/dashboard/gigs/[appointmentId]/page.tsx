import type { Metadata } from 'next'
import { AppointmentDetail } from '@/components/gigs/appointment-detail'
import { todayIn } from '@/lib/appointments/dates'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { getOwner } from '@/lib/users/get-owner'
import { getOwnGigOrNotFound } from './get-own-gig'

export const metadata: Metadata = { title: 'Gig' }

export default async function GigPage({ params }: PageProps<'/dashboard/gigs/[appointmentId]'>) {
  const { user, profile: owner } = await getOwner()
  const appointment = await getOwnGigOrNotFound(user, (await params).appointmentId)
  return <AppointmentDetail key={appointment._id} initial={appointment} today={todayIn(owner.timeZone)} timeZone={owner.timeZone} defaultPolicy={owner.cancellationPolicy} cardPayments={cardAccountOf(owner) !== null} />
}
