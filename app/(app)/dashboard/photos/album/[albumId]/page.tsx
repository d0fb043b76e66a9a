import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { AlbumScreen } from '@/components/photos/album-screen'
import { requireOwner } from '@/lib/auth/session'
import { getAlbum } from '@/lib/albums/get-album'
import { listAlbums } from '@/lib/albums/list-albums'
import { AppError } from '@/lib/errors'

export const metadata: Metadata = { title: 'Album' }

export default async function AlbumPage({ params }: PageProps<'/dashboard/photos/album/[albumId]'>) {
  const user = await requireOwner()
  const { albumId } = await params
  const album = await getAlbum({ user, albumId: albumId.slice(0, 64) }).catch((error) => {
    if (error instanceof AppError && error.code === 'not_found') redirect('/not-found')
    throw error
  })
  return (
    <DashboardPage title="Photos" backHref="/dashboard/photos">
      <AlbumScreen initial={album} albums={await listAlbums({ user })} />
    </DashboardPage>
  )
}
