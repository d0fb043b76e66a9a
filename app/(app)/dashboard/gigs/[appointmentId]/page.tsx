import type { Metadata } from 'next'
import { AppointmentDetail } from '@/components/gigs/appointment-detail'
import { todayIn } from '@/lib/appointments/dates'
import { storedTiers } from '@/lib/appointments/stored-tiers'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { getOwnGigOrNotFound } from './get-own-gig'

export const metadata: Metadata = { title: 'Gig' }

export default async function GigPage({ params }: PageProps<'/dashboard/gigs/[appointmentId]'>) {
  const user = await requireOwner()
  const [appointment, owner] = await Promise.all([
    getOwnGigOrNotFound(user, (await params).appointmentId),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true, cancellationPolicy: true, cancellationTiers: true, payoutsAccountId: true, payoutsStatus: true } }),
  ])
  return <AppointmentDetail key={appointment._id} initial={appointment} today={todayIn(owner.timeZone)} timeZone={owner.timeZone} defaultPolicy={owner.cancellationPolicy} defaultTiers={storedTiers(owner.cancellationTiers)} cardPayments={cardAccountOf(owner) !== null} />
}
