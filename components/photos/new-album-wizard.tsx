'use client'
// Add album: pick photos (from what the owner has, or new uploads), then name it.
import { ImagePlus } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useState } from 'react'
import { mutate as revalidate } from 'swr'
import { ActionBar } from '@/components/ui/action-bar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { useMutation } from '@/components/ui/use-mutation'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { api } from '@/lib/api/client'
import type { AlbumResponse, ImageResponse } from '@/lib/albums/schema'
import { ALBUMS_KEY, useAllPhotos } from '@/lib/swr/use-albums'
import { PhotoGrid } from './photo-grid'

export function NewAlbumWizard({ photos: initialPhotos }: { photos: ImageResponse[] }) {
  const router = useRouter()
  const { data: photos = initialPhotos, mutate } = useAllPhotos(initialPhotos)
  const [selected, setSelected] = useState<Set<string>>(new Set())
  const [step, setStep] = useState<'pick' | 'name'>('pick')
  const [name, setName] = useState('')
  const { run, busy, idempotencyKey } = useMutation()

  async function uploaded(url: string) {
    const image = (await mutate())?.find((photo) => photo.src === url)
    if (image) setSelected((current) => new Set(current).add(image._id))
  }

  const create = () =>
    run(
      async () => {
        const album = await api<AlbumResponse>('/v1/album', {
          method: 'POST',
          body: { name, imageIds: photos.filter((p) => selected.has(p._id)).map((p) => p._id) },
          idempotencyKey,
        })
        await revalidate(ALBUMS_KEY)
        router.push(`/dashboard/photos/album/${album._id}`)
      },
      { keepBusy: true },
    )

  if (step === 'name') {
    return (
      <form
        className="space-y-5"
        onSubmit={(event) => {
          event.preventDefault()
          if (name.trim()) create()
        }}
      >
        <Field id="album-name" label="Album name" hint={`${selected.size} ${selected.size === 1 ? 'photo' : 'photos'} chosen`}>
          <Input id="album-name" autoFocus maxLength={60} value={name} onChange={(e) => setName(e.target.value)} placeholder="e.g. Bridal" />
        </Field>
        <div className="flex gap-3">
          <Button type="button" variant="ghost" size="lg" onClick={() => setStep('pick')}>
            Back
          </Button>
          <Button type="submit" size="lg" className="flex-1" disabled={!name.trim()} loading={busy}>
            Add album
          </Button>
        </div>
      </form>
    )
  }
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-[15px] text-muted" aria-live="polite">
          {selected.size ? `${selected.size} ${selected.size === 1 ? 'photo' : 'photos'} chosen` : 'Choose the photos for your new album.'}
        </p>
        <ImageUploadButton maxFiles={20} onUploaded={uploaded} className="shrink-0">
          <ImagePlus className="size-4" aria-hidden="true" /> Upload
        </ImageUploadButton>
      </div>
      {photos.length ? (
        <PhotoGrid
          label="Your photos"
          images={photos}
          selected={selected}
          onToggle={(id) =>
            setSelected((current) => {
              const next = new Set(current)
              if (next.has(id)) next.delete(id)
              else next.add(id)
              return next
            })
          }
        />
      ) : (
        <div className="flex flex-col items-center rounded-card bg-white px-6 py-10 text-center shadow-card">
          <span className="flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <ImagePlus className="size-7" aria-hidden="true" />
          </span>
          <p className="mt-4 font-semibold">No photos yet</p>
          <p className="mt-1 text-[15px] text-muted">Upload a few photos to start your album.</p>
        </div>
      )}
      <ActionBar>
        <Button size="lg" block disabled={selected.size === 0} onClick={() => setStep('name')}>
          Next
        </Button>
      </ActionBar>
    </div>
  )
}
