// A password field: the current one, or a new one with the rule it must meet.
import { TextField } from '@/components/ui/text-field'

export function PasswordField({
  id = 'password',
  label,
  value,
  onChange,
  error,
  current = false,
  autoFocus,
}: {
  id?: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  /** The password she has now (a login, confirming a change), rather than a new one. */
  current?: boolean
  autoFocus?: boolean
}) {
  return (
    <TextField
      id={id}
      label={label}
      hint={current ? undefined : 'At least 8 characters'}
      error={error}
      type="password"
      autoComplete={current ? 'current-password' : 'new-password'}
      autoFocus={autoFocus}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  )
}
