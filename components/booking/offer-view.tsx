'use client'
// The customer's offer page: the booking as asked, the price and deposit, the cancellation policy (and
// its tiers) to accept, and Accept (paying the deposit by card when one is due and the artist takes cards; otherwise
// the artist's own ways to pay, shown here).
import { Banknote, CalendarCheck, CheckCircle2, Clock, CreditCard, FlaskConical, Landmark, MapPin, MoreHorizontal, XCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState, type ReactNode } from 'react'
import { toast } from 'sonner'
import { DayTimeline } from '@/components/gigs/day-timeline'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { api, errorMessage } from '@/lib/api/client'
import { formatDay, formatTimeRange, peopleCount } from '@/lib/appointments/describe'
import type { AcceptOfferAnswer, OfferView as Offer, PayBalanceAnswer } from '@/lib/appointments/schema'
import { formatDayBefore } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/ui/money'

export function OfferView({ offer, timeZone, token, testMode, returnedFromPayment }: { offer: Offer; timeZone: string; token: string; testMode: boolean; returnedFromPayment: boolean }) {
  const router = useRouter()
  const [policyAccepted, setPolicyAccepted] = useState(false)
  const [busy, setBusy] = useState(false)
  const remaining = Math.max(offer.pricing.total - offer.paidToDate - offer.depositDue, 0)
  const cardDeposit = offer.depositDue > 0 && offer.payment.card
  const { offline } = offer.payment
  const showOffline = offer.status !== 'expired' && offer.status !== 'cancelled' && (offline.bankDetails || offline.cash || offline.other) && (!offer.payment.card || offer.status === 'booked')

  /** Accepting and paying the rest both answer Stripe Checkout's address, or the page to show again. */
  async function send(action: 'accept' | 'pay', body?: unknown) {
    setBusy(true)
    try {
      const answer = await api<AcceptOfferAnswer | PayBalanceAnswer>(`/v1/offer/${token}/${action}`, { method: 'POST', body })
      if (answer.status === 'checkout') {
        // The page is left: the button stays busy until it goes.
        window.location.assign(answer.url)
        return
      }
      router.refresh()
    } catch (error) {
      toast.error(errorMessage(error, 'Unexpected error, please try again'))
    }
    setBusy(false)
  }
  const accept = () => send('accept', { acceptPolicy: true })
  const payRest = () => send('pay')

  return (
    <div className="space-y-4">
      <header className="flex items-center gap-3 px-1">
        <Avatar name={offer.business.name} src={offer.business.profileImg} className="size-14" />
        <div className="min-w-0">
          <p className="text-sm text-muted">Offer #{offer.requestNumber} for {offer.customerName}</p>
          <h1 className="truncate font-display text-2xl font-semibold">{offer.business.name}</h1>
        </div>
      </header>

      {offer.status === 'booked' ? (
        <Banner tone="success" icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title="You’re booked!">
          {offer.business.name} has your booking{offer.paidToDate ? ` and your ${formatMoney(offer.paidToDate)} payment` : ''}. A confirmation is on its way to your inbox.
        </Banner>
      ) : offer.status === 'expired' ? (
        <Banner tone="muted" icon={<XCircle className="size-6" aria-hidden="true" />} title={offer.withdrawn ? 'This offer was withdrawn' : 'This offer has expired'}>
          Get in touch with {offer.business.name} if you would still like to book.
        </Banner>
      ) : offer.status === 'cancelled' ? (
        <Banner tone="muted" icon={<XCircle className="size-6" aria-hidden="true" />} title="This booking was cancelled">
          {offer.business.name} e-mailed you what is refunded and what is kept. Reply to that e-mail with any question.
        </Banner>
      ) : returnedFromPayment ? (
        <Banner tone="info" icon={<Clock className="size-6" aria-hidden="true" />} title="Confirming your payment…">
          Thank you! As soon as the payment is through, this page shows your booking.{' '}
          <button type="button" className="font-semibold underline" onClick={() => router.refresh()}>
            Refresh
          </button>
        </Banner>
      ) : null}

      <section className="rounded-card bg-white p-5 shadow-card" aria-label="Your booking">
        <p className="flex items-start gap-3 text-[15px]">
          <CalendarCheck className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold">{formatDay(offer.date)}</span>
            {formatTimeRange(offer.time.from, offer.time.to)}
          </span>
        </p>
        <p className="mt-3 flex items-start gap-3 text-[15px]">
          <MapPin className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold">{offer.location.city}</span>
            {offer.location.formatted}
          </span>
        </p>
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
          {offer.pricing.deposit ? <Row label={offer.status === 'offered' ? 'Deposit to book, now' : 'Deposit'} value={formatMoney(offer.pricing.deposit)} /> : null}
          {remaining && offer.status !== 'expired' ? <Row label={offer.paymentDueDate ? `Rest, due ${formatDay(offer.paymentDueDate, 'd MMMM')}` : 'Rest'} value={formatMoney(remaining)} /> : null}
        </dl>
        {offer.status === 'offered' && offer.expiresAt ? <p className="mt-2 text-sm text-muted">Open until the end of {formatDayBefore(offer.expiresAt, timeZone, 'EEEE d MMMM')}.</p> : null}
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

      {showOffline ? (
        <OfflineWays businessName={offer.business.name} offline={offline}>
          {offer.status === 'offered' && offer.depositDue ? <p className="mt-1 text-sm text-muted">Accept the offer, then pay the {formatMoney(offer.depositDue)} deposit one of these ways.</p> : null}
        </OfflineWays>
      ) : null}

      {offer.status === 'booked' && offer.remaining > 0 && offer.payment.card ? (
        <div className="space-y-3">
          <CardNote testMode={testMode} what="the rest" />
          <Button size="lg" block loading={busy} onClick={payRest}>
            Pay the rest: {formatMoney(offer.remaining)} by card
          </Button>
        </div>
      ) : null}

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

export function Banner({ tone, icon, title, children }: { tone: 'success' | 'muted' | 'info'; icon: ReactNode; title: string; children: ReactNode }) {
  const tones = { success: 'bg-emerald-50 text-emerald-950', muted: 'bg-stone-100 text-stone-800', info: 'bg-sky-50 text-sky-950' }
  return (
    <section className={`flex gap-3 rounded-card p-4 ${tones[tone]}`} role="status">
      {icon}
      <div>
        <p className="font-semibold">{title}</p>
        <p className="mt-0.5 text-sm">{children}</p>
      </div>
    </section>
  )
}

export function CardNote({ testMode, what }: { testMode: boolean; what: string }) {
  return testMode ? (
    <p className="flex items-center gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="note">
      <FlaskConical className="size-4 shrink-0" aria-hidden="true" /> Test mode: payments are simulated and no card is charged.
    </p>
  ) : (
    <p className="flex items-center gap-2 px-1 text-sm text-muted">
      <CreditCard className="size-4 shrink-0" aria-hidden="true" /> You will pay {what} on Stripe&apos;s secure page.
    </p>
  )
}

/** The artist's ways to pay outside the app: bank transfer or PayID, cash, anything else. */
export function OfflineWays({ businessName, offline, children }: { businessName: string; offline: Offer['payment']['offline']; children?: ReactNode }) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="font-display text-lg font-semibold">
        How to pay {businessName}
      </h2>
      {children}
      <ul className="mt-3 space-y-2 text-[15px]">
        {offline.bankDetails ? (
          <PayWay icon={<Landmark className="size-5" aria-hidden="true" />} title="Bank transfer or PayID">
            <span className="whitespace-pre-line">{offline.bankDetails}</span>
          </PayWay>
        ) : null}
        {offline.cash ? (
          <PayWay icon={<Banknote className="size-5" aria-hidden="true" />} title="Cash">
            On the day.
          </PayWay>
        ) : null}
        {offline.other ? (
          <PayWay icon={<MoreHorizontal className="size-5" aria-hidden="true" />} title="Other">
            <span className="whitespace-pre-line">{offline.other}</span>
          </PayWay>
        ) : null}
      </ul>
    </section>
  )
}

function PayWay({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-3 rounded-2xl bg-stone-50 px-4 py-3">
      <span className="mt-0.5 text-brand-700">{icon}</span>
      <span className="min-w-0">
        <span className="block font-semibold">{title}</span>
        <span className="block break-words text-muted">{children}</span>
      </span>
    </li>
  )
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? 'font-display text-xl font-semibold' : ''}>{value}</dd>
    </div>
  )
}
