'use client'
// The confirmation dialog itself (Radix AlertDialog); screens use `ConfirmDialog`, which loads it.
import { AlertDialog } from 'radix-ui'
import { Button } from './button'

import type { ConfirmDialogProps } from './dialog'

export function ConfirmDialogBox({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive,
  returnFocus = true,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <AlertDialog.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-black/40" />
        <AlertDialog.Content
          onCloseAutoFocus={returnFocus ? undefined : (event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-[60] w-[calc(100%-2.5rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-3xl bg-white p-6 shadow-float"
        >
          <AlertDialog.Title className="font-display text-xl font-semibold">{title}</AlertDialog.Title>
          {description ? <AlertDialog.Description className="mt-2 text-[15px] text-muted">{description}</AlertDialog.Description> : null}
          <div className="mt-6 flex flex-col gap-2">
            <AlertDialog.Action asChild>
              <Button variant={destructive ? 'destructive' : 'primary'} block onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </AlertDialog.Action>
            <AlertDialog.Cancel asChild>
              <Button variant="ghost" block>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  )
}
