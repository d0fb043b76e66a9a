'use client'
// The photo viewer's dialog; screens use `PhotoViewer`, which loads it.
import { X } from 'lucide-react'
import { Dialog } from 'radix-ui'
import type { PhotoViewerProps } from './photo-viewer'

export function PhotoViewerDialog({ open, src, alt, onClose }: PhotoViewerProps & { open: boolean }) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? null : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/85" />
        <Dialog.Content className="fixed inset-0 z-50 flex items-center justify-center p-4 outline-none">
          <Dialog.Title className="sr-only">{alt}</Dialog.Title>
          {src ? (
            // eslint-disable-next-line @next/next/no-img-element -- customer photos of any size
            <img src={src} alt={alt} className="max-h-[85dvh] max-w-full rounded-2xl object-contain" />
          ) : null}
          <Dialog.Close className="absolute top-4 right-4 flex size-11 items-center justify-center rounded-full bg-white/15 text-white" aria-label="Close">
            <X className="size-6" aria-hidden="true" />
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
