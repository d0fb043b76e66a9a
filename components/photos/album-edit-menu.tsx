'use client'
// Edit: what the owner can do with the album. Instagram's own album takes no uploads, name or deletion.
import { ArrowDownUp, CircleCheck, ImagePlus, Pencil, Trash2, Image as ImageIcon } from 'lucide-react'
import { InstagramIcon } from '@/components/brand/instagram-icon'
import { Sheet } from '@/components/ui/sheet'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import type { AlbumResponse } from '@/lib/albums/schema'

export type AlbumMenuChoice = 'instagram' | 'cover' | 'reorder' | 'select' | 'rename' | 'delete-album'

const menuItem = 'flex w-full items-center gap-3 rounded-2xl px-3 py-3 text-left font-semibold hover:bg-stone-50'

export function AlbumEditMenu({
  open,
  onOpenChange,
  album,
  onUploaded,
  onChoose,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  album: AlbumResponse
  onUploaded: (url: string) => void
  onChoose: (choice: AlbumMenuChoice) => void
}) {
  const choose = (choice: AlbumMenuChoice) => () => onChoose(choice)
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={`Edit ${album.name}`}>
      <nav className="-mx-3 space-y-1">
        {!album.default ? (
          <ImageUploadButton maxFiles={20} variant="menu" onUploaded={onUploaded} onBusyChange={(uploading) => (uploading ? null : onOpenChange(false))}>
            <ImagePlus className="size-5 text-brand-700" aria-hidden="true" /> Add photos
          </ImageUploadButton>
        ) : null}
        <button type="button" className={menuItem} onClick={choose('instagram')}>
          <InstagramIcon className="size-5 text-brand-700" /> Get from Instagram
        </button>
        {album.images.length ? (
          <>
            <button type="button" className={menuItem} onClick={choose('cover')}>
              <ImageIcon className="size-5 text-brand-700" aria-hidden="true" /> Change cover photo
            </button>
            <button type="button" className={menuItem} onClick={choose('reorder')}>
              <ArrowDownUp className="size-5 text-brand-700" aria-hidden="true" /> Reorder photos
            </button>
            <button type="button" className={menuItem} onClick={choose('select')}>
              <CircleCheck className="size-5 text-brand-700" aria-hidden="true" /> Select photos
            </button>
          </>
        ) : null}
        {!album.default ? (
          <>
            <button type="button" className={menuItem} onClick={choose('rename')}>
              <Pencil className="size-5 text-brand-700" aria-hidden="true" /> Change album name
            </button>
            <button type="button" className={`${menuItem} text-danger`} onClick={choose('delete-album')}>
              <Trash2 className="size-5" aria-hidden="true" /> Delete album
            </button>
          </>
        ) : null}
      </nav>
    </Sheet>
  )
}
