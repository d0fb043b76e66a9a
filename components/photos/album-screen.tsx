'use client'
// One album: its cover, its photos to open or pick, and Edit's sheets. The changes live in useAlbumEditor.
import { Image as ImageIcon } from 'lucide-react'
import dynamic from 'next/dynamic'
import Link from 'next/link'
import { useState } from 'react'
import { ConfirmDialog } from '@/components/ui/dialog'
import { PhotoViewer } from '@/components/ui/photo-viewer'
import type { AlbumList, AlbumResponse } from '@/lib/albums/schema'
import { AddToAlbumsSheet } from './add-to-albums-sheet'
import { AlbumCover } from './album-cover'
import { AlbumEditMenu, type AlbumMenuChoice } from './album-edit-menu'
import { AlbumSelectionBar } from './album-selection-bar'
import { AlbumSuggestion } from './album-suggestion'
import { InstagramPicker } from './instagram-picker'
import { PhotoGrid } from './photo-grid'
import { RenameAlbumSheet } from './rename-album-sheet'
import { useAlbumEditor } from './use-album-editor'

// Dragging photos into order needs dnd-kit: loaded when she opens the sheet, not with the album.
const ReorderSheet = dynamic(() => import('./reorder-sheet').then((module) => module.ReorderSheet))

type Mode = 'view' | 'select' | 'cover'
type Panel = 'menu' | 'instagram' | 'reorder' | 'rename' | 'delete-album' | 'delete-photos' | 'add-to-albums' | null

export function AlbumScreen({ initial, albums: initialAlbums }: { initial: AlbumResponse; albums: AlbumList }) {
  const editor = useAlbumEditor(initial, initialAlbums)
  const { album } = editor
  const [mode, setMode] = useState<Mode>('view')
  const [panel, setPanel] = useState<Panel>(null)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [viewing, setViewing] = useState<number | null>(null)
  const suggestion = album.auto && album.status === 'hidden'

  const toggle = (id: string) => {
    if (mode === 'cover') {
      const image = album.images.find((i) => i._id === id)
      if (image) editor.setCover(image.src).then(() => setMode('view'))
      return
    }
    setSelected((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  }

  const leaveMode = () => {
    setMode('view')
    setSelected(new Set())
  }

  const choose = (choice: AlbumMenuChoice) => {
    if (choice === 'cover' || choice === 'select') {
      setMode(choice)
      setPanel(null)
    } else setPanel(choice)
  }

  /** Opens and closes one of the screen's sheets and dialogs. */
  const panelProps = (name: Exclude<Panel, null>) => ({ open: panel === name, onOpenChange: (open: boolean) => setPanel(open ? name : null) })
  const selectedSrcs = album.images.filter((i) => selected.has(i._id)).map((i) => i.src)

  return (
    <>
      <AlbumCover album={album} onEdit={mode === 'view' ? () => setPanel('menu') : undefined} />

      {suggestion ? <AlbumSuggestion busy={editor.busy} onEnable={editor.enable} /> : null}

      {mode !== 'view' ? (
        <AlbumSelectionBar
          mode={mode}
          count={selected.size}
          onAddToAlbums={() => setPanel('add-to-albums')}
          onDelete={() => setPanel('delete-photos')}
          onDone={leaveMode}
        />
      ) : null}

      <div className="mt-4">
        {album.images.length ? (
          <PhotoGrid
            label={`Photos in ${album.name}`}
            images={album.images}
            onOpen={setViewing}
            selected={mode === 'view' ? undefined : mode === 'cover' ? new Set() : selected}
            onToggle={toggle}
          />
        ) : (
          <div className="rounded-card bg-white p-8 text-center text-muted shadow-card">
            <ImageIcon className="mx-auto size-8" aria-hidden="true" />
            <p className="mt-2">No photos yet. Tap Edit to add some.</p>
          </div>
        )}
      </div>

      <AlbumEditMenu {...panelProps('menu')} album={album} onUploaded={editor.addUploaded} onChoose={choose} />

      <RenameAlbumSheet {...panelProps('rename')} current={album.name} busy={editor.busy} onRename={(name) => editor.rename(name).then(() => setPanel(null))} />

      <InstagramPicker {...panelProps('instagram')} albumId={album._id} onAdd={editor.addFromInstagram} />

      <ReorderSheet
        {...panelProps('reorder')}
        photos={album.images.map((image) => ({ id: image._id, src: image.sizes['425'] ?? image.src }))}
        onSave={editor.reorder}
      />

      <AddToAlbumsSheet
        {...panelProps('add-to-albums')}
        srcs={selectedSrcs}
        albums={editor.otherAlbums}
        onDone={() => {
          leaveMode()
          editor.refreshAlbums()
        }}
      />

      <ConfirmDialog
        {...panelProps('delete-photos')}
        title={`Delete ${selected.size} ${selected.size === 1 ? 'photo' : 'photos'}?`}
        description="They leave this album, and your website."
        confirmLabel="Yes - delete photos"
        destructive
        onConfirm={() => editor.deletePhotos([...selected], leaveMode)}
      />

      <ConfirmDialog
        {...panelProps('delete-album')}
        title={`Delete ${album.name}?`}
        description="The album and its photos leave your website. Photos in other albums stay there."
        confirmLabel="Yes - delete album"
        destructive
        onConfirm={editor.deleteAlbum}
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
