'use client'
import { useRouter } from 'next/navigation'
import { useEffect, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError } from '@/lib/api/client'
import { ResetLinkExpired } from './link-expired'
import { PasswordField } from './password-field'

/** Shows a spinner for one second first (spec), then the new-password form. */
export function ResetPasswordForm({ code }: { code: string }) {
  const router = useRouter()
  const [ready, setReady] = useState(false)
  const [password, setPassword] = useState('')
  const { run, busy } = useMutation()
  const [fieldError, setFieldError] = useState<string>()
  const [expired, setExpired] = useState<string>()

  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 1000)
    return () => clearTimeout(timer)
  }, [])

  function submit(event: React.FormEvent) {
    event.preventDefault()
    setFieldError(undefined)
    run(
      async () => {
        if ((await api<string>('/v1/auth/new-password', { method: 'POST', body: { code, password } })) !== 'success') throw new Error()
        router.push('/login')
      },
      {
        success: 'Password successfully changed. Please login',
        keepBusy: true,
        onError: (error) => {
          if (error instanceof ApiError && error.fields?.password) setFieldError(error.fields.password)
          // Used or expired while the form was open: say so and offer a new link, never "Unexpected error".
          else if (error instanceof ApiError && error.code === 'bad_request') setExpired(error.message)
          else return 'Unexpected error has occured'
        },
      },
    )
  }

  if (expired) return <ResetLinkExpired message={expired} />
  if (!ready) {
    return (
      <div className="flex justify-center py-16 text-brand-600">
        <Spinner className="size-8" label="Please wait" />
      </div>
    )
  }
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <PasswordField label="New password" autoFocus value={password} onChange={setPassword} error={fieldError} />
      <Button type="submit" size="lg" block loading={busy} disabled={!password}>
        Save new password
      </Button>
    </form>
  )
}
