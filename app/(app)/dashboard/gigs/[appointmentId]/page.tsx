import type { Metadata } from 'next'
import dynamic from 'next/dynamic'
import { AppointmentDetail } from '@/components/gigs/appointment-detail'
import { WeddingPanel } from '@/components/weddings/wedding-panel'
import { todayIn } from '@/lib/appointments/dates'
import { storedTiers } from '@/lib/appointments/stored-tiers'
import { findClientOfGig } from '@/lib/clients/client-of-gig'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { hasOfflinePayments } from '@/lib/payouts/schema'
import { getOwner } from '@/lib/users/get-owner'
import { findQuote } from '@/lib/weddings/owner-quote'
import { findWeddingOfTrial } from '@/lib/weddings/trial-gig'
import { waitlistForDate } from '@/lib/waitlist/entries'
import { getOwnGigOrNotFound } from './get-own-gig'

export const metadata: Metadata = { title: 'Gig' }

// Only a cancelled gig's page lists who waits for its date: its script comes with those pages alone.
const WaitlistDays = dynamic(() => import('@/components/waitlist/waitlist-days').then((module) => module.WaitlistDays))

export default async function GigPage({ params, searchParams }: PageProps<'/dashboard/gigs/[appointmentId]'>) {
  const { user, profile: owner } = await getOwner()
  const appointment = await getOwnGigOrNotFound(user, (await params).appointmentId)
  const [quote, weddingOfTrial, client, waitlist] = await Promise.all([
    findQuote({ user, appointmentId: appointment._id }),
    findWeddingOfTrial({ userId: user.id, appointmentId: appointment._id }),
    findClientOfGig({ user, appointmentId: appointment._id }),
    // A cancelled gig frees its date: the clients waiting for it, in order.
    appointment.status === 'cancelled' ? waitlistForDate({ user, date: appointment.date }) : null,
  ])
  return (
    <AppointmentDetail
      key={appointment._id}
      initial={appointment}
      today={todayIn(owner.timeZone)}
      timeZone={owner.timeZone}
      defaultPolicy={owner.cancellationPolicy}
      defaultTiers={storedTiers(owner.cancellationTiers)}
      cardPayments={cardAccountOf(owner) !== null}
      offlinePayments={hasOfflinePayments(offlinePaymentsOf(owner))}
      quoted={quote !== null}
      client={client}
      offerOpen={(await searchParams).offer === '1'}
      waitlist={waitlist ? <WaitlistDays days={[waitlist]} heading="gig" /> : null}
      wedding={
        <WeddingPanel
          appointmentId={appointment._id}
          status={appointment.status}
          customerName={appointment.customerName}
          quote={quote}
          weddingOfTrial={weddingOfTrial}
          timeZone={owner.timeZone}
        />
      }
    />
  )
}
