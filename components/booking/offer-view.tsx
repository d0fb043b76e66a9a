'use client'
// The customer's offer page: the booking as asked, the price and deposit, the cancellation policy (and
// its tiers) to accept, and Accept (paying the deposit by card when one is due and the artist takes cards; otherwise
// the artist's own ways to pay, shown here). Accepted without a card, the date is held until the artist
// has the deposit: the page shows how to pay it, the amount and the reference.
import { AlertCircle, CalendarCheck, MapPin, XCircle } from 'lucide-react'
import { useState } from 'react'
import { DayTimeline } from '@/components/gigs/day-timeline'
import { Button } from '@/components/ui/button'
import { formatDay, formatTimeRange, peopleCount } from '@/lib/appointments/describe'
import type { OfferView as Offer } from '@/lib/appointments/offer-schema'
import { formatDayBefore } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import { PartyProgress } from './party-progress'
import {
  BankDebitNotice,
  Banner,
  BookedBanner,
  CardNote,
  ConfirmingPayment,
  ExpiredBanner,
  hasOfflineWays,
  HeldBanner,
  IconLine,
  PayHeader,
  PayOffline,
  Row,
  usePayment,
} from './pay-parts'

export function OfferView({
  offer,
  timeZone,
  token,
  testMode,
  returnedFromPayment,
}: {
  offer: Offer
  timeZone: string
  token: string
  testMode: boolean
  returnedFromPayment: boolean
}) {
  const [policyAccepted, setPolicyAccepted] = useState(false)
  const remaining = Math.max(offer.pricing.total - offer.paidToDate - offer.depositDue, 0)
  // The party's shares are theirs to pay through their own links: the rest is hers.
  const ownPart = Math.max(offer.remaining - offer.shared, 0)
  // What she paid herself: the party's paid shares are theirs.
  const ownPaid = offer.paidToDate - offer.shares.reduce((total, share) => total + (share.paid ? share.amount : 0), 0)
  const cardDeposit = offer.depositDue > 0 && offer.payment.card
  const { offline } = offer.payment
  const held = offer.status === 'awaitingDeposit'
  const showOffline = (offer.status === 'offered' || offer.status === 'booked') && hasOfflineWays(offline) && (!offer.payment.card || offer.status === 'booked')

  const { busy, start } = usePayment()
  const accept = () => start(`/v1/offer/${token}/accept`, { body: { acceptPolicy: true } })
  const payRest = () => start(`/v1/offer/${token}/pay`)

  return (
    <div className="space-y-4">
      <PayHeader business={offer.business}>
        Offer #{offer.requestNumber} for {offer.customerName}
      </PayHeader>

      {offer.status === 'booked' ? (
        <BookedBanner>
          {offer.business.name} has your booking{ownPaid ? ` and your ${formatMoney(ownPaid)} payment` : ''}.
        </BookedBanner>
      ) : held && !returnedFromPayment ? (
        <HeldBanner business={offer.business.name} what={`${formatMoney(offer.depositDue)} deposit`} />
      ) : offer.status === 'expired' ? (
        <ExpiredBanner what="offer" withdrawn={offer.withdrawn} business={offer.business.name} />
      ) : offer.status === 'cancelled' ? (
        <Banner tone="muted" icon={<XCircle className="size-6" aria-hidden="true" />} title="This booking was cancelled">
          {offer.business.name} e-mailed you what is refunded and what is kept. Reply to that e-mail with any question.
        </Banner>
      ) : returnedFromPayment && !offer.payment.bankDebit ? (
        <ConfirmingPayment refresh>shows your booking.</ConfirmingPayment>
      ) : null}
      <BankDebitNotice bankDebit={offer.payment.bankDebit} />
      {offer.overdue && offer.paymentDueDate ? (
        <Banner tone="danger" icon={<AlertCircle className="size-6" aria-hidden="true" />} title="Your balance is overdue">
          The rest was due {formatDay(offer.paymentDueDate, 'd MMMM')}. Please pay it now, or get in touch with {offer.business.name}.
        </Banner>
      ) : null}

      <section className="rounded-card bg-white p-5 shadow-card" aria-label="Your booking">
        <IconLine icon={<CalendarCheck className="size-5" aria-hidden="true" />} title={formatDay(offer.date)}>
          {formatTimeRange(offer.time.from, offer.time.to)}
        </IconLine>
        <IconLine icon={<MapPin className="size-5" aria-hidden="true" />} title={offer.location.city} className="mt-3">
          {offer.location.formatted}
        </IconLine>
        <h2 className="mt-5 text-sm font-semibold text-muted">{peopleCount(offer.services)}</h2>
        <ul className="mt-2 space-y-2">
          {offer.services.map((service, index) => (
            <li key={index} className="rounded-2xl bg-stone-50 px-4 py-2.5">
              <span className="font-semibold">
                {service.title}
                {service.count && service.count > 1 ? ` × ${service.count}` : ''}
              </span>{' '}
              · {service.subTitle}
            </li>
          ))}
        </ul>
        {offer.description ? <p className="mt-3 text-[15px] whitespace-pre-line text-muted">“{offer.description}”</p> : null}
      </section>

      <DayTimeline timeline={offer.timeline} />

      <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="price-heading">
        <h2 id="price-heading" className="font-display text-lg font-semibold">
          Price
        </h2>
        <dl className="mt-2 divide-y divide-line text-[15px]">
          <Row label="Total" value={`${formatMoney(offer.pricing.total)} AUD`} strong />
          {offer.pricing.deposit ? (
            <Row label={offer.status === 'offered' ? 'Deposit to book, now' : 'Deposit'} value={formatMoney(offer.pricing.deposit)} />
          ) : null}
          {remaining && offer.status !== 'expired' && offer.status !== 'cancelled' ? (
            <Row
              label={offer.paymentDueDate ? `Rest, ${offer.overdue ? 'was due' : 'due'} ${formatDay(offer.paymentDueDate, 'd MMMM')}` : 'Rest'}
              value={formatMoney(remaining)}
            />
          ) : null}
          {offer.shared ? <Row label="Shared with your party" value={formatMoney(offer.shared)} /> : null}
        </dl>
        {offer.status === 'offered' && offer.expiresAt ? (
          <p className="mt-2 text-sm text-muted">Open until the end of {formatDayBefore(offer.expiresAt, timeZone, 'EEEE d MMMM')}.</p>
        ) : null}
      </section>

      <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="policy-heading">
        <h2 id="policy-heading" className="font-display text-lg font-semibold">
          Cancellation policy
        </h2>
        {offer.cancellationPolicy || offer.cancellationTerms.length === 0 ? (
          <p className="mt-2 max-h-48 overflow-y-auto text-[15px] whitespace-pre-line" tabIndex={0}>
            {offer.cancellationPolicy || `${offer.business.name} has no written cancellation policy.`}
          </p>
        ) : null}
        {offer.cancellationTerms.length ? (
          <ul className="mt-2 space-y-1.5 text-[15px]" aria-label="If you cancel">
            {offer.cancellationTerms.map((sentence) => (
              <li key={sentence} className="rounded-2xl bg-stone-50 px-4 py-2.5">
                {sentence}
              </li>
            ))}
          </ul>
        ) : null}
        {offer.status === 'offered' && !returnedFromPayment ? (
          <label className="mt-4 flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 font-semibold">
            <input type="checkbox" checked={policyAccepted} onChange={(event) => setPolicyAccepted(event.target.checked)} className="size-5 accent-brand-600" />
            I accept the cancellation policy
          </label>
        ) : null}
      </section>

      {held && !returnedFromPayment ? (
        <PayOffline
          title={`How to pay your ${formatMoney(offer.depositDue)} deposit`}
          offline={offline}
          due={{ amount: offer.depositDue, reference: offer.reference }}
          business={offer.business.name}
        />
      ) : null}
      {held && cardDeposit && !returnedFromPayment ? (
        <div className="space-y-3">
          <CardNote testMode={testMode} what="the deposit" />
          <Button size="lg" block loading={busy} onClick={accept}>
            Pay the {formatMoney(offer.depositDue)} deposit by card
          </Button>
        </div>
      ) : null}

      {showOffline ? (
        <PayOffline title={`How to pay ${offer.business.name}`} offline={offline}>
          {offer.status === 'offered' && offer.depositDue ? `Accept the offer, then pay the ${formatMoney(offer.depositDue)} deposit one of these ways.` : null}
        </PayOffline>
      ) : null}

      {offer.status === 'booked' && ownPart > 0 && offer.payment.card ? (
        <div className="space-y-3">
          <CardNote testMode={testMode} what="the rest" />
          <Button size="lg" block loading={busy} onClick={payRest}>
            {offer.shared ? `Pay your part: ${formatMoney(ownPart)} by card` : `Pay the rest: ${formatMoney(ownPart)} by card`}
          </Button>
        </div>
      ) : null}
      {offer.status === 'booked' ? <PartyProgress shares={offer.shares} /> : null}

      {offer.status === 'offered' && !returnedFromPayment ? (
        <div className="space-y-3">
          {cardDeposit ? <CardNote testMode={testMode} what="the deposit" /> : null}
          <Button size="lg" block disabled={!policyAccepted} loading={busy} onClick={accept}>
            {cardDeposit ? `Accept and pay ${formatMoney(offer.depositDue)} deposit` : 'Accept offer'}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
