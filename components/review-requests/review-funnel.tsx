// What the thank-yous of the last 90 days brought: sent, opened, reviews, their average.
import type { ReviewFunnel as Funnel } from '@/lib/review-requests/schema'

export function ReviewFunnel({ funnel }: { funnel: Funnel }) {
  const stats = [
    ['Sent', String(funnel.sent)],
    ['Opened', String(funnel.opened)],
    ['Reviews', String(funnel.reviewed)],
    ['Average', funnel.averageScore === null ? '–' : `${funnel.averageScore.toFixed(1)}★`],
  ] as const
  return (
    <section className="col-span-2 rounded-card bg-white p-4 shadow-card" aria-labelledby="funnel-heading" data-testid="review-funnel">
      <h2 id="funnel-heading" className="font-semibold">
        Thank-yous, last {funnel.days} days
      </h2>
      <dl className="mt-3 grid grid-cols-4 gap-2 text-center">
        {stats.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse rounded-2xl bg-stone-50 px-1 py-2">
            <dt className="text-xs text-muted">{label}</dt>
            <dd className="font-display text-2xl font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      {funnel.sent === 0 ? <p className="mt-3 text-sm text-muted">After your next gig, your client gets a thank-you asking for a review.</p> : null}
    </section>
  )
}
