import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { UnsubscribeCard } from '@/components/review-requests/unsubscribe-card'
import { findUnsubscribe } from '@/lib/review-requests/opt-out'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

/** The page of a review request's "Unsubscribe" link: one tap, never on the visit itself (link scanners open links). */
export default async function UnsubscribePage({ params }: PageProps<'/unsubscribe/[unsubscribeToken]'>) {
  const { unsubscribeToken: token } = await params
  const found = await findUnsubscribe(token)
  if (!found) redirect('/not-found')
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-10 pb-10">
      <UnsubscribeCard token={token} businessName={found.businessName} optedOut={found.optedOut} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Sent with Glowfolio
      </p>
    </main>
  )
}
