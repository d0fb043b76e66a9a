'use client'
// A swipeable carousel with dot indicators that wraps around (Embla): the landing's testimonials. Screens that
// need no wrap-around use `Carousel`, which scrolls with the browser's own snap points and ships no library.
import useEmblaCarousel from 'embla-carousel-react'
import { useCallback, useEffect, useState } from 'react'
import { CarouselDots, CarouselSlides, type CarouselProps } from './carousel-parts'

export function LoopCarousel({ slides, label, className, slideClassName, dotsClassName }: CarouselProps) {
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
          <CarouselSlides slides={slides} slideClassName={slideClassName} selected={selected} scrollTo={scrollTo} />
        </div>
      </div>
      <CarouselDots count={slides.length} dotsClassName={dotsClassName} selected={selected} scrollTo={scrollTo} />
    </section>
  )
}
