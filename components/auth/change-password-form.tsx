'use client'
// Changing the password while logged in: the current one, then the new one. Every other device is
// logged out; this one stays in.
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { NO_PASSWORD_YET } from '@/lib/auth/messages'
import { PasswordField } from './password-field'

export function ChangePasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const router = useRouter()
  const [currentPassword, setCurrentPassword] = useState('')
  const [password, setPassword] = useState('')
  const { run, busy } = useMutation()
  const [errors, setErrors] = useState<Record<string, string>>({})

  if (!hasPassword) {
    return (
      <div className="space-y-4">
        <p className="rounded-2xl bg-brand-50 px-4 py-3 text-[15px] leading-6">{NO_PASSWORD_YET}</p>
        <Button asChild size="lg" block>
          <Link href="/forgot-password">Set a password</Link>
        </Button>
      </div>
    )
  }

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setErrors({})
    run(
      async () => {
        await api('/v1/auth/change-password', { method: 'POST', body: { currentPassword, password } })
        router.push('/dashboard/edit-profile')
      },
      { success: 'Password changed. Your other devices were logged out.', keepBusy: true, fieldErrors: setErrors },
    )
  }

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PasswordField
        id="currentPassword"
        label="Current password"
        current
        value={currentPassword}
        onChange={setCurrentPassword}
        error={errors.currentPassword}
      />
      <PasswordField label="New password" value={password} onChange={setPassword} error={errors.password} />
      <p className="text-sm text-muted">Your other devices will be logged out, and we will email you about the change.</p>
      <Button type="submit" size="lg" block loading={busy} disabled={!currentPassword || !password}>
        Change password
      </Button>
    </form>
  )
}
