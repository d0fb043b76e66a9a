'use client'
// The album's cover across the top, its name and count over it, and Edit (only when not picking photos).
import { Pencil } from 'lucide-react'
import { Button } from '@/components/ui/button'
import type { AlbumResponse } from '@/lib/albums/schema'

export function AlbumCover({ album, onEdit }: { album: AlbumResponse; onEdit?: () => void }) {
  return (
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
        {onEdit ? (
          <Button size="sm" variant="secondary" onClick={onEdit}>
            <Pencil aria-hidden="true" /> Edit
          </Button>
        ) : null}
      </div>
    </div>
  )
}
