'use client'
import { STAR_PATH } from '@/components/ui/stars'
import { cn } from '@/lib/ui/cn'

const LABELS = ['Poor', 'Fair', 'Good', 'Very good', 'Amazing']

/** Five large stars to tap: a radio group, so it works with a keyboard and a screen reader too. */
export function ScorePicker({ value, onChange }: { value: number; onChange: (score: number) => void }) {
  return (
    <div role="radiogroup" aria-label="Your score" className="flex justify-between gap-1">
      {[1, 2, 3, 4, 5].map((score) => (
        <button
          key={score}
          type="button"
          role="radio"
          aria-checked={value === score}
          aria-label={`${score} ${score === 1 ? 'star' : 'stars'}: ${LABELS[score - 1]}`}
          onClick={() => onChange(score)}
          className="flex flex-1 flex-col items-center gap-1 rounded-2xl py-2 transition active:scale-95"
        >
          <svg viewBox="0 0 24 24" className="size-11" aria-hidden="true">
            <path d={STAR_PATH} className={cn('transition-colors', score <= value ? 'fill-star' : 'fill-stone-200')} />
          </svg>
          <span className={cn('text-[11px] font-semibold', score === value ? 'text-ink' : 'text-transparent')}>{LABELS[score - 1]}</span>
        </button>
      ))}
    </div>
  )
}
