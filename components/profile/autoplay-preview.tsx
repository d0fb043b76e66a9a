'use client'
// Spec: "autoplay cover photos toggle with a preview". The covers as the site's header shows them,
// playing when autoplay is on; anyone may play the preview (the toggle itself is Pro).
import { Pause, Play } from 'lucide-react'
import { useState } from 'react'
import { CoverCarousel } from '@/components/site/parts/cover-carousel'
import { SiteElements } from '@/components/site/parts/site-elements-loader'
import type { StoredPhoto } from '@/lib/images/photo'

export function AutoplayPreview({ covers, autoplay, businessName }: { covers: StoredPhoto[]; autoplay: boolean; businessName: string }) {
  const [playing, setPlaying] = useState(false)
  if (covers.length === 0) return null
  const plays = (autoplay || playing) && covers.length > 1
  return (
    <figure className="overflow-hidden rounded-2xl bg-white shadow-card" data-testid="autoplay-preview">
      <SiteElements />
      <CoverCarousel covers={covers} autoplay={plays} interval={1800} businessName={businessName} label="Autoplay preview" sizes="358px" className="h-36" />
      <figcaption className="flex items-center justify-between gap-3 px-4 py-2.5 text-sm text-muted">
        <span aria-live="polite">
          {covers.length < 2
            ? 'Add another cover photo to see them play'
            : plays
              ? 'Preview: your covers play by themselves'
              : 'Preview: visitors swipe through your covers'}
        </span>
        {!autoplay && covers.length > 1 ? (
          <button type="button" onClick={() => setPlaying(!playing)} className="inline-flex shrink-0 items-center gap-1 font-semibold text-brand-700">
            {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
            {playing ? 'Stop' : 'Play'}
          </button>
        ) : null}
      </figcaption>
    </figure>
  )
}
