'use client'
// The bar over a site preview: Exit preview, Colours (a live customiser), Photos, and — previewing
// another theme — Apply (free at once, a paid theme through the payment sheet), then "Theme Applied".
import { CheckCircle2, ImageIcon, LogOut, Palette, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { useEffect, useState } from 'react'
import { CheckoutSheet } from '@/components/payments/checkout-sheet'
import { ConfirmingPayment, useCheckoutReturn } from '@/components/payments/use-checkout-return'
import { ProUpsellSheet } from '@/components/pro/pro-upsell-sheet'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { readableOn, textOn } from '@/lib/themes/contrast'

type Theme = { id: string; name: string; price: number; available: boolean; background: string }

export function PreviewBar({
  userId,
  theme,
  demo,
  colours: initialColours,
  canCustomise,
  hadTrial,
  testMode,
  onBill,
}: {
  userId: string
  theme: Theme
  demo: boolean
  colours: { primary: string; heading: string }
  canCustomise: boolean
  hadTrial: boolean
  testMode: boolean
  /** With Stripe, the owner has a bill: a purchase is added to it (no Stripe page). */
  onBill: boolean
}) {
  const [colours, setColours] = useState(initialColours)
  const [panel, setPanel] = useState<'colours' | 'pay' | 'applied' | 'upsell' | null>(null)
  const { run, busy } = useMutation()

  // Live preview: the site's colour variables follow the pickers.
  useEffect(() => {
    const site = document.querySelector<HTMLElement>('[data-theme]')
    if (!site) return
    const primary = readableOn(colours.primary, theme.background)
    site.style.setProperty('--site-primary', primary)
    site.style.setProperty('--site-on-primary', textOn(primary))
    site.style.setProperty('--site-heading', readableOn(colours.heading, theme.background))
  }, [colours, theme.background])

  const changed = colours.primary !== initialColours.primary || colours.heading !== initialColours.heading
  // Back from paying for this theme on Stripe: apply it once the payment is confirmed.
  const confirming = useCheckoutReturn({ themeId: theme.id }, () => apply())

  function apply() {
    return run(
      async () => {
        await api('/v1/user', {
          method: 'PATCH',
          body: {
            _id: userId,
            ...(demo ? { theme: theme.id } : {}),
            ...(changed ? { themeConfigs: { primaryColor: colours.primary, headingColor: colours.heading } } : {}),
          },
        })
        setPanel(demo ? 'applied' : null)
      },
      { success: demo ? undefined : 'Colours saved', refresh: true },
    )
  }

  if (confirming) return <ConfirmingPayment />

  const bar = 'flex flex-col items-center gap-0.5 rounded-2xl px-2 py-1.5 text-[11px] font-semibold text-white/90 hover:bg-white/10'
  return (
    <>
      <nav
        aria-label="Preview"
        className="safe-bottom fixed inset-x-3 bottom-3 z-40 mx-auto flex max-w-md items-center justify-around rounded-3xl bg-ink/95 px-2 pt-2 shadow-float backdrop-blur"
      >
        <Link href="/dashboard/design" className={bar}>
          <LogOut className="size-5" aria-hidden="true" /> Exit preview
        </Link>
        <button type="button" className={bar} onClick={() => setPanel(canCustomise ? 'colours' : 'upsell')}>
          <Palette className="size-5" aria-hidden="true" /> Colours
        </button>
        <Link href="/dashboard/edit-profile#covers" className={bar}>
          <ImageIcon className="size-5" aria-hidden="true" /> Photos
        </Link>
        {demo ? (
          <button type="button" className={`${bar} text-brand-200`} onClick={() => (theme.available ? apply() : setPanel('pay'))} disabled={busy}>
            <Sparkles className="size-5" aria-hidden="true" /> Apply
          </button>
        ) : (
          <Link href="/dashboard/design" className={bar}>
            <Sparkles className="size-5" aria-hidden="true" /> Theme
          </Link>
        )}
      </nav>

      <Sheet open={panel === 'colours'} onOpenChange={(open) => setPanel(open ? 'colours' : null)} title="Colours" description="Your site changes as you pick.">
        <div className="space-y-4">
          {(['primary', 'heading'] as const).map((key) => (
            <label key={key} className="flex items-center gap-4 rounded-2xl border border-line p-3">
              <input
                type="color"
                value={colours[key]}
                onChange={(e) => setColours({ ...colours, [key]: e.target.value })}
                className="size-12 cursor-pointer rounded-xl border-0 bg-transparent"
                aria-label={key === 'primary' ? 'Primary colour' : 'Heading colour'}
              />
              <span className="flex-1">
                <span className="block font-semibold">{key === 'primary' ? 'Primary' : 'Heading'}</span>
                <span className="block text-sm text-muted uppercase">{colours[key]}</span>
              </span>
              <span className="rounded-full px-3 py-1 text-sm font-semibold" style={{ backgroundColor: colours[key], color: textOn(colours[key]) }}>
                Aa
              </span>
            </label>
          ))}
          <Button block size="lg" loading={busy} disabled={!changed && !demo} onClick={() => (demo && !theme.available ? setPanel('pay') : apply())}>
            {demo ? 'Apply theme and colours' : 'Save colours'}
          </Button>
        </div>
      </Sheet>

      <CheckoutSheet
        open={panel === 'pay'}
        onOpenChange={(open) => setPanel(open ? 'pay' : null)}
        item={{ themeId: theme.id, name: `${theme.name} theme`, priceCents: theme.price, trialDays: 0 }}
        testMode={testMode}
        onBill={onBill}
        returnTo={`/dashboard/preview-site/demo/${theme.id}`}
        onActivated={() => apply()}
      />

      <Sheet open={panel === 'applied'} onOpenChange={(open) => setPanel(open ? 'applied' : null)} title="Theme Applied">
        <div className="flex flex-col items-center gap-3 py-4 text-center">
          <CheckCircle2 className="size-12 text-success" aria-hidden="true" />
          <p className="text-[15px]">Your site now wears {theme.name}.</p>
          <Button asChild block size="lg">
            <Link href="/dashboard/profile">Done</Link>
          </Button>
        </div>
      </Sheet>

      <ProUpsellSheet open={panel === 'upsell'} onOpenChange={(open) => setPanel(open ? 'upsell' : null)} feature="Custom colours" hadTrial={hadTrial} />
    </>
  )
}
