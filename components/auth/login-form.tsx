'use client'
import { signIn } from 'next-auth/react'
import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'
import { toast } from '@/components/ui/toast'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError } from '@/lib/api/client'
import { FacebookButton } from './facebook-button'

const ERRORS_FROM_REDIRECTS: Record<string, string> = {
  FacebookNoEmail: 'No email present on Facebook account. Please use email/password.',
  ImpersonationRefused: 'That link is no longer valid.',
  OAuthCallback: 'Facebook login did not finish. Please try again.',
  OAuthSignin: 'Facebook login did not start. Please try again.',
}

export function LoginForm({ facebookEnabled, next, emailCode, error }: { facebookEnabled: boolean; next: string; emailCode?: string; error?: string }) {
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const login = useMutation()
  const verified = useRef(false)
  const [verifyProblem, setVerifyProblem] = useState<string>()
  // Verifying runs once, on opening the link; resending only after it failed.
  const { run, busy: resending } = useMutation()

  useEffect(() => {
    if (error) toast.error(ERRORS_FROM_REDIRECTS[error] ?? error)
  }, [error])

  useEffect(() => {
    if (!emailCode || verified.current) return
    verified.current = true
    run(
      async () => {
        if ((await api<string>('/v1/auth/verify-email', { method: 'POST', body: { emailCode } })) !== 'success') throw new Error()
      },
      {
        success: 'Email verified! Please login',
        onError: (failure) => {
          // A used or expired link: say which, and offer a new one below.
          if (failure instanceof ApiError && failure.code === 'bad_request') setVerifyProblem(failure.message)
          else return 'An error has occured'
        },
      },
    )
  }, [emailCode, run])

  const resendVerification = () =>
    run(
      async () => {
        await api<string>('/v1/auth/resend-verification', { method: 'POST', body: { email } })
        setVerifyProblem(undefined)
      },
      { success: 'If that email still needs verifying, a new link is on its way.' },
    )

  function submit(event: React.FormEvent) {
    event.preventDefault()
    login.run(
      async () => {
        const result = await signIn('credentials', { email, password, redirect: false })
        if (!result || result.error) throw new Error(result?.error && result.error !== 'CredentialsSignin' ? result.error : 'Incorrect email or password')
        // A full load: the new session cookie must reach every server component from the start.
        window.location.replace(new URL(next, window.location.origin))
      },
      { keepBusy: true },
    )
  }

  return (
    <div className="space-y-6">
      {verifyProblem ? (
        <div className="space-y-3 rounded-2xl bg-brand-50 px-4 py-3 text-[15px] leading-6 text-brand-900" role="alert">
          <p>{verifyProblem} If your email still needs verifying, type it below and we will send you a new link.</p>
          <Button type="button" variant="outline" block loading={resending} disabled={!email.trim()} onClick={resendVerification}>
            Send a new link
          </Button>
        </div>
      ) : null}
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field id="email" label="Email">
          <Input id="email" type="email" autoComplete="email" inputMode="email" value={email} onChange={(e) => setEmail(e.target.value)} />
        </Field>
        <Field id="password" label="Password">
          <Input id="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
        </Field>
        <div className="flex justify-end">
          <Link
            href="/forgot-password"
            className="-my-2 -mr-2 inline-flex h-10 items-center rounded-full px-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" size="lg" block loading={login.busy} disabled={!email.trim() || !password}>
          Log in
        </Button>
      </form>
      {facebookEnabled ? (
        <>
          <div className="flex items-center gap-3 text-sm text-muted" aria-hidden="true">
            <span className="h-px flex-1 bg-line" />
            or
            <span className="h-px flex-1 bg-line" />
          </div>
          <FacebookButton label="Login With Facebook" callbackUrl={next} />
        </>
      ) : null}
    </div>
  )
}
