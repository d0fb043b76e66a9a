'use client'
// The cover photos: swipeable, and playing by themselves when the owner turned autoplay on (Pro).
// Public sites ship as little JavaScript as they can: no class-merging helper in their client parts.
import { useEffect, useRef } from 'react'
import type { SiteImage as Image } from '@/lib/site/get-site'
import { SiteImage } from './site-image'

export function CoverCarousel({ covers, autoplay, businessName, className, interval = 4000, sizes, label = 'Cover photos' }: { covers: Image[]; autoplay: boolean; businessName: string; className?: string; interval?: number; sizes?: string; label?: string }) {
  const strip = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!autoplay || covers.length < 2 || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = setInterval(() => {
      const element = strip.current
      if (!element) return
      const atEnd = element.scrollLeft + element.clientWidth >= element.scrollWidth - 4
      element.scrollTo({ left: atEnd ? 0 : element.scrollLeft + element.clientWidth, behavior: 'smooth' })
    }, interval)
    return () => clearInterval(timer)
  }, [autoplay, covers.length, interval])
  return (
    <div ref={strip} className={`no-scrollbar flex snap-x snap-mandatory overflow-x-auto ${className ?? ''}`} data-autoplay={autoplay || undefined} aria-label={label} role="region" tabIndex={0}>
      {covers.map((cover, index) => (
        <SiteImage key={cover.src} image={cover} alt={index === 0 ? `${businessName} at work` : ''} sizes={sizes} priority={index === 0} className="h-full w-full shrink-0 snap-center object-cover" />
      ))}
    </div>
  )
}
