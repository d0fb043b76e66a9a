'use client'
import type { CardTemplateOption } from '@/lib/cards/template-options'
import { cn } from '@/lib/ui/cn'

export type CardType = CardTemplateOption['type']

/** Stories or Feed: the two card sizes, as a segmented control. */
export function CardSizeSwitch({ value, onChange }: { value: CardType; onChange: (type: CardType) => void }) {
  return (
    <div role="radiogroup" aria-label="Card size" className="grid grid-cols-2 rounded-full bg-stone-200/70 p-1">
      {(['story', 'feed'] as const).map((type) => (
        <button
          key={type}
          type="button"
          role="radio"
          aria-checked={value === type}
          onClick={() => onChange(type)}
          className={cn('h-10 rounded-full text-[15px] font-semibold transition-colors', value === type ? 'bg-white text-ink shadow-sm' : 'text-muted')}
        >
          {type === 'story' ? 'Stories' : 'Feed'}
        </button>
      ))}
    </div>
  )
}
