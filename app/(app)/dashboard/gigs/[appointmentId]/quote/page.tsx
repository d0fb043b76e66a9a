import type { Metadata } from 'next'
import { QuoteBuilder } from '@/components/weddings/quote-builder'
import { todayIn } from '@/lib/appointments/dates'
import { requireOwner } from '@/lib/auth/session'
import { prisma } from '@/lib/db'
import { getFeeRules } from '@/lib/weddings/fee-rules'
import { findQuote } from '@/lib/weddings/owner-quote'
import { newQuoteValues, quoteFormValues } from '@/lib/weddings/quote-defaults'
import { getOwnGigOrNotFound } from '../get-own-gig'

export const metadata: Metadata = { title: 'Quote' }

/** Build a quote: the wedding's party, trial run, fees, payment and cancellation terms, then send it. */
export default async function QuotePage({ params }: PageProps<'/dashboard/gigs/[appointmentId]/quote'>) {
  const user = await requireOwner()
  const gig = await getOwnGigOrNotFound(user, (await params).appointmentId)
  const [owner, rules, quote] = await Promise.all([
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true, cancellationTiers: true } }),
    getFeeRules({ user }),
    findQuote({ user, appointmentId: gig._id }),
  ])
  const today = todayIn(owner.timeZone)
  return (
    <QuoteBuilder
      gig={gig}
      rules={rules}
      saved={quote}
      today={today}
      initial={quote ? quoteFormValues(quote) : newQuoteValues({ services: gig.services, date: gig.date, today, ownerTiers: owner.cancellationTiers })}
    />
  )
}
