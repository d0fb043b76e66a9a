// The frame of every dashboard screen, inside the shell's top bar and bottom tabs: a title row (back
// link, title, actions) and padded content whose end clears the bottom tabs.
import { ChevronLeft } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

export function DashboardPage({
  title,
  backHref,
  actions,
  children,
  className,
}: {
  title: ReactNode
  backHref?: string
  actions?: ReactNode
  children: ReactNode
  className?: string
}) {
  return (
    <div className="mx-auto w-full max-w-lg pb-[calc(var(--spacing-tabs)+2rem)]">
      <header className="flex min-h-14 items-center gap-2 px-4 pt-3">
        {backHref ? (
          <Link href={backHref} aria-label="Back" className="-ml-2 flex size-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100">
            <ChevronLeft className="size-6" aria-hidden="true" />
          </Link>
        ) : null}
        <h1 className="min-w-0 flex-1 truncate font-display text-2xl font-semibold">{title}</h1>
        {actions ? <div className="flex items-center gap-1">{actions}</div> : null}
      </header>
      <div className={cn('px-4 pt-3', className)}>{children}</div>
    </div>
  )
}
