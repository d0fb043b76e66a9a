'use client'
// One choice out of a few, each a card with its name and, where it helps, what it means: radios people can
// tap anywhere on, the chosen one outlined in the brand colour.
import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function ChoiceCards<Value extends string>({
  name,
  legend,
  value,
  onChange,
  options,
  disabled,
}: {
  name: string
  legend: string
  value: Value
  onChange: (value: Value) => void
  options: readonly { value: Value; label: string; hint?: ReactNode }[]
  disabled?: boolean
}) {
  return (
    <fieldset className={cn('space-y-2', disabled && 'opacity-50')} disabled={disabled}>
      <legend className="mb-1 px-1 text-sm font-semibold">{legend}</legend>
      {options.map((option) => (
        <label
          key={option.value}
          className={cn(
            'flex cursor-pointer gap-3 rounded-2xl border px-4 py-3',
            option.hint ? null : 'items-center',
            value === option.value ? 'border-brand-600 bg-brand-50' : 'border-line bg-white',
          )}
        >
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onChange(option.value)}
            className={cn('size-4 accent-brand-600', option.hint && 'mt-1')}
          />
          <span>
            <span className="block font-semibold">{option.label}</span>
            {option.hint ? <span className="block text-sm text-muted">{option.hint}</span> : null}
          </span>
        </label>
      ))}
    </fieldset>
  )
}
