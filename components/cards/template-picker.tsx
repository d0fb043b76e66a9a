'use client'
// The templates of one size in a row to swipe; each says how many photos it needs when the review has fewer.
import { Check, ImagePlus } from 'lucide-react'
import type { CardTemplateOption } from '@/lib/cards/template-options'
import { cn } from '@/lib/ui/cn'

export function TemplatePicker({
  templates,
  selectedId,
  photoCount,
  onSelect,
}: {
  templates: CardTemplateOption[]
  selectedId: string
  /** The review's photos. */
  photoCount: number
  onSelect: (templateId: string) => void
}) {
  return (
    <section aria-label="Templates">
      <div className="-mx-4 flex snap-x scroll-px-4 gap-3 overflow-x-auto px-4 py-1.5 no-scrollbar" role="radiogroup" aria-label="Template">
        {templates.map((template) => {
          const active = template.id === selectedId
          return (
            <button
              key={template.id}
              type="button"
              role="radio"
              aria-checked={active}
              aria-label={template.name}
              onClick={() => onSelect(template.id)}
              className={cn(
                'relative shrink-0 snap-start overflow-hidden rounded-xl bg-white ring-offset-2 ring-offset-canvas transition',
                template.type === 'story' ? 'h-32 w-[72px]' : 'size-24',
                active ? 'ring-2 ring-brand-600' : 'ring-1 ring-line',
              )}
            >
              {/* eslint-disable-next-line @next/next/no-img-element -- static previews rendered by the card templates */}
              <img
                src={template.preview}
                srcSet={template.previewSrcSet}
                sizes={template.type === 'story' ? '72px' : '96px'}
                alt=""
                loading="lazy"
                className="size-full object-cover"
              />
              {active ? (
                <span className="absolute right-1 top-1 flex size-5 items-center justify-center rounded-full bg-brand-600 text-white">
                  <Check className="size-3" aria-hidden="true" />
                </span>
              ) : null}
              {template.imagesNeeded > photoCount ? (
                <span className="absolute inset-x-1 bottom-1 flex items-center justify-center gap-0.5 rounded-md bg-white/90 py-0.5 text-[10px] font-semibold text-ink">
                  <ImagePlus className="size-3" aria-hidden="true" />
                  {template.imagesNeeded}
                </span>
              ) : null}
            </button>
          )
        })}
      </div>
    </section>
  )
}
