'use client'
import { cn } from '@/lib/ui/cn'

/** A two- or three-way switch (Bookings/All, Offers/Booked/All), in the app's pill style. */
export function Segmented<T extends string>({
  label,
  options,
  value,
  onChange,
}: {
  label: string
  options: { value: T; label: string }[]
  value: T
  onChange: (value: T) => void
}) {
  return (
    <div role="tablist" aria-label={label} className="flex rounded-full bg-stone-100 p-1">
      {options.map((option) => (
        <button
          key={option.value}
          role="tab"
          type="button"
          aria-selected={value === option.value}
          onClick={() => onChange(option.value)}
          className={cn('h-10 flex-1 rounded-full text-sm font-semibold transition', value === option.value ? 'bg-white text-ink shadow-sm' : 'text-muted')}
        >
          {option.label}
        </button>
      ))}
    </div>
  )
}
