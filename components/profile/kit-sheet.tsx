'use client'
// The kit editor's sheet: the picker over a draft of the kit, confirmed or cleared. Its own module, so
// the picker loads when the sheet first opens, not with Edit profile.
import { KitPicker } from '@/components/kit/kit-picker'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import type { KitItem } from '@/lib/kit/schema'

export function KitSheet({
  open,
  onOpenChange,
  draft,
  onDraftChange,
  onConfirm,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  draft: KitItem[]
  onDraftChange: (kit: KitItem[]) => void
  onConfirm: () => void
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title="My Kit" description="What brands do you carry in your kit">
      <KitPicker kit={draft} onChange={onDraftChange} />
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button type="button" variant="outline" onClick={() => onDraftChange([])}>
          Clear
        </Button>
        <Button type="button" onClick={onConfirm}>
          Confirm
        </Button>
      </div>
    </Sheet>
  )
}
