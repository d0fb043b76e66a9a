// What both carousels draw: their slides (each a labelled group that scrolls in when it takes the focus)
// and their dots. `Carousel` scrolls on snap points, `LoopCarousel` with Embla; they differ only in how.
import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export type CarouselProps = {
  slides: ReactNode[]
  label: string
  className?: string
  slideClassName?: string
  dotsClassName?: string
}

type Position = { selected: number; scrollTo: (index: number) => void }

export function CarouselSlides({ slides, slideClassName, selected, scrollTo }: Pick<CarouselProps, 'slides' | 'slideClassName'> & Position) {
  return slides.map((slide, index) => (
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
  ))
}

export function CarouselDots({ count, dotsClassName, selected, scrollTo }: { count: number; dotsClassName?: string } & Position) {
  if (count < 2) return null
  return (
    // Each dot sits in a 24x40 px tap area (swiping is the main way to move).
    <div className={cn('mt-1 flex justify-center', dotsClassName)}>
      {Array.from({ length: count }, (_, index) => (
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
  )
}
