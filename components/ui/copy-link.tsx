'use client'
// A link to hand on, in a grey row: the address (under a label, or alone), Copy, and Share where the
// phone has a share sheet.
import { Copy, Share2 } from 'lucide-react'
import { cn } from '@/lib/ui/cn'
import { Button } from './button'
import { useCanShare } from './use-can-share'
import { useCopy } from './use-copy'

export function CopyLink({
  url,
  label,
  copied,
  fallback,
  share,
  testId,
  className,
}: {
  url: string
  /** A name above the address; without one the address stands alone. */
  label?: string
  /** The toast once copied. */
  copied: string
  /** The toast where the browser refuses to copy. */
  fallback?: string
  /** What the share sheet sends, and its button's name; no Share button without it. */
  share?: { label: string; title: string; text: string }
  testId?: string
  className?: string
}) {
  const { copy } = useCopy()
  const canShare = useCanShare()
  return (
    <div className={cn('flex items-center gap-2 rounded-2xl bg-stone-50 p-2 pl-3', className)}>
      {label ? (
        <p className="min-w-0 flex-1 text-sm" data-testid={testId}>
          <span className="block font-semibold">{label}</span>
          <span className="block truncate text-muted">{url}</span>
        </p>
      ) : (
        <p className="min-w-0 flex-1 truncate text-sm" data-testid={testId}>
          {url}
        </p>
      )}
      <Button size="sm" variant="secondary" onClick={() => copy(url, { success: copied, fallback })}>
        <Copy aria-hidden="true" /> Copy
      </Button>
      {share && canShare ? (
        <Button
          size="sm"
          variant="secondary"
          aria-label={share.label}
          onClick={() => navigator.share({ title: share.title, text: share.text, url }).catch(() => undefined)}
        >
          <Share2 aria-hidden="true" />
        </Button>
      ) : null}
    </div>
  )
}
