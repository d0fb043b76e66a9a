'use client'
// The album screen's data and every change it makes, each with its toast; `busy` while one runs.
import { useRouter } from 'next/navigation'
import { useMutation } from '@/components/ui/use-mutation'
import { api, ApiError, errorMessage } from '@/lib/api/client'
import type { AlbumList, AlbumResponse } from '@/lib/albums/schema'
import { useAlbum, useAlbums } from '@/lib/swr/use-albums'

export function useAlbumEditor(initial: AlbumResponse, initialAlbums: AlbumList) {
  const router = useRouter()
  const { data, mutate } = useAlbum(initial._id, initial)
  const { data: albumList, mutate: mutateList } = useAlbums(initialAlbums)
  const album = data ?? initial
  const { run, busy } = useMutation()

  async function change(body: Record<string, unknown>) {
    const updated = await api<AlbumResponse>('/v1/album', { method: 'PATCH', body: { _id: album._id, ...body } })
    await mutate(updated, { revalidate: false })
    await mutateList()
    return updated
  }

  return {
    album,
    busy,
    /** The owner's other albums, to add chosen photos to. */
    otherAlbums: (albumList ?? initialAlbums).albums.filter((a) => a._id !== album._id),
    refreshAlbums: () => mutateList(),
    setCover: (src: string) => run(() => change({ coverImg: src }), { success: 'Cover photo changed' }),
    enable: () =>
      run(() => change({ status: 'visible' }), {
        success: 'Album enabled',
        // Without Smart Albums the server refuses: its page says how to get it.
        onError: (error) => {
          if (error instanceof ApiError && error.status === 403) router.push('/dashboard/feature/smart-albums')
          else return errorMessage(error)
        },
      }),
    rename: (name: string) => run(() => change({ name }), { success: 'Album renamed' }),
    reorder: (imageIds: string[]) => run(() => change({ imageIds }), { success: 'New order saved' }),
    addUploaded: (url: string) => api('/v1/image/multiple', { method: 'POST', body: { albumId: album._id, images: [url] } }).then(() => mutate()),
    addFromInstagram: (ids: string[]) =>
      run(
        async () => {
          await api('/v1/image/bulk-from-instagram', { method: 'POST', body: { albumId: album._id, images: ids.map((id) => ({ id })) } })
          await mutate()
        },
        { success: `Added ${ids.length} ${ids.length === 1 ? 'photo' : 'photos'}` },
      ),
    /** `onDeleted` runs only once they are gone. */
    deletePhotos: (imageIds: string[], onDeleted: () => void) =>
      run(
        async () => {
          const updated = await api<AlbumResponse>('/v1/image/delete-images', { method: 'POST', body: { albumId: album._id, imageIds } })
          await mutate(updated, { revalidate: false })
          onDeleted()
        },
        { success: 'Photos deleted' },
      ),
    deleteAlbum: () =>
      run(
        async () => {
          await api('/v1/album/delete-album', { method: 'POST', body: { _id: album._id } })
          await mutateList()
          router.push('/dashboard/photos')
        },
        { success: 'Album deleted', keepBusy: true },
      ),
  }
}
