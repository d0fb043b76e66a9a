'use client'
// A swipeable carousel with dot indicators, on the browser's own scroll snapping: no library to download
// with the screen. (The landing's wrap-around testimonials use LoopCarousel.)
import { useRef, useState } from 'react'
import { cn } from '@/lib/ui/cn'
import { CarouselDots, CarouselSlides, type CarouselProps } from './carousel-parts'

export function Carousel({ slides, label, className, slideClassName, dotsClassName }: CarouselProps) {
  const viewportRef = useRef<HTMLDivElement>(null)
  const [selected, setSelected] = useState(0)

  const slideElements = () => Array.from(viewportRef.current?.children ?? []) as HTMLElement[]
  // The selected slide is the one whose centre is nearest the viewport's.
  const onScroll = () => {
    const viewport = viewportRef.current
    if (!viewport) return
    const centre = viewport.scrollLeft + viewport.clientWidth / 2
    const distances = slideElements().map((slide) => Math.abs(slide.offsetLeft + slide.offsetWidth / 2 - centre))
    setSelected(distances.indexOf(Math.min(...distances)))
  }
  const scrollTo = (index: number) => {
    const viewport = viewportRef.current
    const slide = slideElements()[index]
    if (!viewport || !slide) return
    viewport.scrollTo({ left: slide.offsetLeft - (viewport.clientWidth - slide.offsetWidth) / 2, behavior: 'smooth' })
  }

  return (
    <section className={className} aria-roledescription="carousel" aria-label={label}>
      <div
        ref={viewportRef}
        onScroll={onScroll}
        // Focusable, so the arrow keys scroll it even when no slide holds a link or button.
        tabIndex={0}
        className="relative flex snap-x snap-mandatory overflow-x-auto overscroll-x-contain rounded-card [scrollbar-width:none] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 [&::-webkit-scrollbar]:hidden"
        data-testid="carousel-viewport"
      >
        <CarouselSlides slides={slides} slideClassName={cn('snap-center', slideClassName)} selected={selected} scrollTo={scrollTo} />
      </div>
      <CarouselDots count={slides.length} dotsClassName={dotsClassName} selected={selected} scrollTo={scrollTo} />
    </section>
  )
}
