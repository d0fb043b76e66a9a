'use client'
// In the cancel sheet of a wedding whose trial run is still to come: cancel it too (on by default), and
// what that settles by the trial's own tiers.
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import type { CancellationPreview } from '@/lib/appointments/change-schema'
import { formatMoney } from '@/lib/format/money'
import { Switch } from '@/components/ui/switch'

type Trial = NonNullable<CancellationPreview['trial']>

/** What cancelling the trial gives back: by its tiers when the client asked, everything paid when the artist cancels. */
export const trialRefund = (trial: Trial, byClient: boolean) => (byClient ? trial.refund : trial.refundable)

function money(trial: Trial, byClient: boolean): string {
  if (trial.paid === 0) return 'Nothing is paid on it.'
  const refund = trialRefund(trial, byClient)
  if (!byClient) return `Everything paid on it goes back: ${formatMoney(refund)}.`
  return `${trial.tier ?? 'No cancellation tier applies.'} ${formatMoney(refund)} refunded · ${formatMoney(trial.paid - refund)} kept.`
}

export function CancelTrialField({
  trial,
  byClient,
  checked,
  onCheckedChange,
}: {
  trial: Trial
  byClient: boolean
  checked: boolean
  onCheckedChange: (checked: boolean) => void
}) {
  return (
    <section className="rounded-2xl border border-line p-4" aria-label="Trial run">
      <label className="flex items-center justify-between gap-3">
        <span>
          <span className="block text-[15px] font-semibold">Cancel the trial run too</span>
          <span className="block text-sm text-muted">
            Still to come: {formatDay(trial.date, 'EEE d MMM')}, {formatTimeRange(trial.time.from, trial.time.to)}
          </span>
        </span>
        <Switch checked={checked} onCheckedChange={onCheckedChange} aria-label="Cancel the trial run too" />
      </label>
      <p className="mt-2 text-sm" data-testid="trial-settlement">
        {checked ? money(trial, byClient) : 'It stays booked: cancel it from its own page if you need to.'}
      </p>
    </section>
  )
}
