'use client'
// The kit editor: the brands as a list, each deletable, edited in a sheet with Confirm and Clear.
import { Pencil } from 'lucide-react'
import { useState } from 'react'
import { lazyPopup } from '@/components/ui/lazy-popup'
import type { KitItem } from '@/lib/kit/schema'

const KitSheet = lazyPopup(() => import('./kit-sheet').then((module) => module.KitSheet))

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
      <KitSheet
        open={open}
        onOpenChange={setOpen}
        draft={draft}
        onDraftChange={setDraft}
        onConfirm={() => {
          onChange(draft)
          setOpen(false)
        }}
      />
    </div>
  )
}
