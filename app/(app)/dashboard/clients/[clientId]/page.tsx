import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { ClientPage } from '@/components/clients/client-page'
import { requireOwner } from '@/lib/auth/session'
import { getClient } from '@/lib/clients/get-client'
import { AppError } from '@/lib/errors'

export const metadata: Metadata = { title: 'Client' }

export default async function ClientRoute({ params }: PageProps<'/dashboard/clients/[clientId]'>) {
  const user = await requireOwner()
  const client = await getClient({ user, clientId: (await params).clientId.slice(0, 64) }).catch((error: unknown) => {
    if (error instanceof AppError && error.code === 'not_found') redirect('/not-found')
    throw error
  })
  return <ClientPage initial={client} />
}
