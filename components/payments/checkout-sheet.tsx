'use client'
// The payment step of any paid item: the price from the catalogue, the trial, and — in test mode —
// a clear note that no card is charged. With Stripe it hands over to Stripe Checkout.
import { CreditCard } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { TestModeNote } from './payments-notes'
import { Sheet } from '@/components/ui/sheet'
import { api } from '@/lib/api/client'
import type { SubscribeAnswer, SubscriptionAnswer } from '@/lib/subscriptions/schema'
import { formatMoney } from '@/lib/format/money'

export type CheckoutItem = { subItemId?: string; themeId?: string; name: string; priceCents: number; trialDays: number }

export function CheckoutSheet({
  open,
  onOpenChange,
  item,
  testMode,
  onBill = false,
  returnTo,
  onActivated,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  item: CheckoutItem
  testMode: boolean
  /** With Stripe: the owner has a bill already, so this is added to it, on the card Stripe holds. */
  onBill?: boolean
  returnTo: string
  onActivated: (subscription: SubscriptionAnswer) => void
}) {
  const { run, busy } = useMutation()

  const pay = () =>
    run(
      async () => {
        const answer = await api<SubscribeAnswer>(`/v1/subscription?returnTo=${encodeURIComponent(returnTo)}`, {
          method: 'POST',
          body: item.themeId ? { themeId: item.themeId } : { subItemId: item.subItemId },
        })
        if (answer.status === 'checkout') {
          window.location.assign(answer.url)
          return
        }
        onOpenChange(false)
        onActivated(answer.subscription)
      },
      { fallback: 'Unexpected error, please try again' },
    )

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={item.name}
      description={item.trialDays ? `Free for ${item.trialDays} days, then ${formatMoney(item.priceCents)}/month` : 'Billed monthly'}
    >
      <div className="rounded-card border border-line p-4">
        <div className="flex items-baseline justify-between">
          <span className="font-semibold">{item.name}</span>
          <span className="font-display text-2xl font-semibold">
            {formatMoney(item.priceCents)}
            <span className="font-sans text-sm font-normal text-muted">/month</span>
          </span>
        </div>
        {item.trialDays ? <p className="mt-1 text-sm text-success">First {item.trialDays} days free</p> : null}
        <p className="mt-1 text-sm text-muted">cancel anytime</p>
      </div>
      {testMode ? (
        <div className="mt-3">
          <TestModeNote />
        </div>
      ) : (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <CreditCard className="size-4 shrink-0" aria-hidden="true" />
          {onBill ? 'Added to your Glowfolio bill and paid with it, on the card Stripe already has.' : "You will enter your card on Stripe's secure page."}
        </p>
      )}
      <Button size="lg" block className="mt-5" loading={busy} onClick={pay}>
        {item.trialDays ? 'Start my free trial' : `Pay ${formatMoney(item.priceCents)}/month`}
      </Button>
    </Sheet>
  )
}
