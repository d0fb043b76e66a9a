'use client'
// The parts of the client's payment pages (the offer, a party member's share): the business's header,
// starting a card payment, status banners, the card note (test mode or Stripe's page), the artist's
// offline ways to pay, and price rows.
import { AlertCircle, Banknote, CalendarClock, CheckCircle2, Clock, CreditCard, FlaskConical, Landmark, MoreHorizontal, XCircle } from 'lucide-react'
import { useRouter } from 'next/navigation'
import type { ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
import type { BankDebitState, OfflinePayments } from '@/lib/payouts/schema'

type PaymentAnswer = { status: string; url?: string }

/**
 * A POST that starts a payment answers Stripe Checkout's address, which the page leaves for (the button
 * stays busy until it goes), or, paid at once (test mode), the page to show again. `idempotent` for the
 * routes that take a key (one payment however often the button is pressed).
 */
export function usePayment() {
  const router = useRouter()
  const { run, busy, idempotencyKey } = useMutation()
  const start = (path: string, { body, idempotent = false }: { body?: unknown; idempotent?: boolean } = {}) =>
    run(
      async () => {
        const answer = await api<PaymentAnswer>(path, { method: 'POST', body, idempotencyKey: idempotent ? idempotencyKey : undefined })
        if (toCheckout(answer)) window.location.assign(answer.url)
        else router.refresh()
        return answer
      },
      { keepBusy: toCheckout, fallback: 'Unexpected error, please try again' },
    )
  return { busy, start }
}

const toCheckout = (answer: PaymentAnswer): answer is { status: 'checkout'; url: string } => answer.status === 'checkout' && Boolean(answer.url)

export function PayHeader({ business, children }: { business: { name: string; profileImg: string | null }; children: ReactNode }) {
  return (
    <header className="flex items-center gap-3 px-1">
      <Avatar name={business.name} src={business.profileImg} className="size-14" />
      <div className="min-w-0">
        <p className="text-sm text-muted">{children}</p>
        <h1 className="truncate font-display text-2xl font-semibold">{business.name}</h1>
      </div>
    </header>
  )
}

export function Banner({
  tone,
  icon,
  title,
  children,
}: {
  tone: 'success' | 'muted' | 'info' | 'danger'
  icon: ReactNode
  title: string
  children: ReactNode
}) {
  const tones = {
    success: 'bg-emerald-50 text-emerald-950',
    muted: 'bg-stone-100 text-stone-800',
    info: 'bg-sky-50 text-sky-950',
    danger: 'bg-red-50 text-red-950',
  }
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

/** Booked: what the business has (`children`, a sentence), and that a confirmation is coming. */
export function BookedBanner({ children }: { children: ReactNode }) {
  return (
    <Banner tone="success" icon={<CheckCircle2 className="size-6" aria-hidden="true" />} title="You’re booked!">
      {children} A confirmation is on its way to your inbox.
    </Banner>
  )
}

/** An offer or a wedding proposal the artist withdrew, or that ran out without a booking. */
export function ExpiredBanner({ what, withdrawn, business }: { what: 'offer' | 'proposal'; withdrawn: boolean; business: string }) {
  return (
    <Banner tone="muted" icon={<XCircle className="size-6" aria-hidden="true" />} title={withdrawn ? `This ${what} was withdrawn` : `This ${what} has expired`}>
      Get in touch with {business} if you would still like to book.
    </Banner>
  )
}

/** Back from Stripe before its webhook: what the page then shows; `refresh` offers to look again now. */
export function ConfirmingPayment({ refresh = false, children }: { refresh?: boolean; children: ReactNode }) {
  const router = useRouter()
  return (
    <Banner tone="info" icon={<Clock className="size-6" aria-hidden="true" />} title="Confirming your payment…">
      Thank you! As soon as the payment is through, this page {children}
      {refresh ? (
        <>
          {' '}
          <button type="button" className="font-semibold underline" onClick={() => router.refresh()}>
            Refresh
          </button>
        </>
      ) : null}
    </Banner>
  )
}

/** Her bank debit (BECS Direct Debit) on its way, which can take days, or refused by her bank: nothing was paid. */
export function BankDebitNotice({ bankDebit }: { bankDebit: BankDebitState | null }) {
  if (!bankDebit) return null
  return bankDebit.status === 'processing' ? (
    <Banner tone="info" icon={<Clock className="size-6" aria-hidden="true" />} title="Your bank payment is on its way">
      Your {formatMoney(bankDebit.amount)} bank payment is going through. It can take a few business days: this page shows it once it is in.
    </Banner>
  ) : (
    <Banner tone="danger" icon={<AlertCircle className="size-6" aria-hidden="true" />} title="Your bank payment didn’t go through">
      Your bank refused the {formatMoney(bankDebit.amount)} payment, so nothing was paid. Please pay again, by card or another account.
    </Banner>
  )
}

/** A line of the booking: its icon, what it is in bold, and more under it. */
export function IconLine({ icon, title, className, children }: { icon: ReactNode; title: string; className?: string; children?: ReactNode }) {
  return (
    <p className={cn('flex items-start gap-3 text-[15px]', className)}>
      <span className="mt-0.5 shrink-0 text-brand-700">{icon}</span>
      <span>
        <span className="block font-semibold">{title}</span>
        {children}
      </span>
    </p>
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

export function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex items-center justify-between gap-3 py-2.5">
      <dt className="text-muted">{label}</dt>
      <dd className={strong ? 'font-display text-xl font-semibold' : ''}>{value}</dd>
    </div>
  )
}

/**
 * The artist's ways to pay outside the app under a heading ("How to pay …"), with a line of what to do
 * first; `due`: the amount asked for now and the reference to write with it.
 */
export function PayOffline({
  title,
  offline,
  due,
  business,
  children,
}: {
  title: string
  offline: OfflinePayments
  due?: { amount: number; reference: string }
  business?: string
  children?: ReactNode
}) {
  return (
    <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="pay-heading">
      <h2 id="pay-heading" className="font-display text-lg font-semibold">
        {title}
      </h2>
      {children ? <p className="mt-1 text-sm text-muted">{children}</p> : null}
      {due ? (
        <dl className="mt-3 divide-y divide-line rounded-2xl border border-line px-4 text-[15px]">
          <Row label="Amount" value={`${formatMoney(due.amount)} AUD`} strong />
          <div className="flex items-center justify-between gap-3 py-2.5">
            <dt className="text-muted">Reference</dt>
            <dd className="font-semibold" data-testid="pay-reference">
              {due.reference}
            </dd>
          </div>
        </dl>
      ) : null}
      {hasOfflineWays(offline) ? (
        <OfflineWays offline={offline} cash={due ? 'In person.' : 'On the day.'} />
      ) : (
        <p className="mt-3 text-[15px]">{business ?? 'Your artist'} will tell you how to pay it.</p>
      )}
    </section>
  )
}

/** Her date is held until her deposit (a wedding's retainer) reaches the artist. */
export function HeldBanner({ business, what }: { business: string; what: string }) {
  return (
    <Banner tone="info" icon={<CalendarClock className="size-6" aria-hidden="true" />} title="Your date is held">
      {business} confirms your booking once your {what} arrives. Pay it below, with your reference.
    </Banner>
  )
}

/** Bank transfer or PayID, cash, anything else: as the artist wrote them in Payments settings. */
function OfflineWays({ offline, cash }: { offline: OfflinePayments; cash: string }) {
  return (
    <ul className="mt-3 space-y-2 text-[15px]">
      {offline.bankDetails ? (
        <PayWay icon={<Landmark className="size-5" aria-hidden="true" />} title="Bank transfer or PayID">
          <span className="whitespace-pre-line">{offline.bankDetails}</span>
        </PayWay>
      ) : null}
      {offline.cash ? (
        <PayWay icon={<Banknote className="size-5" aria-hidden="true" />} title="Cash">
          {cash}
        </PayWay>
      ) : null}
      {offline.other ? (
        <PayWay icon={<MoreHorizontal className="size-5" aria-hidden="true" />} title="Other">
          <span className="whitespace-pre-line">{offline.other}</span>
        </PayWay>
      ) : null}
    </ul>
  )
}

/** Whether the artist named any way to pay outside the app. */
export const hasOfflineWays = (offline: OfflinePayments) => Boolean(offline.bankDetails || offline.cash || offline.other)
