'use client'
// The Billing screen: each subscription the owner pays for, its monthly price and the date that
// matters, the monthly total, and cancelling one at the end of its paid period (the dialog says when).
import Link from 'next/link'
import { useState } from 'react'
import { ManageSubscriptionButton } from '@/components/payments/manage-subscription'
import { TestModeNote } from '@/components/payments/payments-notes'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { ConfirmDialog } from '@/components/ui/dialog'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatInZone } from '@/lib/format/in-zone'
import type { PaymentsMode } from '@/lib/payments/payments-mode'
import type { Billing, BillingLine } from '@/lib/subscriptions/list-billing'
import { formatMoney } from '@/lib/format/money'

function dateLine(line: BillingLine, day: (iso: string) => string) {
  if (line.state === 'pastDue') return 'Your last payment did not go through'
  if (!line.date) return line.state === 'ends' ? 'Cancelled' : 'Active'
  if (line.state === 'ends') return `Ends on ${day(line.date)}`
  // Test mode charges nobody, so nothing renews: said as such, so "Ends on" does not read as cancelled.
  if (line.state === 'expires') return `Test month ends on ${day(line.date)}`
  if (line.state === 'trial') return line.recurring ? `Free trial, first payment on ${day(line.date)}` : `Free trial ends on ${day(line.date)}`
  return `Renews on ${day(line.date)}`
}

export function BillingList({ billing, timeZone, mode }: { billing: Billing; timeZone: string; mode: PaymentsMode }) {
  // In the owner's time zone, so the server's render and the browser's agree.
  const day = (iso: string) => formatInZone(iso, timeZone, 'd MMMM yyyy')
  const [cancelling, setCancelling] = useState<BillingLine | null>(null)
  const { run, busyWith } = useMutation()

  const cancel = (line: BillingLine) =>
    run(() => api('/v1/subscription/cancel', { method: 'POST', body: { subscriptionId: line.id } }), {
      key: line.id,
      success: line.date && !line.endsNow ? `${line.name} ends on ${day(line.date)}` : `${line.name} cancelled`,
      refresh: true,
    })

  return (
    <div className="space-y-4">
      {/* With payments off, the dashboard's own notice says so above every screen. */}
      {mode === 'test' ? <TestModeNote /> : null}
      {billing.lines.length === 0 ? (
        <section className="rounded-card bg-white p-5 text-center shadow-card">
          <p className="text-[15px]">You do not pay for anything yet.</p>
          <Link href="/dashboard/upgrade" className={buttonVariants({ variant: 'outline', block: true, className: 'mt-4' })}>
            See Glowfolio Pro
          </Link>
        </section>
      ) : (
        <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="billing-subscriptions">
          <h2 id="billing-subscriptions" className="font-display text-xl font-semibold">
            Your subscriptions
          </h2>
          <ul className="mt-2 divide-y divide-line">
            {billing.lines.map((line) => (
              <li key={line.id} className="py-3">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="min-w-0 font-semibold">{line.name}</span>
                  <span className="shrink-0 text-sm font-semibold">{formatMoney(line.priceCents)}/month</span>
                </div>
                <div className="mt-0.5 flex min-h-11 items-center justify-between gap-3">
                  <span className={line.state === 'pastDue' ? 'text-sm text-danger' : 'text-sm text-muted'}>{dateLine(line, day)}</span>
                  {line.state === 'ends' ? null : (
                    <Button variant="ghost" size="sm" loading={busyWith === line.id} onClick={() => setCancelling(line)} aria-label={`Cancel ${line.name}`}>
                      Cancel
                    </Button>
                  )}
                </div>
              </li>
            ))}
          </ul>
          <div className="mt-2 flex items-baseline justify-between gap-3 border-t border-line pt-3">
            <span className="font-semibold">Monthly total</span>
            <span className="font-display text-2xl font-semibold" data-testid="monthly-total">
              {formatMoney(billing.monthlyTotalCents)}
              <span className="font-sans text-sm font-normal text-muted">/month</span>
            </span>
          </div>
        </section>
      )}
      {mode === 'stripe' && billing.lines.length > 0 ? <ManageSubscriptionButton returnTo="/dashboard/billing" label="Card and invoices" /> : null}
      <ConfirmDialog
        open={cancelling !== null}
        onOpenChange={(open) => (open ? null : setCancelling(null))}
        title={`Cancel ${cancelling?.name ?? ''}?`}
        description={
          cancelling?.endsNow
            ? `${cancelling.name} comes off your bill now, and the unused part of this month is credited on your next invoice. Everything you set up stays saved for when you come back.`
            : cancelling?.date
              ? `You keep ${cancelling.name} until ${day(cancelling.date)}. Nothing more is charged, and everything you set up stays saved for when you come back.`
              : 'Nothing more is charged, and everything you set up stays saved for when you come back.'
        }
        confirmLabel="Yes - cancel subscription"
        cancelLabel="Keep it"
        destructive
        onConfirm={() => (cancelling ? cancel(cancelling) : undefined)}
      />
    </div>
  )
}
