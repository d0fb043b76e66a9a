'use client'
import { ArrowRight, X } from 'lucide-react'
import Link from 'next/link'
import { Carousel } from '@/components/ui/carousel'
import type { ChecklistEntry } from '@/lib/checklist/schema'

/** Spec: four gradient colours, taken in turn. */
export const SUGGESTION_GRADIENTS = ['from-[#dd4f82] to-[#862248]', 'from-[#f59e6b] to-[#c2410c]', 'from-[#8b5cf6] to-[#5b21b6]', 'from-[#14b8a6] to-[#0f766e]']

export const suggestionHref = (entry: ChecklistEntry) =>
  entry.item.type === 'feature' && entry.item.subItemId ? `/dashboard/feature/${entry.item.subItemId}` : (entry.item.link ?? '/dashboard/today')

export function Suggestions({ suggestions, onDismiss }: { suggestions: ChecklistEntry[]; onDismiss: (entry: ChecklistEntry) => void }) {
  if (suggestions.length === 0) return null
  return (
    <section aria-labelledby="suggestions-title">
      <h2 id="suggestions-title" className="font-display text-xl font-semibold">
        Suggestions
      </h2>
      <Carousel
        label="Suggestions"
        className="mt-3"
        slideClassName="basis-[88%] pr-3"
        slides={suggestions.map((entry, index) => (
          <article
            key={entry._id}
            className={`relative flex h-full min-h-44 flex-col justify-between gap-4 rounded-card bg-gradient-to-br p-5 text-white shadow-card ${SUGGESTION_GRADIENTS[index % SUGGESTION_GRADIENTS.length]}`}
          >
            <button
              type="button"
              onClick={() => onDismiss(entry)}
              aria-label={`Dismiss ${entry.item.title}`}
              className="tap-area absolute top-3 right-3 flex size-8 items-center justify-center rounded-full bg-white/20 hover:bg-white/30"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
            <div className="pr-8">
              <h3 className="text-lg leading-snug font-semibold">{entry.item.title}</h3>
              <p className="mt-1 text-sm text-white/85">{entry.item.subTitle}</p>
            </div>
            <Link
              href={suggestionHref(entry)}
              className="inline-flex h-10 items-center gap-1.5 self-start rounded-full bg-white px-4 text-sm font-semibold text-ink"
            >
              {entry.item.type === 'feature' ? 'View' : 'Go'} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </article>
        ))}
      />
    </section>
  )
}
