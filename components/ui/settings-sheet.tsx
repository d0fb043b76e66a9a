'use client'
// A sheet holding one settings form and its Save button: the shape of every "how this works for me" popup.
import type { FormEventHandler, ReactNode } from 'react'
import { Button } from '@/components/ui/button'
import { Sheet } from '@/components/ui/sheet'
import { cn } from '@/lib/ui/cn'

export function SettingsSheet({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitting,
  children,
  className,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description: ReactNode
  onSubmit: FormEventHandler<HTMLFormElement>
  submitting: boolean
  children: ReactNode
  className?: string
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <form onSubmit={onSubmit} className={cn('space-y-4', className)} noValidate>
        {children}
        <Button type="submit" size="lg" block loading={submitting}>
          Save
        </Button>
      </form>
    </Sheet>
  )
}

/** What a settings sheet is given: its open state, the saved settings, and what to do with the new ones. */
export type SettingsSheetProps<Settings> = {
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: Settings
  onSaved: (settings: Settings) => void
}
