'use client'
// Coming back from Stripe Checkout (?checkout=success or ?checkout=cancel on the screen that started
// it). Stripe's webhook, not the redirect, is what activates a subscription, and it may land a moment
// after the owner does: on success the screen waits, re-reading the profile, until the subscription is
// there, then carries on as it does in test mode (its toast, progress screen or "Theme Applied").
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { Spinner } from '@/components/ui/spinner'
import { useProfile } from '@/lib/swr/use-profile'

export const CHECKOUT_CANCELLED = 'Payment cancelled. Nothing was charged.'
export const CHECKOUT_UNCONFIRMED = 'Stripe has not confirmed your payment yet. It will show here as soon as it does.'
const POLL_MS = 1500
const GIVE_UP_MS = 60_000

type Item = { subItemId?: string; themeId?: string }

export function useCheckoutReturn(item: Item, onConfirmed: () => void): boolean {
  const router = useRouter()
  const pathname = usePathname()
  const outcome = useSearchParams().get('checkout')
  const { mutate } = useProfile()
  const [confirming, setConfirming] = useState(outcome === 'success')
  const handled = useRef(false)
  const mounted = useRef(false)
  const confirmed = useRef(onConfirmed)
  useEffect(() => {
    confirmed.current = onConfirmed
  })
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  useEffect(() => {
    if (handled.current || (outcome !== 'success' && outcome !== 'cancel')) return
    handled.current = true
    router.replace(pathname, { scroll: false })
    if (outcome === 'cancel') {
      toast(CHECKOUT_CANCELLED)
      return
    }
    const started = Date.now()
    async function check() {
      const profile = await mutate().catch(() => undefined)
      if (!mounted.current) return
      const held = profile?.user.subscriptions.some(
        (s) => (item.subItemId ? s.subItemId === item.subItemId : s.themeId === item.themeId) && (s.status === 'active' || s.status === 'trialing'),
      )
      if (held) {
        setConfirming(false)
        confirmed.current()
      } else if (Date.now() - started > GIVE_UP_MS) {
        setConfirming(false)
        toast(CHECKOUT_UNCONFIRMED)
      } else {
        setTimeout(check, POLL_MS)
      }
    }
    check()
  }, [outcome, pathname, router, mutate, item.subItemId, item.themeId])

  return confirming
}

/** Shown while Stripe's confirmation is on its way. */
export function ConfirmingPayment() {
  return (
    <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-4 bg-canvas/95 px-8 text-center" role="status" aria-live="polite">
      <Spinner className="size-8 text-brand-600" label="Confirming your payment" />
      <p className="font-display text-2xl font-semibold">Confirming your payment…</p>
      <p className="text-[15px] text-muted">Stripe is letting us know. This takes a few seconds.</p>
    </div>
  )
}
