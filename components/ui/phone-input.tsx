'use client'
// A mobile number field with a country picker, Australia first (flags are bundled, not fetched).
import { AsYouType, isSupportedCountry } from 'libphonenumber-js/min'
import PhoneNumberInput, { type FlagProps, type Flags } from 'react-phone-number-input'
import 'react-phone-number-input/style.css'
import { useEffect, useEffectEvent, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from './input'

const DEFAULT_COUNTRY = 'AU'

/** The number as the field's onChange would give it (E.164, partial while incomplete), in the country picked. */
function typedNumber(input: HTMLInputElement): string | undefined {
  const picked = input.closest('.PhoneInput')?.querySelector('select')?.value
  const typed = new AsYouType(picked && isSupportedCountry(picked) ? picked : DEFAULT_COUNTRY)
  typed.input(input.value)
  return typed.getNumberValue()
}

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

/** `ref` reaches the number's input, so a form refused for this field can put the focus back on it. */
export function PhoneInput({
  id,
  value,
  onChange,
  invalid,
  required,
  ref,
}: {
  id: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  invalid?: boolean
  required?: boolean
  ref?: Ref<HTMLInputElement>
}) {
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current as HTMLInputElement)
  // On a slow phone the page shows before its script runs: a number typed meanwhile is in the field but
  // not in the form. Take it over once hydrated, or the form sends it empty (and the field clears). A
  // passive effect: a form library's own layout effects (react-hook-form subscribes in them) come first.
  const takeOverTyped = useEffectEvent(() => {
    if (!value && input.current?.value) onChange(typedNumber(input.current))
  })
  useEffect(() => takeOverTyped(), [])
  return (
    <PhoneNumberInput
      // Its types call it a class component, but the library forwards `ref` to the <input> itself.
      ref={input as unknown as Ref<InstanceType<typeof PhoneNumberInput>>}
      id={id}
      defaultCountry={DEFAULT_COUNTRY}
      flagComponent={Flag}
      international={false}
      value={value}
      onChange={onChange}
      autoComplete="tel"
      required={required}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={cn(fieldClass, 'flex h-12 items-center gap-2 [&_input]:h-full [&_input]:bg-transparent [&_input]:outline-none')}
      countrySelectProps={{ 'aria-label': 'Country' }}
    />
  )
}
