'use client'
// The Pro upsell: three slides (albums, design, templates), then the trial or the upgrade.
import Image from 'next/image'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from '@/components/ui/toast'
import { CheckoutSheet } from '@/components/payments/checkout-sheet'
import { ManageSubscriptionButton } from '@/components/payments/manage-subscription'
import { ConfirmingPayment, useCheckoutReturn } from '@/components/payments/use-checkout-return'
import { Button } from '@/components/ui/button'
import { buttonVariants } from '@/components/ui/button-variants'
import { Carousel } from '@/components/ui/carousel'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { useProfile } from '@/lib/swr/use-profile'
import { PRO, PRO_TRIAL_DAYS } from '@/lib/catalogue/features'
import { PRO_LATER, PRO_TRY, proNotice } from './pro-texts'

const SLIDES = [
  { image: '/features/pro/albums.png', title: 'Albums that sort themselves', text: 'Smart Albums group your Instagram work by look: bridal, editorial, glam.' },
  { image: '/features/pro/design.png', title: 'Every design', text: 'All paid themes, your own colours, and cover photos that play like a slideshow.' },
  { image: '/features/pro/templates.png', title: 'Every card template', text: 'All 34 review card designs for your Stories and Feed.' },
]

export function ProUpsell({
  hadTrial,
  isPro,
  testMode,
  onBill,
  withStripe,
  priceCents,
  backHref,
  returnTo,
}: {
  hadTrial: boolean
  isPro: boolean
  testMode: boolean
  /** With Stripe, the owner has a bill: a purchase is added to it (no Stripe page). */
  onBill: boolean
  /** Stripe takes payments here: its trial starts on the payment step, not with POST /v1/user/trial. */
  withStripe: boolean
  priceCents: number
  backHref: string
  returnTo: string
}) {
  const router = useRouter()
  const { run, busy } = useMutation()
  const [paying, setPaying] = useState(false)
  const { mutate: refreshProfile } = useProfile()

  function activated() {
    toast.success('Successfully Activated')
    refreshProfile()
    router.push('/dashboard/today')
    router.refresh()
  }
  const confirming = useCheckoutReturn({ subItemId: PRO }, activated)

  const startTrial = () =>
    run(
      async () => {
        await api('/v1/user/trial', { method: 'POST' })
        refreshProfile()
        router.push('/dashboard/today')
      },
      { success: 'Your 14 days of Pro start now', refresh: true, keepBusy: true },
    )

  if (confirming) return <ConfirmingPayment />

  return (
    <div>
      <Carousel
        label="What Pro gives you"
        slides={SLIDES.map((slide) => (
          <figure key={slide.title} className="overflow-hidden rounded-card bg-white shadow-card">
            {/* Square, below the picture's own heading (the caption says it): the trial button stays above the fold. */}
            <Image src={slide.image} alt="" width={900} height={1200} className="aspect-square w-full object-cover object-[50%_85%]" />
            <figcaption className="p-5">
              <h2 className="font-display text-2xl font-semibold">{slide.title}</h2>
              <p className="mt-1 text-[15px] leading-6 text-muted">{slide.text}</p>
            </figcaption>
          </figure>
        ))}
      />
      <div className="mt-4 space-y-2">
        {isPro ? (
          <>
            <p className="rounded-card bg-success/10 p-4 text-center font-semibold text-success">You are on Pro. Enjoy!</p>
            <Link href="/dashboard/billing" className={buttonVariants({ variant: 'outline', size: 'lg', block: true })}>
              Billing
            </Link>
            {testMode ? null : <ManageSubscriptionButton returnTo={returnTo} />}
          </>
        ) : hadTrial || withStripe ? (
          // With Stripe the trial is Stripe's too: it starts on the owner's bill, from the payment step.
          <>
            <Button size="lg" block onClick={() => setPaying(true)}>
              {hadTrial ? proNotice(true) : PRO_TRY}
            </Button>
            <CheckoutSheet
              open={paying}
              onOpenChange={setPaying}
              item={{ subItemId: 'pro', name: 'Glowfolio Pro', priceCents, trialDays: hadTrial ? 0 : PRO_TRIAL_DAYS }}
              testMode={testMode}
              onBill={onBill}
              returnTo={returnTo}
              onActivated={activated}
            />
          </>
        ) : (
          <Button size="lg" block loading={busy} onClick={startTrial}>
            {PRO_TRY}
          </Button>
        )}
        {/* A Pro owner has nothing to put off. */}
        {isPro ? null : (
          <Button variant="ghost" block onClick={() => router.push(backHref)}>
            {PRO_LATER}
          </Button>
        )}
      </div>
    </div>
  )
}
