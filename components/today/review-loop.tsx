// Today's review loop: a new glowing review one tap from Instagram, and the thank-yous that went out.
import { HeartHandshake, Share2 } from 'lucide-react'
import Link from 'next/link'
import { Stars } from '@/components/ui/stars'
import { smallPhotoSrc } from '@/lib/images/photo'
import type { TodayReviewLoop } from '@/lib/review-requests/today'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

export function ReviewLoop({ loop }: { loop: TodayReviewLoop }) {
  const { share, thankYous } = loop
  if (share.length === 0 && thankYous.sent === 0 && thankYous.reminders === 0) return null
  return (
    <section aria-labelledby="review-loop-title" className="space-y-3">
      <h2 id="review-loop-title" className="font-display text-xl font-semibold">
        Your reviews
      </h2>
      {share.map((review) => (
        <Link key={review.reviewId} href={review.href} className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card" data-testid="share-review">
          {review.photo ? (
            // eslint-disable-next-line @next/next/no-img-element -- a customer's upload at thumbnail size, any host
            <img src={smallPhotoSrc(review.photo)} alt="" className="size-12 shrink-0 rounded-xl object-cover" />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
              <Share2 className="size-5" aria-hidden="true" />
            </span>
          )}
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold">{review.title}</span>
            <Stars score={review.score} />
          </span>
          <span className="rounded-full bg-brand-600 px-4 py-2 text-sm font-semibold text-white">Share</span>
        </Link>
      ))}
      {thankYous.sent || thankYous.reminders ? (
        <Link href="/dashboard/reviews" className="flex items-center gap-3 rounded-card bg-white p-4 shadow-card" data-testid="thank-yous-sent">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-700">
            <HeartHandshake className="size-5" aria-hidden="true" />
          </span>
          <span className="text-[15px]">
            {plural(thankYous.sent, 'thank-you', 'thank-yous')}
            {thankYous.reminders ? ` and ${plural(thankYous.reminders, 'reminder', 'reminders')}` : ''} went out to clients this week.
          </span>
        </Link>
      ) : null}
    </section>
  )
}
