'use client'
// The real card, rendered by our route, with a spinner while it is made; the template's static preview
// when the card cannot be made (too few photos, a hidden or placeholder review).
import { useState } from 'react'
import { Spinner } from '@/components/ui/spinner'
import type { CardTemplateOption } from '@/lib/cards/template-options'
import { cn } from '@/lib/ui/cn'

export function CardPreview({ template, src, usable, enoughImages }: { template: CardTemplateOption; src: string; usable: boolean; enoughImages: boolean }) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  const [failedSrc, setFailedSrc] = useState<string | null>(null)
  const loading = usable && loadedSrc !== src && failedSrc !== src

  return (
    <figure className="flex flex-col items-center">
      <div
        className={cn(
          'relative overflow-hidden rounded-2xl bg-stone-100 shadow-float',
          template.type === 'story' ? 'aspect-[9/16] w-[62%]' : 'aspect-square w-[82%]',
        )}
        aria-busy={loading || undefined}
      >
        {usable ? (
          // eslint-disable-next-line @next/next/no-img-element -- the card PNG is rendered by our own route
          <img
            key={src}
            src={src}
            alt={`Review card preview: ${template.name}`}
            className="size-full object-cover"
            ref={(node) => {
              // The card may have loaded before React attached onLoad (server-rendered <img>).
              if (node?.complete && node.naturalWidth > 0) setLoadedSrc(src)
            }}
            onLoad={() => setLoadedSrc(src)}
            onError={() => setFailedSrc(src)}
          />
        ) : (
          // eslint-disable-next-line @next/next/no-img-element -- a static preview of the template
          <img src={template.preview} alt={`Template preview: ${template.name}`} className="size-full object-cover opacity-60" />
        )}
        {loading ? (
          <div className="absolute inset-0 flex items-center justify-center bg-white/40">
            <Spinner className="size-7 text-brand-600" label="Making your card" />
          </div>
        ) : null}
        {!enoughImages ? (
          <div className="absolute inset-x-3 bottom-3 rounded-xl bg-white/95 px-3 py-2 text-center text-xs font-semibold text-ink shadow">
            This design needs {template.imagesNeeded === 1 ? '1 photo' : `${template.imagesNeeded} photos`}
          </div>
        ) : null}
      </div>
      <figcaption className="mt-2 text-xs text-muted">
        {template.name} · {template.width} × {template.height}
      </figcaption>
    </figure>
  )
}
