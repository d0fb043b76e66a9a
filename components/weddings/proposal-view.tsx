'use client'
// The bride's proposal: her day, her party (headcounts she may change within the artist's limits,
// priced again by the server), the quote, the trial run, the contract written from the terms, her
// signature (full name and agreement), then the retainer by card or, the artist taking no cards, the
// artist's offline ways with the amount and reference (signing then holds her date until it arrives).
import { CalendarHeart, FileSignature, MapPin, Minus, PenLine, Plus, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
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
  PayOffline,
  usePayment,
} from '@/components/booking/pay-parts'
import { PartyProgress } from '@/components/booking/party-progress'
import { Avatar } from '@/components/ui/avatar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { countLimitNote, priceForCounts } from '@/lib/weddings/proposal-price'
import { weddingHours } from '@/lib/weddings/schedule'
import { formatInZone } from '@/lib/format/in-zone'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import type { ProposalView as Proposal } from '@/lib/weddings/schema'

const stepped = (counts: number[], index: number, by: number) => counts.map((count, at) => (at === index ? count + by : count))

const card = 'rounded-card bg-white p-5 shadow-card'
const heading = 'font-display text-lg font-semibold'

export function ProposalView({
  proposal,
  token,
  timeZone,
  testMode,
  returnedFromPayment,
}: {
  proposal: Proposal
  token: string
  timeZone: string
  testMode: boolean
  returnedFromPayment: boolean
}) {
  const saved = proposal.party.map((row) => row.count)
  const [counts, setCounts] = useState(saved)
  const [fullName, setFullName] = useState('')
  const [agreed, setAgreed] = useState(false)
  const { run, busyWith } = useMutation()
  const payment = usePayment()
  const open = proposal.status === 'offered' && !returnedFromPayment
  const countsChanged = counts.some((count, index) => count !== saved[index])
  // The price follows the numbers as she changes them; saving them has the server price them again, alike.
  const price = countsChanged ? priceForCounts(proposal, counts, timeZone) : proposal
  const signed = proposal.signature !== null
  const { offline } = proposal.payment
  const hasOffline = hasOfflineWays(offline)
  const held = proposal.status === 'awaitingDeposit' && !returnedFromPayment
  // Once the balance is split, each share is paid through its own link (hers too): she pays what no share covers.
  const ownPart = Math.max(proposal.totalCents - proposal.paidToDate - proposal.shared, 0)

  // What she changes is the server page's to show again: it reads the proposal anew.
  const change = (key: 'counts' | 'sign', call: () => Promise<unknown>, success: string) =>
    run(call, { key, success, refresh: true, fallback: 'Unexpected error, please try again' })
  const saveCounts = () => change('counts', () => api(`/v1/offer/${token}/proposal`, { method: 'PATCH', body: { counts } }), 'Your quote is updated')
  const sign = () =>
    change(
      'sign',
      () => api(`/v1/offer/${token}/sign`, { method: 'POST', body: { fullName, agree: true, termsHash: proposal.termsHash } }),
      'Signed. Thank you!',
    )
  const pay = (path: 'retainer' | 'pay') => payment.start(`/v1/offer/${token}/${path}`, { idempotent: path === 'retainer' })

  return (
    <div className="space-y-4">
      <header className="px-1 text-center">
        <Avatar name={proposal.business.name} src={proposal.business.profileImg} className="mx-auto size-16" />
        <p className="mt-3 text-xs font-semibold tracking-[0.2em] text-brand-700 uppercase">Wedding proposal</p>
        <h1 className="mt-1 font-display text-3xl font-semibold">For {proposal.customerName}</h1>
        <p className="text-sm text-muted">from {proposal.business.name}</p>
      </header>

      {proposal.status === 'booked' ? (
        <BookedBanner>
          {proposal.business.name} has your signed contract{proposal.retainerCents ? ` and your ${formatMoney(proposal.retainerCents)} retainer` : ''}.
        </BookedBanner>
      ) : held ? (
        <HeldBanner business={proposal.business.name} what={`${formatMoney(proposal.retainerDue)} retainer`} />
      ) : proposal.status === 'expired' ? (
        <ExpiredBanner what="proposal" withdrawn={proposal.withdrawn} business={proposal.business.name} />
      ) : returnedFromPayment && !proposal.payment.bankDebit ? (
        <ConfirmingPayment>shows your booking.</ConfirmingPayment>
      ) : proposal.signAgain ? (
        <Banner tone="info" icon={<PenLine className="size-6" aria-hidden="true" />} title="Your quote changed">
          Please read the contract again and sign it. Your earlier signature stays on record.
        </Banner>
      ) : null}
      {proposal.status === 'offered' ? <BankDebitNotice bankDebit={proposal.payment.bankDebit} /> : null}

      {proposal.notes ? <p className="rounded-card bg-brand-50 px-5 py-4 text-[15px] whitespace-pre-line text-brand-950">{proposal.notes}</p> : null}

      <section className={card} aria-label="Your day">
        <IconLine icon={<CalendarHeart className="size-5" aria-hidden="true" />} title={formatDay(proposal.date)} className="py-1">
          Getting ready: {weddingHours(proposal.time)}
        </IconLine>
        <IconLine icon={<MapPin className="size-5" aria-hidden="true" />} title={proposal.location.city} className="py-1">
          {proposal.location.formatted}
        </IconLine>
      </section>

      <section className={card} aria-labelledby="party-heading">
        <h2 id="party-heading" className={heading}>
          Your party
        </h2>
        {open ? <p className="text-sm text-muted">Change the numbers if your party changes; the price follows.</p> : null}
        <ul className="mt-3 space-y-2">
          {proposal.party.map((row, index) => {
            const note = open ? countLimitNote(row, counts[index], proposal.business.name) : null
            return (
              <li key={index} className="rounded-2xl bg-stone-50 px-4 py-3">
                <div className="flex items-center gap-3">
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold">{row.role}</span>
                    <span className="block text-sm text-muted">
                      {row.service} · {formatMoney(row.priceCents)} each
                    </span>
                  </span>
                  {open && row.minCount !== row.maxCount ? (
                    <span className="flex shrink-0 items-center rounded-full bg-white shadow-sm">
                      <StepButton
                        label={`One fewer: ${row.role}`}
                        disabled={counts[index] <= row.minCount}
                        describedBy={note ? `count-${index}-note` : undefined}
                        onClick={() => setCounts(stepped(counts, index, -1))}
                      >
                        <Minus className="size-4" aria-hidden="true" />
                      </StepButton>
                      <span className="w-6 text-center font-semibold" aria-live="polite" data-testid={`count-${index}`}>
                        {counts[index]}
                      </span>
                      <StepButton
                        label={`One more: ${row.role}`}
                        disabled={counts[index] >= row.maxCount}
                        describedBy={note ? `count-${index}-note` : undefined}
                        onClick={() => setCounts(stepped(counts, index, 1))}
                      >
                        <Plus className="size-4" aria-hidden="true" />
                      </StepButton>
                    </span>
                  ) : (
                    <span className="font-semibold">× {row.count}</span>
                  )}
                </div>
                {note ? (
                  <p id={`count-${index}-note`} className="mt-2 text-sm text-muted" data-testid={`count-${index}-note`}>
                    {note}
                  </p>
                ) : null}
              </li>
            )
          })}
        </ul>
        {countsChanged ? (
          <Button block size="lg" className="mt-3" loading={busyWith === 'counts'} onClick={saveCounts}>
            Update my quote
          </Button>
        ) : null}
      </section>

      <section className={card} aria-labelledby="quote-heading">
        <h2 id="quote-heading" className={heading}>
          Your quote
        </h2>
        {countsChanged ? (
          <p className="mt-1 text-sm text-muted" role="status" data-testid="price-changed">
            With your new numbers. Update your quote to keep them.
          </p>
        ) : null}
        <dl className="mt-2 divide-y divide-line text-[15px]">
          {price.lines.map((line, index) => (
            <div key={index} className="flex items-start justify-between gap-3 py-2.5">
              <dt>
                <span className="block">{line.label}</span>
                {line.detail ? <span className="block text-sm text-muted">{line.detail}</span> : null}
              </dt>
              <dd className="shrink-0">{formatMoney(line.cents)}</dd>
            </div>
          ))}
          <div className="flex items-center justify-between gap-3 py-3">
            <dt className="font-semibold">Total</dt>
            <dd className="font-display text-2xl font-semibold" data-testid="proposal-total">
              {formatMoney(price.totalCents)} <span className="text-sm font-normal text-muted">AUD</span>
            </dd>
          </div>
        </dl>
        <div className="mt-1 grid grid-cols-2 gap-2 text-center">
          <div className="rounded-2xl bg-brand-50 px-3 py-3">
            <p className="text-xs font-semibold text-brand-800 uppercase">Retainer</p>
            <p className="font-display text-lg font-semibold">{formatMoney(price.retainerCents)}</p>
            <p className="text-xs text-muted">{proposal.retainerRefundable ? 'on signing' : 'on signing, non-refundable'}</p>
          </div>
          <div className="rounded-2xl bg-stone-50 px-3 py-3">
            <p className="text-xs font-semibold text-muted uppercase">Balance</p>
            <p className="font-display text-lg font-semibold">{formatMoney(price.balanceCents)}</p>
            <p className="text-xs text-muted">due {formatDay(proposal.balanceDueDate, 'd MMM yyyy')}</p>
          </div>
        </div>
      </section>

      {proposal.trial ? (
        <section className={card} aria-labelledby="trial-heading">
          <h2 id="trial-heading" className={cn(heading, 'flex items-center gap-2')}>
            <Sparkles className="size-5 text-brand-700" aria-hidden="true" /> Your trial run
          </h2>
          <p className="mt-2 text-[15px]">
            <span className="font-semibold">{formatDay(proposal.trial.date, 'EEEE d MMMM')}</span>,{' '}
            {formatTimeRange(proposal.trial.time.from, proposal.trial.time.to)} · {formatMoney(proposal.trial.feeCents)}
          </p>
          {proposal.trial.notes ? <p className="mt-1 text-sm whitespace-pre-line text-muted">{proposal.trial.notes}</p> : null}
        </section>
      ) : null}

      <section className={card} aria-labelledby="contract-heading">
        <h2 id="contract-heading" className={cn(heading, 'flex items-center gap-2')}>
          <FileSignature className="size-5 text-brand-700" aria-hidden="true" /> Your contract
        </h2>
        {/* The whole contract, on the page itself: she reads what she signs without scrolling a box within the page. */}
        <div
          className="mt-3 rounded-2xl border border-line bg-stone-50/60 p-4 text-[14px] leading-6 break-words whitespace-pre-wrap"
          data-testid="proposal-terms"
        >
          {proposal.terms}
        </div>
        {signed ? (
          <div className="mt-4 rounded-2xl bg-emerald-50 px-4 py-3 text-emerald-950">
            <p className="font-semibold">Signed by {proposal.signature!.fullName}</p>
            <p className="text-sm">{formatInZone(proposal.signature!.signedAt, timeZone, "EEEE d MMMM yyyy 'at' h:mm aaa")}</p>
            <Link href={`/offer/${token}/contract`} className="mt-1 inline-block text-sm font-semibold underline">
              View and download your signed contract
            </Link>
          </div>
        ) : open ? (
          <div className="mt-4 space-y-3">
            {countsChanged ? (
              <p className="rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-950">Update your quote first: the contract follows your party.</p>
            ) : null}
            <Field id="full-name" label="Your full name" hint="Typing your name is your signature.">
              <Input
                id="full-name"
                autoComplete="name"
                value={fullName}
                onChange={(event) => setFullName(event.target.value)}
                className="font-display text-lg italic"
              />
            </Field>
            <label className="flex min-h-12 cursor-pointer items-center gap-3 rounded-2xl bg-stone-50 px-4 py-3 font-semibold">
              <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} className="size-5 accent-brand-600" />I have read
              and agree to these terms
            </label>
            <Button size="lg" block disabled={!agreed || fullName.trim().length < 3 || countsChanged} loading={busyWith === 'sign'} onClick={sign}>
              <PenLine aria-hidden="true" /> Sign the contract
            </Button>
          </div>
        ) : null}
      </section>

      {open && signed ? (
        proposal.retainerDue > 0 && proposal.payment.card ? (
          <div className="space-y-3">
            <CardNote testMode={testMode} what="the retainer" />
            <Button size="lg" block loading={payment.busy} onClick={() => pay('retainer')}>
              Pay the {formatMoney(proposal.retainerDue)} retainer
            </Button>
          </div>
        ) : (
          <div className="space-y-3">
            {proposal.retainerDue ? (
              <PayOffline
                title={`How to pay your ${formatMoney(proposal.retainerDue)} retainer`}
                offline={offline}
                due={{ amount: proposal.retainerDue, reference: proposal.reference }}
                business={proposal.business.name}
              >
                {proposal.business.name} holds your date, and confirms your booking once it arrives.
              </PayOffline>
            ) : null}
            <Button size="lg" block loading={payment.busy} onClick={() => pay('retainer')}>
              {proposal.retainerDue ? 'Hold my date' : 'Confirm my booking'}
            </Button>
          </div>
        )
      ) : null}

      {held ? (
        <div className="space-y-3">
          <PayOffline
            title={`How to pay your ${formatMoney(proposal.retainerDue)} retainer`}
            offline={offline}
            due={{ amount: proposal.retainerDue, reference: proposal.reference }}
            business={proposal.business.name}
          />
          {proposal.payment.card ? (
            <>
              <CardNote testMode={testMode} what="the retainer" />
              <Button size="lg" block loading={payment.busy} onClick={() => pay('retainer')}>
                Pay the {formatMoney(proposal.retainerDue)} retainer by card
              </Button>
            </>
          ) : null}
        </div>
      ) : null}

      {proposal.status === 'booked' ? <PartyProgress shares={proposal.shares} /> : null}
      {proposal.status === 'booked' && proposal.payment.card && ownPart > 0 ? (
        <div className="space-y-3">
          <CardNote testMode={testMode} what="the balance" />
          <Button size="lg" block variant="outline" loading={payment.busy} onClick={() => pay('pay')}>
            {proposal.shares.length ? `Pay the rest: ${formatMoney(ownPart)} by card` : `Pay the balance: ${formatMoney(ownPart)} by card`}
          </Button>
        </div>
      ) : null}
      {proposal.status === 'booked' && !proposal.payment.card && hasOffline ? (
        <PayOffline title={`How to pay ${proposal.business.name}`} offline={offline} />
      ) : null}
    </div>
  )
}

function StepButton({
  label,
  disabled,
  describedBy,
  onClick,
  children,
}: {
  label: string
  disabled: boolean
  describedBy?: string
  onClick: () => void
  children: ReactNode
}) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-describedby={describedBy}
      disabled={disabled}
      onClick={onClick}
      className="flex size-11 items-center justify-center rounded-full text-brand-700 disabled:text-stone-300"
    >
      {children}
    </button>
  )
}
