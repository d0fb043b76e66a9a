import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { NewAlbumWizard } from '@/components/photos/new-album-wizard'
import { requireOwner } from '@/lib/auth/session'
import { listAllImages } from '@/lib/albums/get-album'

export const metadata: Metadata = { title: 'New album' }

export default async function NewAlbumPage() {
  const user = await requireOwner()
  return (
    <DashboardPage title="New album" backHref="/dashboard/photos">
      <NewAlbumWizard photos={await listAllImages({ user })} />
    </DashboardPage>
  )
}
