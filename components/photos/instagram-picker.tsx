'use client'
// Choose Instagram photos for an album: twelve at a time with Load More; videos never appear and
// photos already in the album cannot be chosen.
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { Spinner } from '@/components/ui/spinner'
import { useMutation } from '@/components/ui/use-mutation'
import { ApiError, errorMessage } from '@/lib/api/client'
import { useInstagramMedia } from '@/lib/swr/use-instagram-media'
import { PhotoGrid } from './photo-grid'

export function InstagramPicker({
  open,
  onOpenChange,
  albumId,
  onAdd,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  albumId: string
  onAdd: (ids: string[]) => Promise<unknown>
}) {
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const { run, busy: adding } = useMutation()
  const { data, error, size, setSize, isValidating, mutate } = useInstagramMedia(albumId, open)
  const media = data?.flatMap((page) => page.data) ?? []
  const more = Boolean(data?.[data.length - 1]?.pagination.next_url)
  const notConnected = error instanceof ApiError && error.status === 409

  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Get from Instagram" description="Choose the photos to add to this album.">
      {notConnected ? (
        <div className="rounded-card bg-brand-50 p-5 text-center">
          <p className="font-semibold">Connect your Instagram</p>
          <p className="mt-1 text-sm text-muted">Link your account to pick photos from your posts.</p>
          <Button asChild className="mt-4">
            <a href={`/v1/instagram/connect?returnTo=/dashboard/photos/album/${albumId}`}>Connect Instagram</a>
          </Button>
        </div>
      ) : error ? (
        <p role="alert" className="text-danger">
          {errorMessage(error)}
        </p>
      ) : !data ? (
        <div className="flex justify-center py-10 text-brand-600">
          <Spinner />
        </div>
      ) : (
        <>
          <PhotoGrid
            label="Instagram photos"
            images={media.map((m) => ({ _id: m.id, src: m.mediaUrl, sizes: {} }))}
            selected={selected}
            onToggle={toggle}
            disabledIds={new Set(media.filter((m) => m.existing).map((m) => m.id))}
            disabledLabel="In album"
          />
          {more ? (
            <Button variant="outline" block className="mt-3" loading={isValidating} onClick={() => setSize(size + 1)}>
              Load More
            </Button>
          ) : null}
          <Button
            size="lg"
            block
            className="mt-3"
            disabled={selected.size === 0}
            loading={adding}
            onClick={() =>
              run(async () => {
                await onAdd([...selected])
                setSelected(new Set())
                // The added photos are in the album now: no longer choosable.
                await mutate()
                onOpenChange(false)
              })
            }
          >
            Add {selected.size} {selected.size === 1 ? 'photo' : 'photos'}
          </Button>
        </>
      )}
    </Sheet>
  )
}
