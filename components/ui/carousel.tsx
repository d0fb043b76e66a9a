'use client'
// A swipeable carousel with dot indicators, on the browser's own scroll snapping: no library to download
// with the screen. (The landing's wrap-around testimonials use LoopCarousel.)
import { useRef, useState, type ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function Carousel({
  slides,
  label,
  className,
  slideClassName,
  dotsClassName,
}: {
  slides: ReactNode[]
  label: string
  className?: string
  slideClassName?: string
  dotsClassName?: string
}) {
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
        {slides.map((slide, index) => (
          <div
            key={index}
            className={cn('min-w-0 shrink-0 grow-0 basis-full snap-center', slideClassName)}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            // Every slide stays readable and reachable; a slide that takes the keyboard focus scrolls in.
            onFocus={() => index !== selected && scrollTo(index)}
          >
            {slide}
          </div>
        ))}
      </div>
      {slides.length > 1 ? (
        // Each dot sits in a 24x40 px tap area (swiping is the main way to move).
        <div className={cn('mt-1 flex justify-center', dotsClassName)}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              onClick={() => scrollTo(index)}
              aria-label={`Show slide ${index + 1}`}
              aria-current={index === selected}
              className="group flex h-10 min-w-6 items-center justify-center px-1"
            >
              <span className={cn('h-2 rounded-full transition-all', index === selected ? 'w-6 bg-brand-600' : 'w-2 bg-stone-300 group-hover:bg-stone-400')} />
            </button>
          ))}
        </div>
      ) : null}
    </section>
  )
}
