'use client'
import { ArrowDownUp, CircleCheck, FolderPlus, ImagePlus, Pencil, Sparkles, Trash2, Image as ImageIcon } from 'lucide-react'
import Link from 'next/link'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { InstagramIcon } from '@/components/brand/instagram-icon'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { PhotoViewer } from '@/components/ui/photo-viewer'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { api, ApiError, errorMessage } from '@/lib/api/client'
import type { AlbumResponse } from '@/lib/albums/schema'
import { useAlbum, useAlbums, type AlbumList } from '@/lib/swr/use-albums'
import { AddToAlbumsSheet } from './add-to-albums-sheet'
import { InstagramPicker } from './instagram-picker'
import { PhotoGrid } from './photo-grid'
import { ReorderSheet } from './reorder-sheet'

type Mode = 'view' | 'select' | 'cover'
type Panel = 'menu' | 'instagram' | 'reorder' | 'rename' | 'delete-album' | 'delete-photos' | 'add-to-albums' | null

export function AlbumScreen({ initial, albums: initialAlbums }: { initial: AlbumResponse; albums: AlbumList }) {
  const router = useRouter()
  const { data, mutate } = useAlbum(initial._id, initial)
  const { data: albumList, mutate: mutateList } = useAlbums(initialAlbums)
  const album = data ?? initial
  const [mode, setMode] = useState<Mode>('view')
  const [panel, setPanel] = useState<Panel>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [viewing, setViewing] = useState<number | null>(null)
  const [name, setName] = useState(album.name)
  const { run, busy } = useMutation()
  const suggestion = album.auto && album.status === 'hidden'

  async function change(body: Record<string, unknown>) {
    const updated = await api<AlbumResponse>('/v1/album', { method: 'PATCH', body: { _id: album._id, ...body } })
    await mutate(updated, { revalidate: false })
    await mutateList()
    return updated
  }

  const toggle = (id: string) => {
    if (mode === 'cover') {
      const image = album.images.find((i) => i._id === id)
      if (image) run(() => change({ coverImg: image.src }), { success: 'Cover photo changed' }).then(() => setMode('view'))
      return
    }
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const menuItem = 'flex w-full items-center gap-3 rounded-2xl px-3 py-3 text-left font-semibold hover:bg-stone-50'
  const openPanel = (next: Panel) => () => setPanel(next)
  const selectedSrcs = album.images.filter((i) => selected.has(i._id)).map((i) => i.src)

  return (
    <>
      <div className="relative -mx-4 -mt-3 overflow-hidden">
        {album.coverImg ? (
          // eslint-disable-next-line @next/next/no-img-element -- the album's own cover
          <img src={album.coverImg} alt="" className="h-48 w-full object-cover" />
        ) : (
          <div className="h-32 bg-gradient-to-br from-brand-100 to-brand-200" />
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-black/60 to-transparent" />
        <div className="absolute inset-x-4 bottom-3 flex items-end justify-between gap-3 text-white">
          <div className="min-w-0">
            <p className="truncate font-display text-2xl font-semibold">{album.name}</p>
            <p className="text-sm text-white/85">
              {album.images.length} photos{album.default ? ' · synced from Instagram' : ''}
            </p>
          </div>
          {mode === 'view' ? (
            <Button size="sm" variant="secondary" onClick={openPanel('menu')}>
              <Pencil aria-hidden="true" /> Edit
            </Button>
          ) : null}
        </div>
      </div>

      {suggestion ? (
        // The note on a line of its own, the button under it where the thumb expects it.
        <div className="mt-4 grid grid-cols-[auto_1fr] items-start gap-x-3 gap-y-3 rounded-card bg-brand-50 p-4">
          <Sparkles className="mt-0.5 size-5 text-brand-700" aria-hidden="true" />
          <p className="text-[15px] leading-6 text-brand-900">Suggested from your Instagram hashtags. Enable it to show it on your website.</p>
          <Button
            className="col-start-2 justify-self-start"
            loading={busy}
            onClick={() =>
              run(() => change({ status: 'visible' }), {
                success: 'Album enabled',
                onError: (error) => {
                  // Without Smart Albums: its page, to activate it.
                  if (error instanceof ApiError && error.status === 403) router.push('/dashboard/feature/smart-albums')
                  else return errorMessage(error)
                },
              })
            }
          >
            Enable album
          </Button>
        </div>
      ) : null}

      {mode !== 'view' ? (
        // Two rows on a phone: what is selected and Done, then the actions, each half the width.
        <div className="sticky top-14 z-20 -mx-4 mt-3 flex flex-wrap items-center gap-2 border-b border-line bg-canvas/95 px-4 py-2 backdrop-blur">
          <p className="min-w-0 flex-1 text-sm font-semibold">{mode === 'cover' ? 'Tap the new cover photo' : `${selected.size} selected`}</p>
          {mode === 'select' ? (
            <div className="order-last flex w-full gap-2">
              <Button size="sm" variant="secondary" className="flex-1" disabled={!selected.size} onClick={openPanel('add-to-albums')}>
                <FolderPlus aria-hidden="true" /> Add to albums
              </Button>
              <Button size="sm" variant="destructive" className="flex-1" disabled={!selected.size} onClick={openPanel('delete-photos')}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            </div>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={() => {
              setMode('view')
              setSelected(new Set())
            }}
          >
            Done
          </Button>
        </div>
      ) : null}

      <div className="mt-4">
        {album.images.length ? (
          <PhotoGrid label={`Photos in ${album.name}`} images={album.images} onOpen={setViewing} selected={mode === 'view' ? undefined : mode === 'cover' ? new Set() : selected} onToggle={toggle} />
        ) : (
          <div className="rounded-card bg-white p-8 text-center text-muted shadow-card">
            <ImageIcon className="mx-auto size-8" aria-hidden="true" />
            <p className="mt-2">No photos yet. Tap Edit to add some.</p>
          </div>
        )}
      </div>

      <Sheet open={panel === 'menu'} onOpenChange={(open) => setPanel(open ? 'menu' : null)} title={`Edit ${album.name}`}>
        <nav className="-mx-3 space-y-1">
          {!album.default ? (
            <ImageUploadButton
              maxFiles={20}
              variant="menu"
              onUploaded={(url) => api('/v1/image/multiple', { method: 'POST', body: { albumId: album._id, images: [url] } }).then(() => mutate())}
              onBusyChange={(uploading) => (uploading ? null : setPanel(null))}
            >
              <ImagePlus className="size-5 text-brand-700" aria-hidden="true" /> Add photos
            </ImageUploadButton>
          ) : null}
          <button type="button" className={menuItem} onClick={openPanel('instagram')}>
            <InstagramIcon className="size-5 text-brand-700" /> Get from Instagram
          </button>
          {album.images.length ? (
            <>
              <button type="button" className={menuItem} onClick={() => (setMode('cover'), setPanel(null))}>
                <ImageIcon className="size-5 text-brand-700" aria-hidden="true" /> Change cover photo
              </button>
              <button type="button" className={menuItem} onClick={openPanel('reorder')}>
                <ArrowDownUp className="size-5 text-brand-700" aria-hidden="true" /> Reorder photos
              </button>
              <button type="button" className={menuItem} onClick={() => (setMode('select'), setPanel(null))}>
                <CircleCheck className="size-5 text-brand-700" aria-hidden="true" /> Select photos
              </button>
            </>
          ) : null}
          {!album.default ? (
            <>
              <button type="button" className={menuItem} onClick={() => (setName(album.name), setPanel('rename'))}>
                <Pencil className="size-5 text-brand-700" aria-hidden="true" /> Change album name
              </button>
              <button type="button" className={`${menuItem} text-danger`} onClick={openPanel('delete-album')}>
                <Trash2 className="size-5" aria-hidden="true" /> Delete album
              </button>
            </>
          ) : null}
        </nav>
      </Sheet>

      <Sheet open={panel === 'rename'} onOpenChange={(open) => setPanel(open ? 'rename' : null)} title="Change album name">
        <form
          onSubmit={(event) => {
            event.preventDefault()
            run(() => change({ name }), { success: 'Album renamed' }).then(() => setPanel(null))
          }}
        >
          <Input aria-label="Album name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoFocus />
          <Button type="submit" size="lg" block className="mt-4" disabled={!name.trim()} loading={busy}>
            Save
          </Button>
        </form>
      </Sheet>

      <InstagramPicker
        open={panel === 'instagram'}
        onOpenChange={(open) => setPanel(open ? 'instagram' : null)}
        albumId={album._id}
        onAdd={async (ids) => {
          await run(async () => {
            await api('/v1/image/bulk-from-instagram', { method: 'POST', body: { albumId: album._id, images: ids.map((id) => ({ id })) } })
            await mutate()
          }, { success: `Added ${ids.length} ${ids.length === 1 ? 'photo' : 'photos'}` })
        }}
      />

      <ReorderSheet
        open={panel === 'reorder'}
        onOpenChange={(open) => setPanel(open ? 'reorder' : null)}
        images={album.images}
        onSave={(imageIds) => run(() => change({ imageIds }), { success: 'New order saved' })}
      />

      <AddToAlbumsSheet
        open={panel === 'add-to-albums'}
        onOpenChange={(open) => setPanel(open ? 'add-to-albums' : null)}
        srcs={selectedSrcs}
        albums={(albumList ?? initialAlbums).albums.filter((a) => a._id !== album._id)}
        onDone={() => {
          setMode('view')
          setSelected(new Set())
          mutateList()
        }}
      />

      <ConfirmDialog
        open={panel === 'delete-photos'}
        onOpenChange={(open) => setPanel(open ? 'delete-photos' : null)}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'photo' : 'photos'}?`}
        description="They leave this album, and your website."
        confirmLabel="Yes - delete photos"
        destructive
        onConfirm={() =>
          run(async () => {
            const updated = await api<AlbumResponse>('/v1/image/delete-images', { method: 'POST', body: { albumId: album._id, imageIds: [...selected] } })
            await mutate(updated, { revalidate: false })
            setSelected(new Set())
            setMode('view')
          }, { success: 'Photos deleted' })
        }
      />

      <ConfirmDialog
        open={panel === 'delete-album'}
        onOpenChange={(open) => setPanel(open ? 'delete-album' : null)}
        title={`Delete ${album.name}?`}
        description="The album and its photos leave your website. Photos in other albums stay there."
        confirmLabel="Yes - delete album"
        destructive
        onConfirm={() =>
          run(async () => {
            await api('/v1/album/delete-album', { method: 'POST', body: { _id: album._id } })
            await mutateList()
            router.push('/dashboard/photos')
          }, { success: 'Album deleted' })
        }
      />

      <PhotoViewer src={viewing === null ? null : (album.images[viewing]?.src ?? null)} alt={`Photo in ${album.name}`} onClose={() => setViewing(null)} />
      <p className="sr-only" aria-live="polite">
        {mode === 'cover' ? 'Choose the new cover photo' : ''}
      </p>
      <Link href="/dashboard/photos" className="sr-only">
        Back to all albums
      </Link>
    </>
  )
}
