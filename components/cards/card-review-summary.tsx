import { Stars } from '@/components/ui/stars'
import type { OwnerCardReview } from '@/lib/cards/get-owner-card-review'

/** The review the card is made of: who, the stars, the start of the words, how many photos. */
export function CardReviewSummary({ review }: { review: OwnerCardReview }) {
  return (
    <section className="flex items-start gap-3 rounded-card bg-white p-4 shadow-card" aria-label="The review">
      <div className="min-w-0 flex-1">
        <div className="flex items-center gap-2">
          <p className="truncate font-semibold">{review.customerName}</p>
          <Stars score={review.score} size={14} />
        </div>
        <p className="mt-1 line-clamp-2 text-sm text-muted">{review.comments}</p>
      </div>
      <p className="shrink-0 rounded-full bg-canvas px-2.5 py-1 text-xs font-semibold text-muted">
        {review.images.length === 1 ? '1 photo' : `${review.images.length} photos`}
      </p>
    </section>
  )
}
