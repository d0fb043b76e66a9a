'use client'
// Cover photos: add (upload), remove, and put in order in a sheet where they drag (dnd-kit loads with
// the sheet, not with Edit profile).
import { ArrowLeftRight, X } from 'lucide-react'
import { useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { smallPhotoSrc, type StoredPhoto } from '@/lib/images/photo'

const MAX_COVERS = 10

const ReorderSheet = lazyPopup(() => import('@/components/photos/reorder-sheet').then((module) => module.ReorderSheet))

export function CoverPhotos({
  covers,
  photoOf,
  onChange,
}: {
  covers: string[]
  /** A cover's stored sizes, for its thumbnail. */
  photoOf: (src: string) => StoredPhoto
  onChange: (covers: string[]) => void
}) {
  const [reordering, setReordering] = useState(false)
  // Several photos upload at once and each must add to the list the previous one made, before React has
  // rendered it: every change goes through this ref (the list is the only writer of the covers).
  const latest = useRef(covers)
  const change = (next: string[]) => {
    latest.current = next
    onChange(next)
  }
  const add = (url: string) => change([...latest.current, url].slice(0, MAX_COVERS))
  const remove = (src: string) => change(latest.current.filter((cover) => cover !== src))
  return (
    <div>
      {covers.length ? (
        <ul className="no-scrollbar -mx-1 flex gap-2 overflow-x-auto px-1 pb-1" aria-label="Cover photos">
          {covers.map((src, index) => (
            <li key={src} className="relative shrink-0" data-testid="cover-photo">
              {/* eslint-disable-next-line @next/next/no-img-element -- the owner's stored photo */}
              <img src={smallPhotoSrc(photoOf(src))} alt={`Cover photo ${index + 1}`} draggable={false} className="h-24 w-36 rounded-2xl object-cover" />
              <button
                type="button"
                onClick={() => remove(src)}
                aria-label={`Remove cover photo ${index + 1}`}
                className="absolute top-1.5 right-1.5 flex size-7 items-center justify-center rounded-full bg-white/90 shadow"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No cover photos yet: your best work goes here, at the top of your site.</p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <ImageUploadButton maxFiles={MAX_COVERS - covers.length} onUploaded={add}>
          Add cover photos
        </ImageUploadButton>
        {covers.length > 1 ? (
          <Button type="button" variant="outline" size="sm" onClick={() => setReordering(true)}>
            <ArrowLeftRight aria-hidden="true" /> Reorder
          </Button>
        ) : null}
      </div>
      <ReorderSheet
        open={reordering}
        onOpenChange={setReordering}
        photos={covers.map((src) => ({ id: src, src: smallPhotoSrc(photoOf(src)) }))}
        title="Reorder cover photos"
        description="Drag them into the order your site shows them. The first one shows first."
        saveLabel="Use this order"
        onSave={async (order) => change(order)}
      />
    </div>
  )
}
