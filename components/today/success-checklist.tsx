'use client'
import { Check, ChevronRight } from 'lucide-react'
import Link from 'next/link'
import { Progress } from '@/components/ui/progress'
import type { ChecklistEntry } from '@/lib/checklist/schema'
import { cn } from '@/lib/ui/cn'

export function SuccessChecklist({ items, onToggle }: { items: ChecklistEntry[]; onToggle: (entry: ChecklistEntry) => void }) {
  const done = items.filter((item) => item.checked).length
  return (
    <section aria-labelledby="checklist-title" className="rounded-card bg-white p-5 shadow-card">
      <div className="flex items-baseline justify-between">
        <h2 id="checklist-title" className="font-display text-xl font-semibold">
          Success checklist
        </h2>
        <span className="text-sm text-muted">
          {done} of {items.length} done
        </span>
      </div>
      <Progress value={(done / Math.max(items.length, 1)) * 100} className="mt-3" label="Checklist progress" />
      <ul className="mt-3 divide-y divide-line">
        {items.map((entry) => {
          const external = entry.item.type === 'externalLink'
          const href = entry.item.link ?? '/dashboard/today'
          return (
            <li key={entry._id} className="flex items-center gap-3 py-3">
              <button
                type="button"
                role="checkbox"
                aria-checked={entry.checked}
                aria-label={`${entry.item.title}: ${entry.checked ? 'done' : 'not done yet'}`}
                onClick={() => onToggle(entry)}
                className={cn(
                  'tap-area relative flex size-7 shrink-0 items-center justify-center rounded-full border-2 transition',
                  entry.checked ? 'border-success bg-success text-white' : 'border-stone-300',
                )}
              >
                {entry.checked ? <Check className="size-4" strokeWidth={3} aria-hidden="true" /> : null}
              </button>
              {external ? (
                <a href={href} target="_blank" rel="noreferrer" className="flex min-w-0 flex-1 items-center gap-2">
                  <ItemText entry={entry} />
                </a>
              ) : (
                <Link href={href} className="flex min-w-0 flex-1 items-center gap-2">
                  <ItemText entry={entry} />
                </Link>
              )}
            </li>
          )
        })}
      </ul>
    </section>
  )
}

function ItemText({ entry }: { entry: ChecklistEntry }) {
  return (
    <>
      <span className="min-w-0 flex-1">
        <span className={cn('block font-semibold', entry.checked && 'text-muted line-through')}>{entry.item.title}</span>
        <span className="block text-sm text-muted">{entry.item.subTitle}</span>
      </span>
      <ChevronRight className="size-4 shrink-0 text-stone-400" aria-hidden="true" />
    </>
  )
}
