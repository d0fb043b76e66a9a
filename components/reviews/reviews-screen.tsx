'use client'
import { Download, HeartHandshake, ImagePlus, Send } from 'lucide-react'
import { ReviewCardsPromo } from '@/components/cards/review-cards-promo'
import Link from 'next/link'
import { useSearchParams } from 'next/navigation'
import { useEffect, useState } from 'react'
import { mutate as mutateGlobal } from 'swr'
import { lazyPopup } from '@/components/ui/lazy-popup'
import { Stars } from '@/components/ui/stars'
import { useMutation } from '@/components/ui/use-mutation'
import { ReviewFunnel } from '@/components/review-requests/review-funnel'
import { ImageUploadButton } from '@/components/upload/image-upload-button'
import { api } from '@/lib/api/client'
import type { ReviewFunnel as Funnel, ReviewRequestSettingsResponse } from '@/lib/review-requests/schema'
import { MAX_REVIEW_PHOTOS } from '@/lib/reviews/limits'
import type { ReviewList, ReviewResponse } from '@/lib/reviews/schema'
import { useProfile } from '@/lib/swr/use-profile'
import { reviewsKey, useReviews, type ReviewFilter } from '@/lib/swr/use-reviews'
import { cn } from '@/lib/ui/cn'
import { ReviewCard } from './review-card'

// Sheets load when first opened: the thank-you form brings zod and react-hook-form.
const ThankYouSettingsSheet = lazyPopup(() => import('@/components/review-requests/thank-you-settings-sheet').then((module) => module.ThankYouSettingsSheet))
const RequestReviewsSheet = lazyPopup(() => import('./request-reviews-sheet').then((module) => module.RequestReviewsSheet))

const FILTERS: ReviewFilter[] = ['all', 'visible', 'hidden']

const onlyWithStatus = (list: ReviewList, status: 'visible' | 'hidden'): ReviewList => ({
  ...list,
  reviews: list.reviews.filter((review) => review.status === status),
})

