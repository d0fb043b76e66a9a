'use client'
import { CheckCircle2 } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'

export function UnsubscribeCard({ token, businessName, optedOut }: { token: string; businessName: string; optedOut: boolean }) {
  const [done, setDone] = useState(optedOut)
  const { run, busy } = useMutation()
  const unsubscribe = () =>
    run(
      async () => {
        await api(`/v1/review-request/unsubscribe?token=${encodeURIComponent(token)}`, { method: 'POST' })
        setDone(true)
      },
      { fallback: 'Unexpected error, please try again' },
    )

  if (done)
    return (
      <section className="rounded-card bg-white p-6 text-center shadow-card" aria-live="polite">
        <CheckCircle2 className="mx-auto size-14 text-success" aria-hidden="true" />
        <h1 className="mt-4 font-display text-2xl font-semibold">You are unsubscribed</h1>
        <p className="mt-2 text-[15px] leading-6 text-muted wrap-anywhere">{businessName} will not send you review requests again.</p>
      </section>
    )
  return (
    <section className="rounded-card bg-white p-6 text-center shadow-card">
      <h1 className="font-display text-2xl font-semibold wrap-anywhere">Stop review requests from {businessName}?</h1>
      <p className="mt-2 text-[15px] leading-6 text-muted">You will still get e-mails about your bookings.</p>
      <Button size="lg" block className="mt-6" onClick={unsubscribe} loading={busy}>
        Unsubscribe
      </Button>
    </section>
  )
}
