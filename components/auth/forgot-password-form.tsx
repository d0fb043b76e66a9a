'use client'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const { run, busy } = useMutation()
  const [sent, setSent] = useState(false)

  function submit(event: React.FormEvent) {
    event.preventDefault()
    run(
      async () => {
        if ((await api<string>('/v1/auth/forgot-password', { method: 'POST', body: { email } })) !== 'success') throw new Error()
        setSent(true)
      },
      { success: 'An email has been sent to you with reset instructions', onError: () => 'Unexpected error has occured' },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <Field id="email" label="Email">
        <Input id="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </Field>
      <Button type="submit" size="lg" block loading={busy} disabled={!email.trim()}>
        {sent ? 'Send it again' : 'Send reset link'}
      </Button>
      {sent ? <p className="text-center text-sm text-muted">Check your inbox (and the spam folder) for a link. It works for one hour.</p> : null}
    </form>
  )
}
