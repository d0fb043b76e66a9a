import type { ReactNode } from 'react'
import { cn } from '@/lib/ui/cn'

/**
 * A dashboard screen's main action, kept in reach of the thumb just above the bottom tabs while the
 * page scrolls, over a fade of the page's own background. It sits in a DashboardPage's content.
 */
export function ActionBar({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn('sticky bottom-tabs z-10 -mx-4 bg-gradient-to-t from-canvas via-canvas to-canvas/0 px-4 pt-6 pb-3', className)}>{children}</div>
}
