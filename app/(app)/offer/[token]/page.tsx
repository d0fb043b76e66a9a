import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { LogoMark } from '@/components/brand/logo'
import { OfferView } from '@/components/booking/offer-view'
import { ProposalView } from '@/components/weddings/proposal-view'
import { getOffer } from '@/lib/appointments/get-offer'
import { isTestMode } from '@/lib/payments/get-payments'
import { shareImageUrlFor } from '@/lib/share-images/subject'
import { publicPageMetadata } from '@/lib/site/site-metadata'
import { getProposal } from '@/lib/weddings/proposal'

// Metadata and page read the same offer: once per request.
const loadOffer = cache((token: string) => getOffer({ token }))

/** A link to an offer is private: its preview names the business (as the page does), never the client or a price. */
export async function generateMetadata({ params }: PageProps<'/offer/[token]'>): Promise<Metadata> {
  const offer = await loadOffer((await params).token)
  if (!offer) return { title: 'Your offer', robots: { index: false } }
  const title = `Your offer from ${offer.view.business.name}`
  return {
    title: 'Your offer',
    robots: { index: false },
    ...publicPageMetadata({ title, image: await shareImageUrlFor(offer.ownerId, 'offer'), alt: offer.view.business.name }),
  }
}

/** The customer's offer, reached by the secret link from the offer e-mail. */
export default async function OfferPage({ params, searchParams }: PageProps<'/offer/[token]'>) {
  const [{ token }, { paid }] = await Promise.all([params, searchParams])
  // A wedding quote is a proposal to sign; any other offer is accepted as it is.
  const proposal = await getProposal({ token })
  const offer = proposal ? null : await loadOffer(token)
  if (!proposal && !offer) notFound()
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      {proposal ? (
        <ProposalView
          key={`${proposal.view.termsHash}-${proposal.view.status}-${proposal.view.signature?.signedAt}`}
          proposal={proposal.view}
          timeZone={proposal.timeZone}
          token={token}
          testMode={isTestMode()}
          returnedFromPayment={paid === '1'}
        />
      ) : offer ? (
        <OfferView offer={offer.view} timeZone={offer.timeZone} token={token} testMode={isTestMode()} returnedFromPayment={paid === '1'} />
      ) : null}
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Bookings by Glowfolio
      </p>
    </main>
  )
}
