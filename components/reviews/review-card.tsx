'use client'
import { ImagePlus, Sparkles, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import { Avatar } from '@/components/ui/avatar'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Stars } from '@/components/ui/stars'
import { Switch } from '@/components/ui/switch'
import { monthInZone } from '@/lib/format/month-in-zone'
import { smallPhotoSrc } from '@/lib/images/photo'
import type { ReviewResponse } from '@/lib/reviews/schema'
import { useProfile } from '@/lib/swr/use-profile'
import { cn } from '@/lib/ui/cn'
import { PhotoViewer } from '@/components/ui/photo-viewer'

export function ReviewCard({
  review,
  onToggle,
  onDeletePhoto,
  addPhoto,
}: {
  review: ReviewResponse
  onToggle: (visible: boolean) => void
  onDeletePhoto: (src: string) => void
  /** The add-photo control, when photos can be added. */
  addPhoto?: ReactNode
}) {
  const [viewing, setViewing] = useState<string | null>(null)
  const [deleting, setDeleting] = useState<string | null>(null)
  const { timeZone } = useProfile().user
  const hidden = review.status === 'hidden'
  const id = `review-${review._id}`

  return (
    <article
      id={id}
      aria-labelledby={`${id}-name`}
      className={cn('rounded-card bg-white p-4 shadow-card transition', hidden && 'bg-stone-50')}
      data-testid="review-card"
      data-status={review.status}
    >
      <div className="flex items-start gap-3">
        <Avatar name={review.customerName} className={cn('size-10 text-xs', hidden && 'grayscale')} />
        <div className="min-w-0 flex-1">
          <div className="flex items-center gap-2">
            <h3 id={`${id}-name`} className="truncate font-semibold">
              {review.customerName}
            </h3>
            {review.placeholder ? <span className="rounded-full bg-stone-100 px-2 py-0.5 text-[11px] font-bold text-muted uppercase">Example</span> : null}
          </div>
          <p className="mt-0.5 flex items-center gap-1.5 text-sm text-muted">
            <Stars score={review.score} size={13} />
            <span>{review.score} out of 5</span>
          </p>
          <p className="text-sm text-muted">{monthInZone(review.date, timeZone)}</p>
        </div>
        {!review.placeholder ? (
          <label className="flex shrink-0 flex-col items-end gap-1 text-xs font-semibold text-muted">
            Show review
            <Switch checked={!hidden} onCheckedChange={onToggle} aria-label={`Show the review of ${review.customerName}`} />
          </label>
        ) : null}
      </div>

      <p className={cn('mt-3 line-clamp-5 text-[15px] leading-6 whitespace-pre-line', hidden && 'text-muted')}>{review.comments}</p>

      {review.images.length > 0 ? (
        <ul className={cn('mt-2 flex gap-2 overflow-x-auto py-1 no-scrollbar', hidden && 'opacity-50 grayscale')}>
          {review.images.map((src, index) => (
            <li key={src} className="relative shrink-0">
              <button type="button" onClick={() => setViewing(src)} aria-label={`See photo ${index + 1} larger`} disabled={hidden}>
                {/* eslint-disable-next-line @next/next/no-img-element -- customer photos from storage */}
                <img src={smallPhotoSrc(src)} alt="" className="size-24 rounded-xl object-cover" />
              </button>
              {!review.placeholder ? (
                <button
                  type="button"
                  onClick={() => setDeleting(src)}
                  disabled={hidden}
                  aria-label={`Delete photo ${index + 1}`}
                  className="tap-area absolute top-1 right-1 flex size-7 items-center justify-center rounded-full bg-white/95 text-danger shadow disabled:hidden"
                >
                  <Trash2 className="size-3.5" aria-hidden="true" />
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}

      {!review.placeholder ? (
        <div className="mt-4 border-t border-line pt-2">
          {/* Ghost actions: their text lines up with the review's, their tap area reaches past it. */}
          <div className="-ml-3 flex items-center gap-1">
            {addPhoto ?? (
              <span className="inline-flex h-10 items-center gap-1.5 whitespace-nowrap px-3 text-sm font-semibold text-stone-500">
                <ImagePlus className="size-4" aria-hidden="true" /> Add photo
              </span>
            )}
            <Link
              href={`/dashboard/manage-reviews/generate-card/${review._id}`}
              aria-disabled={hidden}
              tabIndex={hidden ? -1 : undefined}
              className={cn(
                'inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50',
                hidden && 'pointer-events-none text-stone-400',
              )}
            >
              <Sparkles className="size-4" aria-hidden="true" /> Instagram card
            </Link>
          </div>
        </div>
      ) : null}

      <PhotoViewer src={viewing} alt={`Photo from ${review.customerName}`} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? null : setDeleting(null))}
        title="Delete this photo?"
        description="It will no longer show with this review."
        confirmLabel="Yes - delete photo"
        destructive
        onConfirm={() => deleting && onDeletePhoto(deleting)}
      />
    </article>
  )
}