export function ReviewsScreen({
  initial,
  reviewLink,
  reviewQrSvg,
  businessName,
  hasReviewCards,
  thankYou: thankYouAtFirst,
  funnel,
}: {
  initial: ReviewList
  reviewLink: string
  reviewQrSvg: string
  businessName: string
  hasReviewCards: boolean
  thankYou: ReviewRequestSettingsResponse
  funnel: Funnel
}) {
  const [thankYou, setThankYou] = useState(thankYouAtFirst)
  const [editingThankYou, setEditingThankYou] = useState(false)
  const searchParams = useSearchParams()
  const [filter, setFilter] = useState<ReviewFilter>('all')
  const [requesting, setRequesting] = useState(searchParams.get('request') === '1')
  const { data: all } = useReviews('all', initial)
  // While the visible or hidden list loads, the all list cut down to it stands in (never the whole list).
  const { data, mutate } = useReviews(filter, filter === 'all' ? initial : onlyWithStatus(all ?? initial, filter))
  const list = data ?? initial
  const { mutate: refreshProfile } = useProfile()
  const { run } = useMutation()

  useEffect(() => {
    // Opening the reviews screen clears the review notifications, the top bar's badge included.
    api('/v1/review/mark-as-seen', { method: 'POST' })
      .then(() => refreshProfile())
      .catch(() => undefined)
  }, [refreshProfile])

  function save(review: ReviewResponse, change: { status?: 'visible' | 'hidden'; images?: string[] }) {
    const optimistic = { ...list, reviews: list.reviews.map((r) => (r._id === review._id ? { ...r, ...change } : r)) }
    return run(
      async () => {
        await mutate(
          async () => {
            await api('/v1/review', { method: 'PATCH', body: { _id: review._id, ...change } })
            return undefined
          },
          { optimisticData: optimistic, rollbackOnError: true, revalidate: true },
        )
        // The other filters' lists and the average change too.
        FILTERS.filter((f) => f !== filter).forEach((f) => mutateGlobal(reviewsKey(f)))
      },
      { fallback: 'Unexpected error, please try again' },
    )
  }

  return (
    <>
      <section className="grid grid-cols-2 gap-3" aria-label="Your reviews at a glance">
        <div className="col-span-2 flex items-center gap-4 rounded-card bg-white p-5 shadow-card">
          {list.avgReviewScore !== null ? (
            <>
              <p className="font-display text-5xl font-semibold" data-testid="average-score">
                {list.avgReviewScore.toFixed(1)}
              </p>
              <div>
                <Stars score={list.avgReviewScore} />
                <p className="mt-1 text-sm text-muted">
                  {list.avgReviewScore.toFixed(1)} out of 5 from {list.visibleCount} {list.visibleCount === 1 ? 'review' : 'reviews'} on your website
                </p>
              </div>
            </>
          ) : (
            <p className="text-[15px] text-muted" data-testid="average-score">
              No visible reviews yet. Ask a happy client for one and it will show on your website.
            </p>
          )}
        </div>
        {!hasReviewCards ? <ReviewCardsPromo compact className="col-span-2" /> : null}
        <button type="button" onClick={() => setRequesting(true)} className="flex flex-col items-start gap-2 rounded-card bg-white p-4 text-left shadow-card">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Send className="size-5" aria-hidden="true" />
          </span>
          <span className="font-semibold">Add new reviews</span>
        </button>
        <Link href="/dashboard/manage-reviews/import" className="flex flex-col items-start gap-2 rounded-card bg-white p-4 shadow-card">
          <span className="flex size-10 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <Download className="size-5" aria-hidden="true" />
          </span>
          <span className="font-semibold">Import your reviews</span>
        </Link>
        <button
          type="button"
          onClick={() => setEditingThankYou(true)}
          className="col-span-2 flex items-center gap-3 rounded-card bg-white p-4 text-left shadow-card"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <HeartHandshake className="size-5" aria-hidden="true" />
          </span>
          <span className="min-w-0">
            <span className="block font-semibold">After the gig</span>
            <span className="block text-sm text-muted" data-testid="thank-you-summary">
              {thankYou.enabled ? `A thank-you asking for a review, ${thankYouWhen(thankYou)}` : 'Thank-you e-mails are off'}
            </span>
          </span>
        </button>
        <ReviewFunnel funnel={funnel} />
      </section>

      <div role="tablist" aria-label="Show" className="mt-6 flex rounded-full bg-stone-100 p-1">
        {FILTERS.map((value) => (
          <button
            key={value}
            role="tab"
            type="button"
            aria-selected={filter === value}
            onClick={() => setFilter(value)}
            className={cn(
              'h-10 flex-1 rounded-full text-sm font-semibold capitalize transition',
              filter === value ? 'bg-white text-ink shadow-sm' : 'text-muted',
            )}
          >
            {value}
          </button>
        ))}
      </div>

      <div className="mt-4 space-y-3">
        {list.reviews.length === 0 ? (
          <p className="rounded-card bg-white p-6 text-center text-muted shadow-card">{filter === 'hidden' ? 'No hidden reviews.' : 'No reviews here yet.'}</p>
        ) : (
          list.reviews.map((review) => (
            <ReviewCard
              key={review._id}
              review={review}
              onToggle={(visible) => save(review, { status: visible ? 'visible' : 'hidden' })}
              onDeletePhoto={(src) => save(review, { images: review.images.filter((image) => image !== src) })}
              addPhoto={
                <ImageUploadButton
                  maxFiles={MAX_REVIEW_PHOTOS - review.images.length}
                  disabled={review.status === 'hidden'}
                  // One save with every photo of the choice: saving each as it lands would overwrite the one before.
                  onAllUploaded={(urls) => save(review, { images: [...review.images, ...urls] })}
                  variant="ghost"
                >
                  <ImagePlus className="size-4" aria-hidden="true" /> Add photo
                </ImageUploadButton>
              }
            />
          ))
        )}
      </div>

      <ThankYouSettingsSheet open={editingThankYou} onOpenChange={setEditingThankYou} settings={thankYou} onSaved={setThankYou} />
      <RequestReviewsSheet open={requesting} onOpenChange={setRequesting} link={reviewLink} qrSvg={reviewQrSvg} businessName={businessName} />
    </>
  )
}

/** "the next day at 10:00 am", "3 days after at 6:00 pm". */
const thankYouWhen = ({ daysAfter, hour }: { daysAfter: number; hour: number }) =>
  `${daysAfter === 1 ? 'the next day' : `${daysAfter} days after`} at ${hour % 12 || 12}:00 ${hour < 12 ? 'am' : 'pm'}`
