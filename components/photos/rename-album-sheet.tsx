'use client'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'

/** The album's new name; each time it opens it starts from the current one. */
export function RenameAlbumSheet({
  open,
  onOpenChange,
  current,
  busy,
  onRename,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  current: string
  busy: boolean
  onRename: (name: string) => void
}) {
  const [name, setName] = useState(current)
  const [opened, setOpened] = useState(open)
  if (open !== opened) {
    setOpened(open)
    if (open) setName(current)
  }
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="Change album name">
      <form
        onSubmit={(event) => {
          event.preventDefault()
          onRename(name)
        }}
      >
        <Input aria-label="Album name" value={name} onChange={(e) => setName(e.target.value)} maxLength={60} autoFocus />
        <Button type="submit" size="lg" block className="mt-4" disabled={!name.trim()} loading={busy}>
          Save
        </Button>
      </form>
    </Sheet>
  )
}
