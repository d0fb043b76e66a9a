'use client'
// The public "Book me" page of an artist with instant-book services: book a free time now, or send a
// request (weddings and anything else she quotes for).
import { useState } from 'react'
import { Segmented } from '@/components/gigs/segmented'
import { Avatar } from '@/components/ui/avatar'
import type { BookingOwner } from '@/lib/appointments/get-booking-owner'
import type { InstantBookingOffer } from '@/lib/availability/public-booking'
import type { BookAgainDetails } from '@/lib/review-requests/book-again'
import { BookingRequestForm } from './booking-request-form'
import { InstantBooking } from './instant-booking'

export function BookPage({
  owner,
  offer,
  prefill,
}: {
  owner: BookingOwner
  offer: InstantBookingOffer
  /** Her details, from the thank-you's book-again link: filled on both ways of booking. */
  prefill: BookAgainDetails | null
}) {
  const [way, setWay] = useState<'instant' | 'request'>('instant')
  return (
    <div className="space-y-4">
      {way === 'instant' ? (
        <header className="flex items-center gap-3 px-1">
          <Avatar name={owner.businessName} src={owner.profileImg} className="size-14" />
          <div className="min-w-0">
            <p className="text-sm text-muted">Book me</p>
            <h1 className="truncate font-display text-2xl font-semibold">{owner.businessName}</h1>
          </div>
        </header>
      ) : null}
      <Segmented
        label="How to book"
        options={[
          { value: 'instant', label: 'Book a time' },
          { value: 'request', label: 'Send a request' },
        ]}
        value={way}
        onChange={setWay}
      />
      {way === 'instant' ? <InstantBooking owner={owner} offer={offer} prefill={prefill} /> : <BookingRequestForm owner={owner} prefill={prefill} />}
    </div>
  )
}
