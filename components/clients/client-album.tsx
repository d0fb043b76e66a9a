'use client'
// Her own album: trial looks, before/after and face charts. Private: never on the public site, each
// photo served only to the signed-in owner. A copy goes into a public album only with her photo consent.
import { Lock, Trash2 } from 'lucide-react'
import { useState } from 'react'
import { Segmented } from '@/components/gigs/segmented'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { noPhotoConsent, PHOTO_KIND_LABELS, PHOTO_KINDS, type ClientResponse, type PhotoKind } from '@/lib/clients/schema'
import { useAlbums } from '@/lib/swr/use-albums'
import { clientKey } from '@/lib/swr/use-clients'
import { card, heading } from './client-history'

type Photo = ClientResponse['photos'][number]

function UseOnSite({ client, photo, onDone }: { client: ClientResponse; photo: Photo; onDone: () => void }) {
  const [asked, setAsked] = useState(false)
  const { data } = useAlbums()
  const { run, busyWith } = useMutation()
  const albums = data?.albums.filter((album) => album.status !== 'dismissed') ?? []
  if (!asked)
    return (
      <Button block variant="secondary" onClick={() => setAsked(true)}>
        Use on my site
      </Button>
    )
  if (!client.photoConsentAt)
    return (
      <p className="rounded-2xl bg-red-50 px-4 py-3 text-[15px] text-danger" role="alert">
        {noPhotoConsent(client.name)}
      </p>
    )
  return (
    <div className="space-y-2">
      <p className="text-sm font-semibold">Add a copy to which album?</p>
      {albums.map((album) => (
        <Button
          key={album._id}
          block
          variant="outline"
          loading={busyWith === album._id}
          onClick={() =>
            run(
              async () => {
                await api(`${clientKey(client._id)}/photos/${photo._id}/publish`, { method: 'POST', body: { albumId: album._id } })
                onDone()
              },
              { key: album._id, success: `Added to ${album.name}` },
            )
          }
        >
          {album.name}
        </Button>
      ))}
    </div>
  )
}

export function ClientAlbum({ client, onChange }: { client: ClientResponse; onChange: () => Promise<unknown> }) {
  const [kind, setKind] = useState<PhotoKind>('trial')
  const [open, setOpen] = useState<Photo | null>(null)
  const { run, busyWith } = useMutation()
  const remove = (photo: Photo) =>
    run(
      async () => {
        await api(`${clientKey(client._id)}/photos/${photo._id}`, { method: 'DELETE' })
        await onChange()
        setOpen(null)
      },
      { key: 'delete', success: 'Photo deleted' },
    )

  return (
    <section className={card} aria-label="Her album">
      <div className="flex items-center justify-between gap-3">
        <h2 className={heading}>Her album</h2>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Lock className="size-4" aria-hidden="true" /> Private
        </p>
      </div>
      <p className="mt-1 text-[15px] text-muted">Trial looks, before/after and face charts. Never on your site.</p>
      <div className="mt-3">
        <Segmented label="Kind of photo" options={PHOTO_KINDS.map((value) => ({ value, label: PHOTO_KIND_LABELS[value] }))} value={kind} onChange={setKind} />
      </div>
      <ImageUploadButton className="mt-3" endpoint={`${clientKey(client._id)}/photos?kind=${kind}`} onAllUploaded={() => onChange()}>
        Add {PHOTO_KIND_LABELS[kind].toLowerCase()}
      </ImageUploadButton>
      {client.photos.length ? (
        <ul className="mt-3 grid grid-cols-3 gap-2" aria-label="Her photos">
          {client.photos.map((photo) => (
            <li key={photo._id}>
              <button
                type="button"
                onClick={() => setOpen(photo)}
                className="block w-full overflow-hidden rounded-xl bg-stone-100"
                aria-label={`${PHOTO_KIND_LABELS[photo.kind]} photo`}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- served only with the owner's session, which next/image's optimiser would not send */}
                <img src={photo.url} alt="" className="aspect-square w-full object-cover" />
              </button>
              <p className="mt-1 truncate text-xs text-muted">{PHOTO_KIND_LABELS[photo.kind]}</p>
            </li>
          ))}
        </ul>
      ) : null}

      <Sheet open={open !== null} onOpenChange={(next) => (next ? null : setOpen(null))} title={open ? PHOTO_KIND_LABELS[open.kind] : 'Photo'}>
        {open ? (
          <div className="space-y-3">
            {/* eslint-disable-next-line @next/next/no-img-element -- served only with the owner's session */}
            <img src={open.url} alt={`${PHOTO_KIND_LABELS[open.kind]} of ${client.name}`} className="max-h-[50dvh] w-full rounded-2xl object-contain" />
            <UseOnSite key={open._id} client={client} photo={open} onDone={() => setOpen(null)} />
            <Button block variant="ghost" loading={busyWith === 'delete'} onClick={() => remove(open)}>
              <Trash2 aria-hidden="true" /> Delete photo
            </Button>
          </div>
        ) : null}
      </Sheet>
    </section>
  )
}
