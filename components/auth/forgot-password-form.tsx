'use client'
import { useState } from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { api } from '@/lib/api/client'

export function ForgotPasswordForm() {
  const [email, setEmail] = useState('')
  const [busy, setBusy] = useState(false)
  const [sent, setSent] = useState(false)

  async function submit(event: React.FormEvent) {
    event.preventDefault()
    setBusy(true)
    try {
      const answer = await api<string>('/v1/auth/forgot-password', { method: 'POST', body: { email } })
      if (answer !== 'success') throw new Error()
      toast.success('An email has been sent to you with reset instructions')
      setSent(true)
    } catch {
      toast.error('Unexpected error has occured')
    } finally {
      setBusy(false)
    }
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
