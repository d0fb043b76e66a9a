import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { SignedContractView } from '@/components/weddings/signed-contract-view'
import { requireOwner } from '@/lib/auth/session'
import { AppError } from '@/lib/errors'
import { getOwnerContract } from '@/lib/weddings/signed-contract'

export const metadata: Metadata = { title: 'Signed contract' }

export default async function OwnerContractPage({ params }: PageProps<'/dashboard/gigs/[appointmentId]/contract'>) {
  const user = await requireOwner()
  const appointmentId = (await params).appointmentId.slice(0, 64)
  const contract = await getOwnerContract({ user, appointmentId }).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') notFound()
    throw error
  })
  return (
    <DashboardPage title="Signed contract" backHref={`/dashboard/gigs/${appointmentId}`}>
      <SignedContractView contract={contract} downloadHref={`/v1/appointment/${appointmentId}/contract`} />
    </DashboardPage>
  )
}
