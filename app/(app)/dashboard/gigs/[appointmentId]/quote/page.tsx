import type { Metadata } from 'next'
import { QuoteBuilder } from '@/components/weddings/quote-builder'
import { todayIn } from '@/lib/appointments/dates'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { hasOfflinePayments } from '@/lib/payouts/schema'
import { getOwner } from '@/lib/users/get-owner'
import { listServices } from '@/lib/services/list-services'
import { getFeeRules } from '@/lib/weddings/fee-rules'
import { getWeddingPackage } from '@/lib/weddings/wedding-package'
import { findQuote } from '@/lib/weddings/owner-quote'
import { newQuoteValues, quoteFormValues } from '@/lib/weddings/quote-defaults'
import { getOwnGigOrNotFound } from '../get-own-gig'

export const metadata: Metadata = { title: 'Quote' }

/** Build a quote: the wedding's party, trial run, fees, payment and cancellation terms, then send it. */
export default async function QuotePage({ params }: PageProps<'/dashboard/gigs/[appointmentId]/quote'>) {
  const { user, profile: owner } = await getOwner()
  const gig = await getOwnGigOrNotFound(user, (await params).appointmentId)
  const [rules, quote, menu, usual] = await Promise.all([
    getFeeRules({ user }),
    findQuote({ user, appointmentId: gig._id }),
    listServices({ user }),
    getWeddingPackage({ user }),
  ])
  const today = todayIn(owner.timeZone)
  return (
    <QuoteBuilder
      gig={gig}
      rules={rules}
      saved={quote}
      today={today}
      timeZone={owner.timeZone}
      menu={menu}
      noWayToPay={cardAccountOf(owner) === null && !hasOfflinePayments(offlinePaymentsOf(owner))}
      initial={
        quote
          ? quoteFormValues(quote)
          : newQuoteValues({
              services: gig.services,
              menu,
              usual,
              fromScratch: gig.origin === 'owner',
              date: gig.date,
              readyBy: gig.readyBy ?? gig.time.to,
              artistCount: gig.artistCount,
              today,
              ownerTiers: owner.cancellationTiers,
            })
      }
    />
  )
}
