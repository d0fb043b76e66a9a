'use client'
// A mobile number field with a country picker, Australia first (flags are bundled, not fetched).
import PhoneNumberInput from 'react-phone-number-input'
import flags from 'react-phone-number-input/flags'
import 'react-phone-number-input/style.css'
import { cn } from '@/lib/ui/cn'
import { fieldClass } from './input'

export function PhoneInput({ id, value, onChange, invalid }: { id: string; value: string | undefined; onChange: (value: string | undefined) => void; invalid?: boolean }) {
  return (
    <PhoneNumberInput
      id={id}
      defaultCountry="AU"
      flags={flags}
      international={false}
      value={value}
      onChange={onChange}
      autoComplete="tel"
      aria-invalid={invalid || undefined}
      className={cn(fieldClass, 'flex h-12 items-center gap-2 [&_input]:h-full [&_input]:bg-transparent [&_input]:outline-none')}
      countrySelectProps={{ 'aria-label': 'Country' }}
    />
  )
}
