// The party's payments on the client's own page once the balance is split: who has paid her share and
// what is left, and her own share with the link she pays it through (like everyone else).
import { CheckCircle2, Circle } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { Progress } from '@/components/ui/progress'
import type { PartyShareView } from '@/lib/appointments/offer-schema'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'

export function PartyProgress({ shares }: { shares: PartyShareView[] }) {
  if (shares.length === 0) return null
  const total = shares.reduce((sum, share) => sum + share.amount, 0)
  const paid = shares.reduce((sum, share) => sum + (share.paid ? share.amount : 0), 0)
  const own = shares.find((share) => share.url !== null)
  return (
    <section className="rounded-card bg-white p-5 shadow-card" aria-labelledby="party-payments-heading">
      <h2 id="party-payments-heading" className="font-display text-lg font-semibold">
        Your party’s payments
      </h2>
      <p className="mt-1 text-sm text-muted" data-testid="party-progress">
        {formatMoney(paid)} of {formatMoney(total)} paid · {formatMoney(total - paid)} left
      </p>
      <Progress className="mt-2" value={total ? (paid / total) * 100 : 0} label="The party’s shares paid" />
      {own && !own.paid && own.url ? (
        <div className="mt-4 rounded-2xl bg-brand-50 p-4">
          <p className="text-sm font-semibold text-brand-800">Your share</p>
          <p className="font-display text-2xl font-semibold" data-testid="own-share">
            {formatMoney(own.amount)}
          </p>
          <Button asChild size="lg" block className="mt-3">
            <a href={own.url}>Pay my share</a>
          </Button>
        </div>
      ) : null}
      <ul className="mt-3 divide-y divide-line text-[15px]" aria-label="Shares">
        {shares.map((share, index) => (
          <li key={index} className="flex items-center gap-3 py-2.5">
            {share.paid ? (
              <CheckCircle2 className="size-5 shrink-0 text-emerald-600" aria-hidden="true" />
            ) : (
              <Circle className="size-5 shrink-0 text-stone-300" aria-hidden="true" />
            )}
            <span className="min-w-0 flex-1 truncate">
              {share.name}
              {share.url ? <span className="text-muted"> (you)</span> : null}
            </span>
            <span className={cn('text-sm', share.paid ? 'text-emerald-700' : 'text-muted')}>{share.paid ? 'Paid' : 'Unpaid'}</span>
            <span className="w-20 text-right font-semibold">{formatMoney(share.amount)}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
