'use client'
// A centred confirmation dialog: for questions that need an answer, like deleting. It sits above sheets
// too, so a sheet that asks for confirmation dims under it. Its Radix dialog loads when first opened.
import type { ReactNode } from 'react'
import { lazyPopup } from './lazy-popup'

export type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel: string
  cancelLabel?: string
  destructive?: boolean
  /** false when the confirmed action moves the focus itself (a refused field), so closing must not take it back. */
  returnFocus?: boolean
  onConfirm: () => void
}

export const ConfirmDialog = lazyPopup<ConfirmDialogProps>(() => import('./confirm-dialog-box').then((module) => module.ConfirmDialogBox))
