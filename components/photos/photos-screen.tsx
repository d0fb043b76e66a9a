'use client'
import { Images, Plus, RefreshCw, X } from 'lucide-react'
import Link from 'next/link'
import { Button } from '@/components/ui/button'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AlbumList, AlbumResponse } from '@/lib/albums/schema'
import { useAlbums } from '@/lib/swr/use-albums'
import { InstagramTip } from './instagram-tip'

function Cover({ album, className }: { album: AlbumResponse; className?: string }) {
  const src = album.coverImg ?? album.images[0]?.src
  return src ? (
    // eslint-disable-next-line @next/next/no-img-element -- stored photos
    <img src={album.images.find((i) => i.src === src)?.sizes['425'] ?? src} alt="" className={className} />
  ) : (
    <span className={`flex items-center justify-center bg-brand-50 text-brand-300 ${className}`}>
      <Images className="size-8" aria-hidden="true" />
    </span>
  )
}

export function PhotosScreen({ initial, instagramConnected, tipDismissed }: { initial: AlbumList; instagramConnected: boolean; tipDismissed: boolean }) {
  const { data, mutate } = useAlbums(initial)
  const dismissal = useMutation()
  const syncing = useMutation()
  const list = data ?? initial

  const dismiss = (album: AlbumResponse) =>
    dismissal.run(() =>
      mutate(
        async () => {
          await api('/v1/album', { method: 'PATCH', body: { _id: album._id, status: 'dismissed' } })
          return undefined
        },
        { optimisticData: { ...list, suggestions: list.suggestions.filter((s) => s._id !== album._id) }, rollbackOnError: true },
      ),
    )

  const sync = () =>
    syncing.run(
      async () => {
        const result = await api<{ imported: number }>('/v1/instagram/sync', { method: 'POST' })
        await mutate()
        return result
      },
      { success: (result) => (result.imported ? `${result.imported} new photos from Instagram` : 'You are up to date with Instagram') },
    )

  return (
    <div className="space-y-7">
      <InstagramTip dismissedBefore={tipDismissed} />

      {list.suggestions.length ? (
        <section aria-labelledby="suggestions-heading">
          <h2 id="suggestions-heading" className="font-display text-xl font-semibold">
            Suggestions
          </h2>
          <ul className="no-scrollbar -mx-4 mt-3 flex gap-3 overflow-x-auto px-4 pb-1">
            {list.suggestions.map((album) => (
              <li key={album._id} className="relative w-40 shrink-0 overflow-hidden rounded-card bg-white shadow-card">
                <Cover album={album} className="aspect-square w-full object-cover" />
                <button
                  type="button"
                  onClick={() => dismiss(album)}
                  aria-label={`Dismiss ${album.name}`}
                  className="tap-area absolute top-2 right-2 flex size-8 items-center justify-center rounded-full bg-white/90 shadow"
                >
                  <X className="size-4" aria-hidden="true" />
                </button>
                <div className="p-3">
                  <p className="truncate font-semibold">{album.name}</p>
                  <p className="text-xs text-muted">{album.images.length} photos</p>
                  <Button asChild size="sm" variant="secondary" block className="mt-2">
                    <Link href={`/dashboard/photos/album/${album._id}`}>View</Link>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="albums-heading">
        <div className="flex items-center justify-between">
          <h2 id="albums-heading" className="font-display text-xl font-semibold">
            Your Albums <span className="text-muted">({list.albums.length})</span>
          </h2>
          {instagramConnected ? (
            <Button size="sm" variant="ghost" onClick={sync} loading={syncing.busy}>
              {syncing.busy ? null : <RefreshCw aria-hidden="true" />} Sync Instagram
            </Button>
          ) : null}
        </div>
        <ul className="mt-3 grid grid-cols-2 gap-3">
          {list.albums.map((album) => (
            <li key={album._id}>
              <Link href={`/dashboard/photos/album/${album._id}`} className="block overflow-hidden rounded-card bg-white shadow-card">
                <Cover album={album} className="aspect-square w-full object-cover" />
                <span className="block px-3 py-2.5">
                  <span className="block truncate font-semibold">{album.name}</span>
                  <span className="block text-xs text-muted">{album.images.length} photos</span>
                </span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              href="/dashboard/photos/new"
              className="flex h-full min-h-52 w-full flex-col items-center justify-center gap-2 rounded-card border-2 border-dashed border-brand-200 text-brand-700 hover:bg-brand-50"
            >
              <Plus className="size-7" aria-hidden="true" />
              <span className="font-semibold">New album</span>
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}
