import type { Metadata } from 'next'
import { cookies } from 'next/headers'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { PhotosScreen } from '@/components/photos/photos-screen'
import { INSTAGRAM_TIP_COOKIE } from '@/lib/albums/instagram-tip'
import { listAlbums } from '@/lib/albums/list-albums'
import { getOwner } from '@/lib/users/get-owner'

export const metadata: Metadata = { title: 'Photos' }

export default async function PhotosPage() {
  const { user, profile: owner } = await getOwner()
  const [initial, cookieJar] = await Promise.all([listAlbums({ user }), cookies()])
  return (
    <DashboardPage title="Photos">
      <PhotosScreen
        initial={initial}
        instagramConnected={Boolean(owner.instagramUserId || owner.instaUsername)}
        tipDismissed={cookieJar.has(INSTAGRAM_TIP_COOKIE)}
      />
    </DashboardPage>
  )
}
