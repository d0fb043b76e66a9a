'use client'
// What a page shows when its server or its browser code fails: an apology, a way to try again, and the
// reference that finds the error in the server's logs (the digest onRequestError logs).
import { useEffect } from 'react'
import { buttonClasses } from '@/components/ui/button-classes'
import { reportClientError } from '@/lib/observability/report-client-error'
import { ErrorMark } from './error-mark'

export function ErrorContent({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => reportClientError(error), [error])
  const digest = error && typeof error === 'object' && 'digest' in error ? String(error.digest) : null
  return (
    <main className="mx-auto flex min-h-dvh max-w-md flex-col items-center justify-center px-6 text-center">
      <ErrorMark />
      <h1 className="mt-6 font-display text-3xl font-semibold">Something went wrong</h1>
      <p className="mt-3 text-[15px] leading-6 text-muted">We could not show this page just now. Please try again in a moment.</p>
      <button type="button" className={`${buttonClasses.base} ${buttonClasses.variant.primary} ${buttonClasses.size.lg} mt-8`} onClick={retry}>
        Try again
      </button>
      {digest ? <p className="mt-6 text-xs text-muted">Reference {digest}</p> : null}
    </main>
  )
}
