'use client'
// The album screen's data and every change it makes, each with its toast; `busy` while one runs.
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { toast } from 'sonner'
import { api, ApiError, errorMessage } from '@/lib/api/client'
import type { AlbumList, AlbumResponse } from '@/lib/albums/schema'
import { useAlbum, useAlbums } from '@/lib/swr/use-albums'

export function useAlbumEditor(initial: AlbumResponse, initialAlbums: AlbumList) {
  const router = useRouter()
  const { data, mutate } = useAlbum(initial._id, initial)
  const { data: albumList, mutate: mutateList } = useAlbums(initialAlbums)
  const album = data ?? initial
  const [busy, setBusy] = useState(false)

  async function change(body: Record<string, unknown>) {
    const updated = await api<AlbumResponse>('/v1/album', { method: 'PATCH', body: { _id: album._id, ...body } })
    await mutate(updated, { revalidate: false })
    await mutateList()
    return updated
  }

  const run = async (work: () => Promise<unknown>, success?: string) => {
    setBusy(true)
    try {
      await work()
      if (success) toast.success(success)
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
  }

  return {
    album,
    busy,
    /** The owner's other albums, to add chosen photos to. */
    otherAlbums: (albumList ?? initialAlbums).albums.filter((a) => a._id !== album._id),
    refreshAlbums: () => mutateList(),
    setCover: (src: string) => run(() => change({ coverImg: src }), 'Cover photo changed'),
    enable: () =>
      run(async () => {
        try {
          await change({ status: 'visible' })
          toast.success('Album enabled')
        } catch (error) {
          if (error instanceof ApiError && error.status === 403) router.push('/dashboard/feature/smart-albums')
          else throw error
        }
      }),
    rename: (name: string) => run(() => change({ name }), 'Album renamed'),
    reorder: (imageIds: string[]) => run(() => change({ imageIds }), 'New order saved'),
    addUploaded: (url: string) => api('/v1/image/multiple', { method: 'POST', body: { albumId: album._id, images: [url] } }).then(() => mutate()),
    addFromInstagram: (ids: string[]) =>
      run(
        async () => {
          await api('/v1/image/bulk-from-instagram', { method: 'POST', body: { albumId: album._id, images: ids.map((id) => ({ id })) } })
          await mutate()
        },
        `Added ${ids.length} ${ids.length === 1 ? 'photo' : 'photos'}`,
      ),
    /** `onDeleted` runs only once they are gone. */
    deletePhotos: (imageIds: string[], onDeleted: () => void) =>
      run(async () => {
        const updated = await api<AlbumResponse>('/v1/image/delete-images', { method: 'POST', body: { albumId: album._id, imageIds } })
        await mutate(updated, { revalidate: false })
        onDeleted()
      }, 'Photos deleted'),
    deleteAlbum: () =>
      run(async () => {
        await api('/v1/album/delete-album', { method: 'POST', body: { _id: album._id } })
        await mutateList()
        router.push('/dashboard/photos')
      }, 'Album deleted'),
  }
}
