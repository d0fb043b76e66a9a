// On a gig's page: its wedding quote (total, retainer, where signing stands, the trial run and the
// signed contract), an invitation to build one, or, on a trial run's gig, the wedding it belongs to.
import { FileSignature, Gem, PenLine, Sparkles } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { formatDay } from '@/lib/appointments/describe'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { formatInZone } from '@/lib/format/in-zone'
import { formatMoney } from '@/lib/format/money'
import type { QuoteResponse } from '@/lib/weddings/schema'

type Props = {
  appointmentId: string
  status: AppointmentResponse['status']
  customerName: string
  quote: QuoteResponse | null
  weddingOfTrial: { id: string; date: string } | null
  timeZone: string
}

export function WeddingPanel({ appointmentId, status, customerName, quote, weddingOfTrial, timeZone }: Props) {
  if (weddingOfTrial) {
    return (
      <section className="mt-4 flex items-center gap-3 rounded-card bg-brand-50 p-4" aria-label="Trial run">
        <Sparkles className="size-5 shrink-0 text-brand-700" aria-hidden="true" />
        <p className="min-w-0 flex-1 text-[15px]">
          Trial run for the wedding on <span className="font-semibold">{formatDay(weddingOfTrial.date, 'd MMMM yyyy')}</span>
        </p>
        <Button asChild size="sm" variant="secondary">
          <Link href={`/dashboard/gigs/${weddingOfTrial.id}`}>Open the wedding</Link>
        </Button>
      </section>
    )
  }
  if (!quote) {
    if (status === 'expired' || status === 'cancelled') return null
    return (
      <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="quote-heading">
        <h2 id="quote-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Gem className="size-5 text-brand-700" aria-hidden="true" /> A wedding?
        </h2>
        <p className="mt-1 text-sm text-muted">
          Quote the bridal party, a trial run and your fees; {customerName} signs the contract and pays the retainer online.
        </p>
        <Button asChild size="lg" block variant={status === 'offered' ? 'primary' : 'outline'} className="mt-4">
          <Link href={`/dashboard/gigs/${appointmentId}/quote`}>Build a quote</Link>
        </Button>
      </section>
    )
  }
  const people = quote.party.reduce((total, row) => total + row.count, 0)
  return (
    <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="quote-heading">
      <div className="flex items-center justify-between gap-3">
        <h2 id="quote-heading" className="flex items-center gap-2 font-display text-lg font-semibold">
          <Gem className="size-5 text-brand-700" aria-hidden="true" /> Wedding quote
        </h2>
        <SigningBadge quote={quote} />
      </div>
      <dl className="mt-3 divide-y divide-line text-[15px]">
        <Row label={`${people} ${people === 1 ? 'person' : 'people'}`} value={formatMoney(quote.totalCents)} />
        <Row label="Retainer" value={formatMoney(quote.retainerCents)} />
        <Row label={`Balance as quoted, due ${formatDay(quote.balanceDueDate, 'd MMM')}`} value={formatMoney(quote.balanceCents)} />
        {quote.trial ? (
          <Row
            label={`Trial run, ${formatDay(quote.trial.date, 'd MMM')}`}
            value={
              quote.trialGigId ? (
                <Link href={`/dashboard/gigs/${quote.trialGigId}`} className="font-semibold text-brand-700 underline">
                  Trial gig · {formatMoney(quote.trial.feeCents)}
                </Link>
              ) : (
                formatMoney(quote.trial.feeCents)
              )
            }
          />
        ) : null}
      </dl>
      {quote.signature ? (
        <p className="mt-3 text-sm text-muted">
          Signed by {quote.signature.fullName} on {formatInZone(quote.signature.signedAt, timeZone, 'd MMMM yyyy, h:mm aaa')}.{' '}
          <a href={`/v1/appointment/${appointmentId}/contract`} download className="font-semibold whitespace-nowrap text-brand-700 underline">
            Download PDF
          </a>
        </p>
      ) : quote.needsNewSignature ? (
        <p className="mt-3 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-950" role="status">
          The quote changed after {customerName} signed: she must sign the contract again.
        </p>
      ) : null}
      <div className="mt-4 grid grid-cols-2 gap-2">
        <Button asChild variant="outline">
          <Link href={`/dashboard/gigs/${appointmentId}/quote`}>
            <PenLine aria-hidden="true" /> {status === 'expired' || status === 'cancelled' ? 'See quote' : 'Edit quote'}
          </Link>
        </Button>
        {quote.signature || quote.supersededSignatures.length ? (
          <Button asChild variant="outline">
            <Link href={`/dashboard/gigs/${appointmentId}/contract`}>
              <FileSignature aria-hidden="true" /> Contract
            </Link>
          </Button>
        ) : null}
      </div>
    </section>
  )
}

function SigningBadge({ quote }: { quote: QuoteResponse }) {
  const [label, tone] = quote.signature
    ? ['Signed', 'bg-emerald-50 text-emerald-800']
    : quote.needsNewSignature
      ? ['Sign again', 'bg-amber-50 text-amber-900']
      : quote.sentAt
        ? ['Awaiting signature', 'bg-sky-50 text-sky-900']
        : ['Not sent', 'bg-stone-100 text-stone-700']
  return (
    <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`} data-testid="quote-status">
      {label}
    </span>
  )
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  )
}
