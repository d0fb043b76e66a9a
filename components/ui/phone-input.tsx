'use client'
// A mobile number field with a country picker, Australia first (flags are bundled, not fetched).
import PhoneNumberInput from 'react-phone-number-input'
import flags from 'react-phone-number-input/flags'
import 'react-phone-number-input/style.css'
import type { Ref } from 'react'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from './input'

/** `ref` reaches the number's input, so a form refused for this field can put the focus back on it. */
export function PhoneInput({
  id,
  value,
  onChange,
  invalid,
  ref,
}: {
  id: string
  value: string | undefined
  onChange: (value: string | undefined) => void
  invalid?: boolean
  ref?: Ref<HTMLInputElement>
}) {
  return (
    <PhoneNumberInput
      // Its types call it a class component, but the library forwards `ref` to the <input> itself.
      ref={ref as Ref<InstanceType<typeof PhoneNumberInput>> | undefined}
      id={id}
      defaultCountry="AU"
      flags={flags}
      international={false}
      value={value}
      onChange={onChange}
      autoComplete="tel"
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? `${id}-error` : undefined}
      className={cn(fieldClass, 'flex h-12 items-center gap-2 [&_input]:h-full [&_input]:bg-transparent [&_input]:outline-none')}
      countrySelectProps={{ 'aria-label': 'Country' }}
    />
  )
}
