'use client'
// While picking photos (or the new cover): what is picked, what to do with it, and Done.
import { FolderPlus, Trash2 } from 'lucide-react'
import { Button } from '@/components/ui/button'

export function AlbumSelectionBar({
  mode,
  count,
  onAddToAlbums,
  onDelete,
  onDone,
}: {
  mode: 'select' | 'cover'
  count: number
  onAddToAlbums: () => void
  onDelete: () => void
  onDone: () => void
}) {
  return (
    // Two rows on a phone: what is selected and Done, then the actions, each half the width.
    <div className="sticky top-14 z-20 -mx-4 mt-3 flex flex-wrap items-center gap-2 border-b border-line bg-canvas/95 px-4 py-2 backdrop-blur">
      <p className="min-w-0 flex-1 text-sm font-semibold">{mode === 'cover' ? 'Tap the new cover photo' : `${count} selected`}</p>
      {mode === 'select' ? (
        <div className="order-last flex w-full gap-2">
          <Button size="sm" variant="secondary" className="flex-1" disabled={!count} onClick={onAddToAlbums}>
            <FolderPlus aria-hidden="true" /> Add to albums
          </Button>
          <Button size="sm" variant="destructive" className="flex-1" disabled={!count} onClick={onDelete}>
            <Trash2 aria-hidden="true" /> Delete
          </Button>
        </div>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onDone}>
        Done
      </Button>
    </div>
  )
}
