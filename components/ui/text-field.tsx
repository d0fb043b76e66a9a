// A labelled text input with its hint or error: a Field around an Input, marked invalid with the error.
import type { ComponentProps, ReactNode } from 'react'
import { Field } from './field'
import { Input } from './input'

export function TextField({
  id,
  label,
  hint,
  error,
  ...input
}: { id: string; label: ReactNode; hint?: ReactNode; error?: string } & Omit<ComponentProps<typeof Input>, 'id'>) {
  // An e-mail field brings up the phone's e-mail keyboard and keeps its first letter small.
  const email = input.type === 'email' ? ({ inputMode: 'email', autoCapitalize: 'none' } as const) : {}
  return (
    <Field id={id} label={label} hint={hint} error={error} required={input.required}>
      <Input id={id} {...email} {...input} aria-invalid={Boolean(error)} />
    </Field>
  )
}
