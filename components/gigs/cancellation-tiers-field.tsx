'use client'
// The cancellation tiers beside the written policy: from how many days before the gig each tier runs,
// and what it keeps (the deposit, or a share of the total). Under them, the sentences the client reads.
// Offers only: a wedding's quote builder has tiers of its own, which keep its retainer.
import { ChevronDown, Plus, Trash2 } from 'lucide-react'
import type { FieldError, Merge } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { fieldClass } from '@/components/ui/input'
import { describeCancellationTiers, MAX_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { cancellationTiersSchema } from '@/lib/appointments/cancellation-tiers-schema'
import { cn } from '@/lib/ui/cn'

export type TierInput = z.input<typeof cancellationTiersSchema>[number]
type TierErrors = Merge<FieldError, (Merge<FieldError, { daysBefore?: FieldError; keep?: Merge<FieldError, { percent?: FieldError }> }> | undefined)[]>

const numberOrNaN = (text: string) => (text.trim() === '' ? Number.NaN : Number(text))
const shown = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? '' : String(value))

export function CancellationTiersField({
  id,
  value,
  onChange,
  depositCents,
  errors,
}: {
  id: string
  value: TierInput[]
  onChange: (tiers: TierInput[]) => void
  depositCents: number
  errors?: TierErrors
}) {
  const change = (index: number, tier: TierInput) => onChange(value.map((current, at) => (at === index ? tier : current)))
  const lowest = Math.min(...value.map((tier) => tier.daysBefore).filter(Number.isFinite))
  const parsed = cancellationTiersSchema.safeParse(value)
  const arrayError = errors?.message ?? errors?.root?.message

  return (
    <fieldset className="space-y-2" aria-describedby={arrayError ? `${id}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-semibold">If the client cancels</legend>
      {value.length === 0 ? <p className="text-sm text-muted">No tiers: cancelling refunds everything paid.</p> : null}
      <ul className="space-y-2">
        {value.map((tier, index) => {
          const tierErrors = errors?.[index]
          const percentError = tierErrors?.keep?.percent?.message
          return (
            <li key={index} className="rounded-2xl bg-stone-50 p-3">
              <div className="flex items-center gap-2 text-[15px]">
                <label htmlFor={`${id}-${index}-days`}>From</label>
                <input
                  id={`${id}-${index}-days`}
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={730}
                  value={shown(tier.daysBefore)}
                  onChange={(event) => change(index, { ...tier, daysBefore: numberOrNaN(event.target.value) })}
                  aria-invalid={Boolean(tierErrors?.daysBefore)}
                  className={cn(fieldClass, 'h-11 w-20 px-3 text-center')}
                />
                <span className="min-w-0 flex-1">days before</span>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove the tier from ${shown(tier.daysBefore) || '?'} days`}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
              <div className="mt-2 flex items-center gap-2 text-[15px]">
                <label htmlFor={`${id}-${index}-keep`}>Keep</label>
                <span className="relative min-w-0 flex-1">
                  <select
                    id={`${id}-${index}-keep`}
                    value={tier.keep.kind}
                    onChange={(event) =>
                      change(index, { ...tier, keep: event.target.value === 'retainer' ? { kind: 'retainer' } : { kind: 'percent', percent: 50 } })
                    }
                    className={cn(fieldClass, 'h-11 appearance-none pr-9 pl-3')}
                  >
                    <option value="retainer">the deposit</option>
                    <option value="percent">a percentage</option>
                  </select>
                  <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
                </span>
                {tier.keep.kind === 'percent' ? (
                  <span className="flex items-center gap-1">
                    <input
                      type="number"
                      inputMode="numeric"
                      min={0}
                      max={100}
                      aria-label="Percent of the total kept"
                      value={shown(tier.keep.percent)}
                      onChange={(event) => change(index, { ...tier, keep: { kind: 'percent', percent: numberOrNaN(event.target.value) } })}
                      aria-invalid={Boolean(percentError)}
                      className={cn(fieldClass, 'h-11 w-18 px-3 text-center')}
                    />
                    %
                  </span>
                ) : null}
              </div>
              {tierErrors?.daysBefore?.message || percentError ? (
                <p className="mt-1 text-sm text-danger" role="alert">
                  {tierErrors?.daysBefore?.message ?? percentError}
                </p>
              ) : null}
            </li>
          )
        })}
      </ul>
      {arrayError ? (
        <p id={`${id}-error`} className="text-sm text-danger" role="alert">
          {arrayError}
        </p>
      ) : null}
      {value.length < MAX_CANCELLATION_TIERS ? (
        <Button
          type="button"
          variant="ghost"
          size="sm"
          onClick={() => onChange([...value, { daysBefore: Number.isFinite(lowest) && lowest > 0 ? 0 : 14, keep: { kind: 'percent', percent: 100 } }])}
        >
          <Plus aria-hidden="true" /> Add a tier
        </Button>
      ) : null}
      {parsed.success && parsed.data.length ? (
        <div className="rounded-2xl border border-line p-3 text-sm">
          <p className="font-semibold">Your client reads</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5 text-muted">
            {describeCancellationTiers(parsed.data, { retainerCents: depositCents, retainerName: 'deposit' }).map((sentence) => (
              <li key={sentence}>{sentence}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </fieldset>
  )
}
