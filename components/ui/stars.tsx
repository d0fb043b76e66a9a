import { cn } from '@/lib/ui/cn'

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z'

/** A 1-5 score as stars (SVG, never glyphs), with the score for screen readers. */
export function Stars({ score, className, size = 16 }: { score: number; className?: string; size?: number }) {
  return (
    <span className={cn('inline-flex items-center gap-0.5', className)} role="img" aria-label={`${score} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} className={n <= Math.round(score) ? 'fill-star' : 'fill-stone-200'} />
        </svg>
      ))}
    </span>
  )
}

export { STAR_PATH }
