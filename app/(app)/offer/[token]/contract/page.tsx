import type { Metadata } from 'next'
import Link from 'next/link'
import { notFound } from 'next/navigation'
import { LogoMark } from '@/components/brand/logo'
import { SignedContractView } from '@/components/weddings/signed-contract-view'
import { AppError } from '@/lib/errors'
import { getClientContract } from '@/lib/weddings/signed-contract'

export const metadata: Metadata = { title: 'Your signed contract', robots: { index: false } }

/** The client's signed contract, by the secret link of her proposal. */
export default async function ClientContractPage({ params }: PageProps<'/offer/[token]/contract'>) {
  const { token } = await params
  const contract = await getClientContract({ token }).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') notFound()
    throw error
  })
  return (
    <main className="mx-auto min-h-dvh w-full max-w-md px-4 pt-6 pb-10">
      <Link href={`/offer/${token}`} className="mb-4 inline-block text-sm font-semibold text-brand-700 underline print:hidden">
        Back to your booking
      </Link>
      <SignedContractView contract={contract} downloadHref={`/v1/offer/${token}/contract`} />
      <p className="mt-6 flex items-center justify-center gap-1.5 text-xs text-muted">
        <LogoMark className="size-4" /> Bookings by Glowfolio
      </p>
    </main>
  )
}
