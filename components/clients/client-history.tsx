// Her gigs (with the wedding party she was in), her payments and what she still owes, and her reviews.
import Link from 'next/link'
import { formatDay } from '@/lib/appointments/describe'
import { slotLabel } from '@/lib/appointments/slots'
import type { ClientGig, ClientResponse } from '@/lib/clients/schema'
import { formatMoney } from '@/lib/format/money'
import { Stars } from '@/components/ui/stars'

const STATUS: Record<string, string> = {
  offered: 'Request',
  awaitingDeposit: 'Awaiting deposit',
  booked: 'Booked',
  expired: 'Expired',
  cancelled: 'Cancelled',
}

export const card = 'rounded-card bg-white p-5 shadow-card'
export const heading = 'font-display text-lg font-semibold'

function GigRow({ gig }: { gig: ClientGig }) {
  return (
    <li>
      <Link href={`/dashboard/gigs/${gig._id}`} className="-mx-2 flex items-start justify-between gap-3 rounded-xl px-2 py-2.5 hover:bg-stone-50">
        <div className="min-w-0">
          <p className="font-semibold">{formatDay(gig.date, 'EEE d MMM yyyy')}</p>
          <p className="truncate text-sm text-muted">
            {slotLabel(gig.timeFrom)} · {gig.title} · #{gig.requestNumber}
          </p>
          {gig.partyOf ? <p className="text-sm text-brand-700">In {gig.partyOf}’s wedding party</p> : null}
        </div>
        <div className="shrink-0 text-right text-sm">
          <p className="font-semibold">{STATUS[gig.status] ?? gig.status}</p>
          {gig.owing > 0 ? <p className="text-danger">Owes {formatMoney(gig.owing)}</p> : null}
        </div>
      </Link>
    </li>
  )
}

export function ClientGigs({ title, gigs, empty }: { title: string; gigs: ClientGig[]; empty: string }) {
  return (
    <section className={card} aria-label={title}>
      <h2 className={heading}>{title}</h2>
      {gigs.length ? (
        <ul className="mt-1 divide-y divide-line">
          {gigs.map((gig) => (
            <GigRow key={`${gig._id}-${gig.partyOf ?? ''}`} gig={gig} />
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-[15px] text-muted">{empty}</p>
      )}
    </section>
  )
}

export function ClientPayments({ client }: { client: ClientResponse }) {
  return (
    <section className={card} aria-label="Payments">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className={heading}>Payments</h2>
        <p className="text-sm text-muted">{formatMoney(client.totalPaid)} paid</p>
      </div>
      {client.owing > 0 ? (
        <p className="mt-2 rounded-2xl bg-amber-50 px-3 py-2 text-[15px] font-semibold text-amber-950">Still owes {formatMoney(client.owing)}</p>
      ) : null}
      {client.payments.length ? (
        <ul className="mt-1 divide-y divide-line">
          {client.payments.map((payment) => (
            <li key={payment._id} className="flex justify-between gap-3 py-2.5 text-[15px]">
              <span>
                {formatDay(payment.paidAt.slice(0, 10), 'd MMM yyyy')} <span className="text-muted">· #{payment.requestNumber}</span>
              </span>
              <span className="font-semibold tabular-nums">{formatMoney(payment.amount)}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-[15px] text-muted">No payments yet.</p>
      )}
    </section>
  )
}

export function ClientReviews({ client }: { client: ClientResponse }) {
  if (!client.reviews.length) return null
  return (
    <section className={card} aria-label="Her reviews">
      <h2 className={heading}>Her reviews</h2>
      <ul className="mt-1 divide-y divide-line">
        {client.reviews.map((review) => (
          <li key={review._id} className="py-2.5">
            <Stars score={review.score} />
            <p className="mt-1 text-[15px]">{review.comments}</p>
            <p className="text-sm text-muted">{formatDay(review.date.slice(0, 10), 'd MMM yyyy')}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}
