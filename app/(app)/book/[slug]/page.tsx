import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { BookingRequestForm } from '@/components/booking/booking-request-form'
import { getBookingOwner } from '@/lib/appointments/get-booking-owner'

export async function generateMetadata({ params }: PageProps<'/book/[slug]'>): Promise<Metadata> {
  const owner = await getBookingOwner((await params).slug)
  return { title: owner ? `Book ${owner.businessName}` : 'Page not found', robots: { index: false } }
}

/** The public "Book me" page of an owner's website. */
export default async function BookPage({ params }: PageProps<'/book/[slug]'>) {
  const owner = await getBookingOwner((await params).slug)
  if (!owner) notFound()
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      <BookingRequestForm owner={owner} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Bookings by Glowfolio
      </p>
    </main>
  )
}
