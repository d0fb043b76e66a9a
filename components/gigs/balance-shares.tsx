'use client'
// A booked gig's balance on the gig screen: the balance reminders its client was sent, her
// pay-the-balance link, and the shares the party pays through their own links (each one's status and
// last reminder, its link to copy, edit or remove), what they leave for the client, and "Split the balance".
import { BellRing, ChevronRight, Split } from 'lucide-react'
import { useState } from 'react'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { Button } from '@/components/ui/button'
import { CopyLink } from '@/components/ui/copy-link'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import type { BalanceResponse, ShareResponse } from '@/lib/balance/schema'
import { formatInZone } from '@/lib/format/in-zone'
import { useBalance } from '@/lib/swr/use-balance'
import { cn } from '@/lib/ui/cn'
import { formatMoney } from '@/lib/format/money'
import { depositDue } from './deposit-awaited'

// The split sheet loads when first opened (its form brings zod and react-hook-form).
const ShareSheet = lazyPopup(
  () => import('./share-sheet').then((module) => module.ShareSheet),
  (props) => props.share !== null,
)
const SplitBalanceSheet = lazyPopup(() => import('./split-balance-sheet').then((module) => module.SplitBalanceSheet))

const REMINDER_LABELS = { beforeDue: 'Balance reminder sent', overdue: 'Overdue reminder sent' } as const

export function BalanceShares({ appointment, timeZone }: { appointment: AppointmentResponse; timeZone: string }) {
  const booked = appointment.status === 'booked'
  const { data: balance, mutate } = useBalance(booked ? appointment._id : null)
  const [splitting, setSplitting] = useState(false)
  const [shareId, setShareId] = useState<string | null>(null)
  if (!booked || !balance) return null
  const { shares, reminders } = balance
  if (appointment.remaining === 0 && shares.length === 0 && reminders.length === 0) return null

  const unpaid = shares.filter((share) => share.status === 'unpaid').reduce((total, share) => total + share.amount, 0)
  // What the client pays herself, as the gig stands now (a payment recorded since may have lowered it).
  const ownPart = appointment.remaining - unpaid
  // The deposit (a wedding's retainer) still unpaid is the client's alone: it is never split.
  const splittable = Math.max(ownPart - depositDue(appointment), 0)
  const changed = (next: BalanceResponse) => void mutate(next, { revalidate: false })

  return (
    <section className="mt-4 rounded-card bg-white p-5 shadow-card" aria-labelledby="balance-heading">
      <h2 id="balance-heading" className="font-display text-lg font-semibold">
        Balance
      </h2>

      {reminders.length ? (
        <ul className="mt-2 space-y-1 text-sm text-muted" aria-label="Balance reminders">
          {reminders.map((reminder) => (
            <li key={`${reminder.kind}-${reminder.dueDate}`} className="flex items-center gap-2">
              <BellRing className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
              {REMINDER_LABELS[reminder.kind]} {formatInZone(reminder.sentAt, timeZone, 'd MMM')}
            </li>
          ))}
        </ul>
      ) : null}

      {balance.payUrl && appointment.remaining > 0 ? (
        <CopyLink className="mt-3" url={balance.payUrl} label="Pay-the-balance link" copied="Link copied" />
      ) : null}

      {shares.length ? (
        <>
          <h3 className="mt-4 text-sm font-semibold text-muted">Shares</h3>
          <ul className="mt-1 divide-y divide-line" data-testid="shares">
            {shares.map((share) => (
              <li key={share._id}>
                <ShareRow share={share} timeZone={timeZone} onOpen={() => setShareId(share._id)} />
              </li>
            ))}
          </ul>
          <dl className="mt-2 space-y-1 rounded-2xl bg-stone-50 px-4 py-3 text-sm">
            <div className="flex justify-between gap-3">
              <dt className="text-muted">Unpaid shares</dt>
              <dd className="font-semibold">{formatMoney(unpaid)}</dd>
            </div>
            <div className="flex justify-between gap-3">
              <dt className="text-muted">{appointment.customerName.split(/\s+/)[0]}’s own part</dt>
              <dd className="font-semibold">{formatMoney(Math.max(ownPart, 0))}</dd>
            </div>
            <div className="flex justify-between gap-3 border-t border-line pt-1">
              <dt className="font-semibold">Remaining</dt>
              <dd className="font-display text-lg font-semibold" data-testid="balance-remaining">
                {formatMoney(appointment.remaining)}
              </dd>
            </div>
          </dl>
          {ownPart < 0 ? (
            <p className="mt-2 text-sm text-danger" role="alert">
              The unpaid shares come to {formatMoney(-ownPart)} more than what remains: lower or remove one.
            </p>
          ) : null}
        </>
      ) : (
        <p className="mt-2 text-sm text-muted">Split what remains so that each person pays her own part, through her own link.</p>
      )}

      {splittable > 0 ? (
        <Button variant="outline" block className="mt-4" onClick={() => setSplitting(true)}>
          <Split aria-hidden="true" /> Split the balance
        </Button>
      ) : null}

      <SplitBalanceSheet open={splitting} onOpenChange={setSplitting} appointment={appointment} openCents={splittable} onSaved={changed} />
      <ShareSheet
        appointment={appointment}
        timeZone={timeZone}
        share={shares.find((share) => share._id === shareId) ?? null}
        openCents={splittable}
        onOpenChange={(open) => (open ? null : setShareId(null))}
        onChanged={changed}
      />
    </section>
  )
}

function ShareRow({ share, timeZone, onOpen }: { share: ShareResponse; timeZone: string; onOpen: () => void }) {
  const paid = share.status === 'paid'
  const reminded = share.reminders.at(-1)
  return (
    <button
      type="button"
      onClick={onOpen}
      className="-mx-2 flex min-h-14 w-[calc(100%+1rem)] items-center gap-3 rounded-xl px-2 py-2 text-left hover:bg-stone-50"
      aria-label={`${share.name}, ${formatMoney(share.amount)}, ${paid ? 'paid' : 'unpaid'}: link and details`}
    >
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold">{share.name}</span>
        <span className={cn('block text-sm', paid ? 'text-emerald-700' : 'text-muted')}>
          {paid
            ? `Paid ${formatInZone(share.paidAt!, timeZone, 'd MMM')}${share.refunded ? ` · ${formatMoney(share.refunded)} refunded` : ''}`
            : reminded
              ? `Unpaid · ${reminded.kind === 'overdue' ? 'overdue reminder' : 'reminder'} sent ${formatInZone(reminded.sentAt, timeZone, 'd MMM')}`
              : share.emailedAt
                ? 'Unpaid · link emailed'
                : 'Unpaid'}
        </span>
      </span>
      <span className="font-semibold">{formatMoney(share.amount)}</span>
      <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
    </button>
  )
}
