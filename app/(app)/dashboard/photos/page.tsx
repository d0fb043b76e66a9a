import type { Metadata } from 'next'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { PhotosScreen } from '@/components/photos/photos-screen'
import { requireOwner } from '@/lib/auth/session'
import { listAlbums } from '@/lib/albums/list-albums'
import { prisma } from '@/lib/db'

export const metadata: Metadata = { title: 'Photos' }

export default async function PhotosPage() {
  const user = await requireOwner()
  const [initial, owner] = await Promise.all([
    listAlbums({ user }),
    prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { instagramUserId: true, instaUsername: true } }),
  ])
  return (
    <DashboardPage title="Photos">
      <PhotosScreen initial={initial} instagramConnected={Boolean(owner.instagramUserId || owner.instaUsername)} />
    </DashboardPage>
  )
}
