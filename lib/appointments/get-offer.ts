// The customer's public offer page reads here: found by its secret token only, expired on read when
// its date has passed, and answering the offer alone.
import { partyOf, unpaidPartyCents } from '@/lib/balance/party'
import { prisma } from '@/lib/db'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { bankDebitOf } from './checkout-sessions'
import { fromDbDate } from './dates'
import { describeCancellationTiers } from './cancellation-tiers'
import { paymentReference } from './describe'
import { offerHasExpired } from './expire-offers'
import { getEarlyStartFees } from '@/lib/weddings/fee-rules'
import { gigTimeline } from './gig-timeline'
import { type Service } from './schema'
import { offerView, type OfferView } from './offer-schema'
import { storedTiers } from './stored-tiers'
import { depositDueCents, isOverdue, remainingCents } from './to-appointment-response'

const OFFER_TOKEN = /^[A-Za-z0-9_-]{32}$/

export async function getOffer({
  token,
  now = new Date(),
}: {
  token: string
  now?: Date
}): Promise<{ view: OfferView; appointmentId: string; ownerId: string; customerEmail: string | null; cardAccountId: string | null; timeZone: string } | null> {
  if (!OFFER_TOKEN.test(token)) return null
  const appointment = await prisma.appointment.findUnique({
    where: { offerToken: token },
    include: {
      user: {
        select: {
          businessName: true,
          profileImg: true,
          slug: true,
          timeZone: true,
          payoutsAccountId: true,
          payoutsStatus: true,
          payBankDetails: true,
          payCash: true,
          payOther: true,
        },
      },
    },
  })
  if (!appointment) return null
  let status = appointment.status
  if (status === 'offered' && offerHasExpired(appointment, { timeZone: appointment.user.timeZone, now })) {
    await prisma.appointment.updateMany({ where: { id: appointment.id, status: 'offered' }, data: { status: 'expired' } })
    status = 'expired'
  }
  const cardAccountId = cardAccountOf(appointment.user)
  const shares = await partyOf(appointment)
  const view = offerView.parse({
    status,
    withdrawn: appointment.withdrawnAt !== null,
    expiresAt: appointment.offerExpiresAt?.toISOString() ?? null,
    business: { name: appointment.user.businessName ?? 'Your makeup artist', profileImg: appointment.user.profileImg, slug: appointment.user.slug },
    requestNumber: appointment.requestNumber,
    customerName: appointment.customerName,
    date: fromDbDate(appointment.date),
    time: { from: appointment.timeFrom, to: appointment.timeTo },
    location: { city: appointment.locationCity, formatted: appointment.locationFormatted },
    services: (appointment.services as Service[] | null) ?? [],
    description: appointment.description,
    pricing: { total: appointment.totalCents, deposit: appointment.depositCents },
    depositDue: depositDueCents(appointment),
    paidToDate: appointment.paidToDateCents,
    remaining: remainingCents(appointment),
    shared: unpaidPartyCents(shares),
    shares,
    paymentDueDate: appointment.paymentDueDate ? fromDbDate(appointment.paymentDueDate) : null,
    overdue: isOverdue({ ...appointment, status }, { timeZone: appointment.user.timeZone, now }),
    cancellationPolicy: appointment.cancellationPolicy,
    // A wedding's proposal writes its own terms, with its retainer (lib/weddings/proposal.ts): this page is any other offer's.
    cancellationTerms: describeCancellationTiers(storedTiers(appointment.cancellationTiers) ?? [], {
      retainerCents: appointment.depositCents,
      retainerName: 'deposit',
    }),
    acceptedAt: appointment.acceptedAt?.toISOString() ?? null,
    timeline: gigTimeline(appointment, { timeZone: appointment.user.timeZone, earlyStartFees: await getEarlyStartFees({ userId: appointment.userId }) }),
    payment: {
      card: cardAccountId !== null,
      offline: offlinePaymentsOf(appointment.user),
      bankDebit: await bankDebitOf(prisma, { appointmentId: appointment.id, purposes: ['deposit', 'retainer', 'balance'] }),
    },
    reference: paymentReference(appointment),
  })
  return {
    view,
    appointmentId: appointment.id,
    ownerId: appointment.userId,
    customerEmail: appointment.customerEmail,
    cardAccountId,
    timeZone: appointment.user.timeZone,
  }
}
