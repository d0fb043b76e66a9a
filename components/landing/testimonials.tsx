'use client'
import { Quote } from 'lucide-react'
import { LoopCarousel } from '@/components/ui/loop-carousel'
import { Stars } from '@/components/ui/stars'
import type { Testimonial } from '@/lib/landing/list-testimonials'

export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <LoopCarousel
      label="What artists say"
      slideClassName="px-1"
      slides={testimonials.map((t) => (
        <figure key={t.id} className="flex h-full flex-col rounded-card bg-white p-5 shadow-card">
          <div className="flex items-center justify-between">
            <Quote className="size-6 text-brand-300" aria-hidden="true" />
            <Stars score={5} size={14} />
          </div>
          <blockquote className="mt-2 flex-1 text-[15px] leading-6 text-ink">{t.comments}</blockquote>
          <figcaption className="mt-4 flex items-center gap-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- small illustrated avatars */}
            <img src={t.image} alt="" width={44} height={44} className="size-11 shrink-0 rounded-full" />
            <span className="min-w-0">
              <span className="block font-semibold">{t.name}</span>
              <span className="block truncate text-sm text-muted">{t.website}</span>
            </span>
          </figcaption>
        </figure>
      ))}
    />
  )
}
