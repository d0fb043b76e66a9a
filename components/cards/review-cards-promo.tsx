// The review-cards promo: sample cards made by the real templates, the sizing guide, and the way to
// the feature's activation. Shown on the generate-card screen without the feature; the reviews screen
// shows it compact (smaller samples, no points or sizing guide), so the reviews stay near the top.
import { Check, Sparkles } from 'lucide-react'
import Link from 'next/link'
import { buttonVariants } from '@/components/ui/button-variants'
import { cn } from '@/lib/ui/cn'
import { cardPreviewPath, cardPreviewSrcSet } from '@/lib/catalogue/card-templates'
import { features, REVIEW_CARDS } from '@/lib/catalogue/features'
import { formatMoney } from '@/lib/format/money'

const feature = features.find((f) => f.id === REVIEW_CARDS)!
const POINTS = [
  'Your logo, their words and the photos they shared, in one polished image.',
  '14 feed and 20 story designs, light and dark.',
  'Sent to your inbox, ready to post or share straight from your phone.',
]

export const REVIEW_CARDS_FEATURE_HREF = `/dashboard/feature/${REVIEW_CARDS}`

// Each sample's own width and height: the browser keeps its room before it loads, so nothing moves then.
function SampleCards({ compact }: { compact: boolean }) {
  return (
    <div className={cn('relative mx-auto flex w-full items-center justify-center', compact ? 'h-44 max-w-60' : 'h-64 max-w-xs')} aria-hidden="true">
      {/* eslint-disable-next-line @next/next/no-img-element -- static previews rendered by the card templates */}
      <img
        src={cardPreviewPath('story-4')}
        srcSet={cardPreviewSrcSet('story-4', 540)}
        sizes={compact ? '90px' : '126px'}
        alt=""
        width={540}
        height={960}
        className={cn('absolute left-2 w-auto -rotate-6 rounded-xl shadow-float', compact ? 'top-2 h-40' : 'top-3 h-56')}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- static previews rendered by the card templates */}
      <img
        src={cardPreviewPath('story-1')}
        srcSet={cardPreviewSrcSet('story-1', 540)}
        sizes={compact ? '90px' : '126px'}
        alt=""
        width={540}
        height={960}
        className={cn('absolute right-2 w-auto rotate-6 rounded-xl shadow-float', compact ? 'top-2 h-40' : 'top-3 h-56')}
      />
      {/* eslint-disable-next-line @next/next/no-img-element -- static previews rendered by the card templates */}
      <img
        src={cardPreviewPath('default')}
        srcSet={cardPreviewSrcSet('default', 500)}
        sizes={compact ? '112px' : '160px'}
        alt=""
        width={500}
        height={500}
        className={cn('relative z-10 rounded-xl shadow-float ring-4 ring-white', compact ? 'mt-10 size-28' : 'mt-16 size-40')}
      />
    </div>
  )
}

const SIZES = [
  { label: 'Stories', size: '540 × 960 px', ratio: '9:16', box: 'h-12 w-[27px]' },
  { label: 'Feed', size: '500 × 500 px', ratio: '1:1', box: 'size-9' },
]

/** Stories and Feed, drawn to scale against each other: one row each, so it fits the narrowest phone. */
export function SizingGuide() {
  return (
    <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
      {SIZES.map(({ label, size, ratio, box }) => (
        <li key={label} className="flex items-center gap-3 px-3 py-2.5">
          <span className="flex w-9 shrink-0 justify-center">
            <span className={cn('flex items-center justify-center rounded-md border-2 border-brand-400 bg-brand-50 text-[9px] font-bold text-brand-700', box)}>
              {ratio}
            </span>
          </span>
          <span className="flex-1 text-sm font-semibold">{label}</span>
          <span className="whitespace-nowrap text-xs text-muted">{size}</span>
        </li>
      ))}
    </ul>
  )
}

export function ReviewCardsPromo({ compact = false, className }: { compact?: boolean; className?: string }) {
  const price = `${formatMoney(feature.priceCents)}/month`
  return (
    <section className={cn('overflow-hidden rounded-card bg-white shadow-card', className)} aria-labelledby="review-cards-promo-title">
      <div className="bg-gradient-to-b from-brand-50 to-white px-5 pt-5">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white px-3 py-1 text-xs font-semibold text-brand-700 shadow-sm">
          <Sparkles className="size-3.5" aria-hidden="true" /> Instagram review cards
        </p>
        <h2 id="review-cards-promo-title" className={cn('mt-3 font-display font-semibold leading-tight', compact ? 'text-xl' : 'text-2xl')}>
          {feature.tagLine}
        </h2>
        <SampleCards compact={compact} />
      </div>
      <div className="space-y-4 px-5 pb-5 pt-2">
        {compact ? null : (
          <>
            <ul className="space-y-2.5 text-[15px] text-ink">
              {POINTS.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <div>
              <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-muted">Sizing guide</p>
              <SizingGuide />
            </div>
          </>
        )}
        <Link href={REVIEW_CARDS_FEATURE_HREF} className={buttonVariants({ size: 'lg', block: true })}>
          {feature.trialPeriod > 0 ? 'Activate For Free' : 'Activate'}
        </Link>
        <p className="text-center text-xs text-muted">
          {feature.trialPeriod > 0 ? `${feature.trialPeriod}-day free trial, then ` : ''}
          {price}, cancel anytime
        </p>
      </div>
    </section>
  )
}
