import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { ShareView } from '@/components/booking/share-view'
import { getShare } from '@/lib/balance/get-share'
import { isTestMode } from '@/lib/payments/get-payments'

export const metadata: Metadata = { title: 'Your share', robots: { index: false } }

/** A party member's share of a booking, reached by her own secret link. */
export default async function SharePage({ params, searchParams }: PageProps<'/pay/[shareToken]'>) {
  const [{ shareToken }, { paid }] = await Promise.all([params, searchParams])
  const share = await getShare({ token: shareToken })
  if (!share) notFound()
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      <ShareView share={share.view} timeZone={share.timeZone} token={shareToken} testMode={isTestMode()} returnedFromPayment={paid === '1'} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Payments by Glowfolio
      </p>
    </main>
  )
}
