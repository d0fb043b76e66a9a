'use client'
import { useEffect } from 'react'
import { Spinner } from '@/components/ui/spinner'

/** Shown by the dashboard for a session that has ended: forgets the cookie (a POST), then goes to /landing. */
export function SessionEnded() {
  useEffect(() => {
    const leave = () => window.location.replace('/landing')
    fetch('/auth/clear-session', { method: 'POST' }).then(leave, leave)
  }, [])
  return (
    <main className="flex min-h-dvh items-center justify-center text-brand-600">
      <Spinner className="size-8" label="Please wait" />
    </main>
  )
}
