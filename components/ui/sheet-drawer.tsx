'use client'
// The bottom sheet itself (vaul gives drag-to-dismiss and focus handling); screens use `Sheet`, which loads it.
import { Drawer } from 'vaul'
import { cn } from '@/lib/ui/cn'

import type { SheetProps } from './sheet'

export function SheetDrawer({ open, onOpenChange, title, description, children, className }: SheetProps) {
  return (
    <Drawer.Root open={open} onOpenChange={onOpenChange}>
      <Drawer.Portal>
        <Drawer.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Drawer.Content
          className={cn('fixed inset-x-0 bottom-0 z-50 mx-auto flex max-h-[92dvh] max-w-lg flex-col rounded-t-[1.75rem] bg-white outline-none', className)}
        >
          <div className="mx-auto mt-3 h-1.5 w-10 shrink-0 rounded-full bg-stone-200" aria-hidden="true" />
          <div className="px-5 pt-3 pb-2">
            <Drawer.Title className="font-display text-xl font-semibold">{title}</Drawer.Title>
            {description ? (
              <Drawer.Description className="mt-1 text-sm text-muted">{description}</Drawer.Description>
            ) : (
              <Drawer.Description className="sr-only">{title}</Drawer.Description>
            )}
          </div>
          <div className="overflow-y-auto px-5 pt-2 pb-[max(env(safe-area-inset-bottom),1.5rem)]">{children}</div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  )
}
