import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { PhotosScreen } from '@/components/photos/photos-screen'
import { listAlbums } from '@/lib/albums/list-albums'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Photos' }

export default async function PhotosPage() {
  const { user, profile: owner } = await getOwner()
  const initial = await listAlbums({ user })
  return (
    <DashboardPage title="Photos">
      <PhotosScreen initial={initial} instagramConnected={Boolean(owner.instagramUserId || owner.instaUsername)} />
    </DashboardPage>
  )
}
