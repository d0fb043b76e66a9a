'use client'
// The kit editor: the brands as a list, each deletable, edited in a sheet with Confirm and Clear.
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { KitPicker } from '@/components/kit/kit-picker'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import type { KitItem } from '@/lib/kit/schema'

export function KitEditor({ kit, onChange }: { kit: KitItem[]; onChange: (kit: KitItem[]) => void }) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState(kit)
  return (
    <div>
      <button
        type="button"
        onClick={() => {
          setDraft(kit)
          setOpen(true)
        }}
        className="flex w-full items-center gap-3 rounded-2xl border border-line bg-white px-4 py-3 text-left"
      >
        <span className="min-w-0 flex-1 truncate">
          {kit.length ? kit.map((item) => item.name).join(', ') : <span className="text-muted">Add the brands in your kit</span>}
        </span>
        <Pencil className="size-4 shrink-0 text-brand-700" aria-hidden="true" />
      </button>
      <Sheet open={open} onOpenChange={setOpen} title="My Kit" description="What brands do you carry in your kit">
        <KitPicker kit={draft} onChange={setDraft} />
        <div className="mt-6 grid grid-cols-2 gap-3">
          <Button type="button" variant="outline" onClick={() => setDraft([])}>
            Clear
          </Button>
          <Button
            type="button"
            onClick={() => {
              onChange(draft)
              setOpen(false)
            }}
          >
            Confirm
          </Button>
        </div>
      </Sheet>
    </div>
  )
}
