'use client'
// Small pieces the quote builder's sections share: their card and title, messages, and the count stepper.
import { Gem, Minus, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Controller } from 'react-hook-form'
import { RequiredMark } from '@/components/ui/field'
import { cn } from '@/lib/ui/cn'
import { useQuoteForm } from './use-quote'

export const section = 'space-y-4 rounded-card bg-white p-4 shadow-card'
export const sectionTitle = 'font-display text-lg font-semibold'

export function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-danger" role="alert">
      {children}
    </p>
  )
}

export function Note({ tone, children }: { tone: 'warn' | 'info'; children: ReactNode }) {
  return (
    <p className={cn('flex gap-2 rounded-card p-4 text-sm', tone === 'warn' ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-950')} role="status">
      <Gem className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}

export function CountStepper({
  name,
  label,
  id,
  min,
  max,
}: {
  name: `party.${number}.${'count' | 'minCount' | 'maxCount'}` | 'artistCount'
  label: string
  id: string
  min: number
  max: number
}) {
  const { control } = useQuoteForm()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        // The label beside its stepper, one per line: three side by side left each button 32 px wide on a phone.
        <div className="flex items-center justify-between gap-3">
          <div className="flex items-baseline">
            <label htmlFor={id} className="block text-sm font-semibold">
              {label}
            </label>
            <RequiredMark />
          </div>
          <div className="flex h-12 w-36 shrink-0 items-center justify-between rounded-2xl border border-line bg-white">
            <button
              type="button"
              className="flex size-11 items-center justify-center text-brand-700 disabled:text-stone-300"
              aria-label={`${label}: one fewer`}
              disabled={(field.value ?? min) <= min}
              onClick={() => field.onChange((field.value ?? min) - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <input
              id={id}
              ref={field.ref}
              inputMode="numeric"
              required
              className="w-10 bg-transparent text-center font-semibold outline-none"
              value={field.value === undefined || Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
            />
            <button
              type="button"
              className="flex size-11 items-center justify-center text-brand-700 disabled:text-stone-300"
              aria-label={`${label}: one more`}
              disabled={(field.value ?? min) >= max}
              onClick={() => field.onChange((field.value ?? min) + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    />
  )
}
