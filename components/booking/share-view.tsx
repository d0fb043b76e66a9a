'use client'
// A party member's share page: whose booking, when and where, her share, and Pay (by card on the
// artist's account when the artist takes cards; otherwise the artist's own ways to pay).
import { CalendarCheck, CheckCircle2, MapPin, XCircle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import type { ShareView as Share } from '@/lib/balance/schema'
import { formatInZone } from '@/lib/format/in-zone'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import { BankDebitNotice, Banner, CardNote, ConfirmingPayment, hasOfflineWays, IconLine, PayHeader, PayOffline, usePayment } from './pay-parts'

export function ShareView({
  share,
  timeZone,
  token,
  testMode,
  returnedFromPayment,
}: {
  share: Share
  timeZone: string
  token: string
  testMode: boolean
  returnedFromPayment: boolean
}) {
  const { busy, start } = usePayment()
  const { booking, business, payment } = share
  const open = share.status === 'open'
  const waiting = open && returnedFromPayment

  const pay = () => start(`/v1/share/${token}/pay`, { idempotent: true })

  return (
    <div className="space-y-4">
      <PayHeader business={business}>
        {booking.wedding
          ? `${booking.customerFirstName}’s wedding, ${formatDay(booking.date, 'EEEE d MMMM')}`
          : `${booking.customerFirstName}’s booking #${booking.requestNumber}`}
      </PayHeader>

      {share.status === 'paid' ? (
        <Banner tone="success" icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title="Your share is paid. Thank you!">
          {business.name} received your {formatMoney(share.amount)}
          {share.paidAt ? ` on ${formatInZone(share.paidAt, timeZone, 'd MMMM')}` : ''}.
        </Banner>
      ) : share.status === 'closed' ? (
        <Banner tone="muted" icon={<XCircle className="size-6" aria-hidden="true" />} title="Nothing to pay through this link">
          This booking no longer takes payments here. Get in touch with {business.name} if you think you still owe your share.
        </Banner>
      ) : waiting && !payment.bankDebit ? (
        <ConfirmingPayment refresh>says so.</ConfirmingPayment>
      ) : null}
      {share.status === 'open' ? <BankDebitNotice bankDebit={payment.bankDebit} /> : null}

      <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="share-heading">
        <p className="text-sm font-semibold text-muted">Hi {share.name.split(/\s+/)[0]}, your share</p>
        <h2 id="share-heading" className="mt-1 font-display text-4xl font-semibold" data-testid="share-amount">
          {formatMoney(share.amount)}
        </h2>
        {open && share.paymentDueDate ? (
          <p className={cn('mt-1 text-[15px]', share.overdue ? 'font-semibold text-danger' : 'text-muted')}>
            {share.overdue ? 'Overdue: it was due' : 'Due'} {formatDay(share.paymentDueDate)}
          </p>
        ) : null}
        <div className="mt-5 space-y-3 border-t border-line pt-4">
          <IconLine icon={<CalendarCheck className="size-5" aria-hidden="true" />} title={formatDay(booking.date)}>
            {formatTimeRange(booking.time.from, booking.time.to)}
          </IconLine>
          <p className="flex items-start gap-3 text-[15px]">
            <MapPin className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
            <span className="font-semibold">{booking.city}</span>
          </p>
        </div>
      </section>

      {open && payment.card && !waiting ? (
        <div className="space-y-3">
          <CardNote testMode={testMode} what="your share" />
          <Button size="lg" block loading={busy} onClick={pay}>
            Pay {formatMoney(share.amount)} by card
          </Button>
        </div>
      ) : null}
      {open && hasOfflineWays(payment.offline) ? (
        <PayOffline title={payment.card ? 'Or pay another way' : `How to pay ${business.name}`} offline={payment.offline}>
          Add “{share.name}” to the reference so that {business.name} knows it is yours.
        </PayOffline>
      ) : null}

      {open && !payment.card && !hasOfflineWays(payment.offline) ? <p className="px-1 text-sm text-muted">Ask {business.name} how to pay your share.</p> : null}
    </div>
  )
}
