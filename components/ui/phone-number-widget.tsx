'use client'
// The mobile number field itself: a country picker, Australia first (flags are bundled, not fetched), and
// the number as you type it. Loaded by phone-input.tsx once the field is near the screen or focused.
import PhoneNumberInput, { type FlagProps, type Flags } from 'react-phone-number-input'
import 'react-phone-number-input/style.css'
import { useEffect, useEffectEvent, useState, type Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { DEFAULT_COUNTRY, fieldNumber } from './field-number'
import { fieldClass } from './input'

// The drawings of 250 flags weigh more than the rest of the field (about 40 KB compressed): they load
// after the page, once per visit, while the flag's box keeps its size.
let loadedFlags: Flags | undefined
function useFlags(): Flags | undefined {
  const [flags, setFlags] = useState(loadedFlags)
  useEffect(() => {
    if (!flags) void import('react-phone-number-input/flags').then((module) => setFlags((loadedFlags = module.default)))
  }, [flags])
  return flags
}

// The field makes its flag component once, with the props it was first given: the flag reads the
// drawings itself, so it shows them once they have loaded.
function Flag({ country, countryName }: FlagProps) {
  const Drawing = useFlags()?.[country]
  return Drawing ? <Drawing title={countryName} /> : <></>
}

/**
 * `ref` reaches the number's input, so a form refused for this field can put the focus back on it.
 * `value` may be what was typed into the stand-in before this field loaded: it is shown and kept as its
 * number (`fieldNumber`).
 */
export function PhoneNumberWidget({
  id,
  value,
  onChange,
  invalid,
  required,
  autoFocus,
  ref,
}: {
  id: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  invalid?: boolean
  required?: boolean
  autoFocus?: boolean
  ref?: Ref<HTMLInputElement>
}) {
  const number = fieldNumber(value)
  // The form holds the number as this field gives it (E.164), as it would have had the field been here.
  const keepAsNumber = useEffectEvent(() => {
    if (number !== (value || undefined)) onChange(number)
  })
  useEffect(() => keepAsNumber(), [])
  return (
    <PhoneNumberInput
      // Its types call it a class component, but the library forwards `ref` to the <input> itself.
      ref={ref as unknown as Ref<InstanceType<typeof PhoneNumberInput>>}
      id={id}
      defaultCountry={DEFAULT_COUNTRY}
      flagComponent={Flag}
      international={false}
      value={number}
      onChange={onChange}
      autoComplete="tel"
      autoFocus={autoFocus}
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={cn(fieldClass, 'flex h-12 items-center gap-2 [&_input]:h-full [&_input]:bg-transparent [&_input]:outline-none')}
      countrySelectProps={{ 'aria-label': 'Country' }}
    />
  )
}
