'use client'
// Chosen photos into existing albums and/or new ones; Submit needs at least one, new names never repeat.
import { Plus, X } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AlbumResponse } from '@/lib/albums/schema'

export function AddToAlbumsSheet({
  open,
  onOpenChange,
  srcs,
  albums,
  onDone,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  srcs: string[]
  albums: AlbumResponse[]
  onDone: () => void
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set())
  const [newNames, setNewNames] = useState<string[]>([])
  const [name, setName] = useState('')
  const { run, busy } = useMutation()
  const taken = [...albums.map((a) => a.name), ...newNames].map((n) => n.toLowerCase())
  const duplicate = name.trim() !== '' && taken.includes(name.trim().toLowerCase())

  const submit = () =>
    run(
      async () => {
        const result = await api<{ added: number }>('/v1/album/with-src-bulk', {
          method: 'POST',
          body: { srcs, albums: { existing: [...chosen], new: newNames } },
        })
        setChosen(new Set())
        setNewNames([])
        onDone()
        onOpenChange(false)
        return result
      },
      { success: (result) => `Added ${result.added} images to the selected albums` },
    )

  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Add to albums" description={`${srcs.length} ${srcs.length === 1 ? 'photo' : 'photos'} selected`}>
      <fieldset>
        <legend className="sr-only">Albums</legend>
        <ul className="divide-y divide-line">
          {albums.map((album) => (
            <li key={album._id}>
              <label className="flex items-center gap-3 py-3">
                <input
                  type="checkbox"
                  className="size-5 accent-brand-600"
                  checked={chosen.has(album._id)}
                  onChange={(e) =>
                    setChosen((current) => {
                      const next = new Set(current)
                      if (e.target.checked) next.add(album._id)
                      else next.delete(album._id)
                      return next
                    })
                  }
                />
                <span className="flex-1 font-semibold">{album.name}</span>
                <span className="text-sm text-muted">{album.images.length}</span>
              </label>
            </li>
          ))}
          {newNames.map((newName) => (
            <li key={newName} className="flex items-center gap-3 py-3">
              <span className="flex size-5 items-center justify-center rounded bg-brand-600 text-white">
                <Plus className="size-3.5" aria-hidden="true" />
              </span>
              <span className="flex-1 font-semibold">{newName} (new)</span>
              <button
                type="button"
                aria-label={`Remove new album ${newName}`}
                onClick={() => setNewNames(newNames.filter((n) => n !== newName))}
                className="-my-2 -mr-2 flex size-10 items-center justify-center rounded-full text-muted hover:bg-stone-100"
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="mt-3 flex gap-2">
        <Input
          aria-label="New album name"
          placeholder="New album name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          aria-invalid={duplicate}
          maxLength={60}
        />
        <Button
          type="button"
          variant="secondary"
          className="h-12 shrink-0"
          disabled={!name.trim() || duplicate}
          onClick={() => {
            setNewNames([...newNames, name.trim()])
            setName('')
          }}
        >
          Add
        </Button>
      </div>
      {duplicate ? <p className="mt-1 text-sm text-danger">That album name is already listed</p> : null}
      <Button size="lg" block className="mt-5" disabled={chosen.size + newNames.length === 0} loading={busy} onClick={submit}>
        Submit
      </Button>
    </Sheet>
  )
}
