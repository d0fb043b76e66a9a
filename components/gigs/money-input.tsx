'use client'
// Money typed in dollars ("450" or "450.50"), held in cents: what the schema and the API take.
import { useState, type ComponentProps } from 'react'
import { fieldClass } from '@/components/ui/input'
import { cn } from '@/lib/ui/cn'

const toText = (cents: number | undefined) => (cents ? (cents / 100).toFixed(2).replace(/\.00$/, '') : '')

/** "$1,250.50" → 125050; blank → 0; anything else → NaN, which the schema refuses with its message. */
export function dollarsToCents(text: string): number {
  const cleaned = text.replace(/[$,\s]/g, '')
  if (cleaned === '') return 0
  if (!/^\d+(\.\d{0,2})?$/.test(cleaned)) return Number.NaN
  return Math.round(Number(cleaned) * 100)
}

export function MoneyInput({
  value,
  onChange,
  className,
  ...props
}: { value: number | undefined; onChange: (cents: number) => void } & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'>) {
  const [text, setText] = useState(() => toText(value))
  const [shown, setShown] = useState(value)
  // A new value from outside (a reset) replaces what was typed.
  if (value !== shown && !(Number.isNaN(value) && Number.isNaN(shown))) {
    setShown(value)
    if (dollarsToCents(text) !== value) setText(toText(value))
  }
  return (
    <div className={cn(fieldClass, 'flex h-12 items-center gap-1 focus-within:border-brand-400 focus-within:ring-4 focus-within:ring-brand-100', className)}>
      <span className="text-muted" aria-hidden="true">
        $
      </span>
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0"
        value={text}
        onChange={(event) => {
          setText(event.target.value)
          const cents = dollarsToCents(event.target.value)
          setShown(cents)
          onChange(cents)
        }}
        className="h-full min-w-0 flex-1 bg-transparent outline-none"
        {...props}
      />
    </div>
  )
}
