import type { Metadata } from 'next'
import { notFound, permanentRedirect } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { BookingRequestForm } from '@/components/booking/booking-request-form'
import { BookPage as InstantOrRequest } from '@/components/booking/book-page'
import { instantBookingOffer } from '@/lib/availability/public-booking'
import { getBookingOwner } from '@/lib/appointments/get-booking-owner'
import { bookAgainDetails } from '@/lib/review-requests/book-again'
import { shareImageUrlFor } from '@/lib/share-images/subject'
import { publicPageMetadata } from '@/lib/site/site-metadata'
import { currentSlugFor } from '@/lib/users/slug-redirect'

export async function generateMetadata({ params }: PageProps<'/book/[slug]'>): Promise<Metadata> {
  const owner = await getBookingOwner((await params).slug)
  if (!owner) return { title: 'Page not found', robots: { index: false } }
  const title = `Book ${owner.businessName}`
  return { title, robots: { index: false }, ...publicPageMetadata({ title, image: await shareImageUrlFor(owner.id, 'book'), alt: title }) }
}

/** The public "Book me" page of an owner's website; `?again=` (the thank-you's signed link) fills in her details. */
export default async function BookPage({ params, searchParams }: PageProps<'/book/[slug]'>) {
  const { slug } = await params
  const owner = await getBookingOwner(slug)
  if (!owner) {
    // The owner changed their website address since this link was shared.
    const moved = await currentSlugFor(slug)
    if (moved) permanentRedirect(`/book/${moved}`)
    notFound()
  }
  const again = (await searchParams).again
  const [prefill, instant] = await Promise.all([
    bookAgainDetails({ userId: owner.id, token: typeof again === 'string' ? again : null }),
    instantBookingOffer(owner.id),
  ])
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      {instant ? <InstantOrRequest owner={owner} offer={instant} prefill={prefill} /> : <BookingRequestForm owner={owner} prefill={prefill} />}
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Bookings by Glowfolio
      </p>
    </main>
  )
}
