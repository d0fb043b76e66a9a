import type { Metadata } from 'next'
import { ImportClients } from '@/components/clients/import-clients'
import { requireOwner } from '@/lib/auth/session'

export const metadata: Metadata = { title: 'Import clients' }

export default async function ImportClientsPage() {
  await requireOwner()
  return <ImportClients />
}
