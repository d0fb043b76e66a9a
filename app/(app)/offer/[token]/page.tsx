import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { OfferView } from '@/components/booking/offer-view'
import { ProposalView } from '@/components/weddings/proposal-view'
import { getOffer } from '@/lib/appointments/get-offer'
import { isTestMode } from '@/lib/payments/get-payments'
import { getProposal } from '@/lib/weddings/proposal'

export const metadata: Metadata = { title: 'Your offer', robots: { index: false } }

/** The customer's offer, reached by the secret link from the offer e-mail. */
export default async function OfferPage({ params, searchParams }: PageProps<'/offer/[token]'>) {
  const [{ token }, { paid }] = await Promise.all([params, searchParams])
  // A wedding quote is a proposal to sign; any other offer is accepted as it is.
  const proposal = await getProposal({ token })
  const offer = proposal ? null : await getOffer({ token })
  if (!proposal && !offer) notFound()
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      {proposal ? (
        <ProposalView key={`${proposal.view.termsHash}-${proposal.view.status}-${proposal.view.signature?.signedAt}`} proposal={proposal.view} timeZone={proposal.timeZone} token={token} testMode={isTestMode()} returnedFromPayment={paid === '1'} />
      ) : offer ? (
        <OfferView offer={offer.view} timeZone={offer.timeZone} token={token} testMode={isTestMode()} returnedFromPayment={paid === '1'} />
      ) : null}
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Bookings by Glowfolio
      </p>
    </main>
  )
}
