'use client'
// A swipeable carousel with dot indicators that wraps around (Embla): the landing's testimonials. Screens that
// need no wrap-around use `Carousel`, which scrolls with the browser's own snap points and ships no library.
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState, type ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function LoopCarousel({
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
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'center' })
  const [selected, setSelected] = useState(0)

  useEffect(() => {
    if (!api) return
    const onSelect = () => setSelected(api.selectedScrollSnap())
    api.on('select', onSelect).on('reInit', onSelect)
    return () => {
      api.off('select', onSelect).off('reInit', onSelect)
    }
  }, [api])

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api])

  return (
    <section className={className} aria-roledescription="carousel" aria-label={label}>
      <div ref={viewportRef} className="overflow-hidden" data-testid="carousel-viewport">
        <div className="flex touch-pan-y">
          {slides.map((slide, index) => (
            <div
              key={index}
              className={cn('min-w-0 shrink-0 grow-0 basis-full', slideClassName)}
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
