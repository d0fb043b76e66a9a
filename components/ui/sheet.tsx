'use client'
// A bottom sheet: the phone's natural popup. Its drawer (vaul and the Radix dialog under it, about 20 KB
// compressed) loads when a sheet first opens.
import type { ReactNode } from 'react'
import { lazyPopup } from './lazy-popup'

export type SheetProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  children: ReactNode
  className?: string
}

export const Sheet = lazyPopup<SheetProps>(() => import('./sheet-drawer').then((module) => module.SheetDrawer))
