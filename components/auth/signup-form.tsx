'use client'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError } from '@/lib/api/client'
import { PasswordField } from './password-field'

export function SignupForm() {
  const router = useRouter()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const { run, busy } = useMutation()
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({})

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setFieldErrors({})
    run(
      async () => {
        if (!(await api<{ token?: string }>('/v1/auth/register', { method: 'POST', body: { email, password } }))?.token) throw new Error()
        router.push(`/on-signup-complete?email=${encodeURIComponent(email.trim().toLowerCase())}`)
      },
      { keepBusy: true, fieldErrors: setFieldErrors, onError: (error) => (error instanceof ApiError ? error.message : 'An error has occured') },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TextField
        id="email"
        label="Email"
        error={fieldErrors.email}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <PasswordField label="Password" value={password} onChange={setPassword} error={fieldErrors.password} />
      <Button type="submit" size="lg" block loading={busy} disabled={!email.trim() || !password}>
        Create my free account
      </Button>
      <p className="text-center text-xs leading-5 text-muted">We will send you an email to confirm your address.</p>
    </form>
  )
}
