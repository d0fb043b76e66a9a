'use client'
// The fees the owner's wedding pricing adds: travel (a distance or a zone), the early start the day's
// timing triggers, and parking and tolls.
import Link from 'next/link'
import { Controller } from 'react-hook-form'
import { MoneyInput } from '@/components/gigs/money-input'
import { Segmented } from '@/components/gigs/segmented'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
import { startText } from '@/lib/weddings/quote-preview'
import { section, sectionTitle } from './parts'
import { useLiveQuote, useQuoteForm, useQuoteSetting } from './use-quote'

export function FeesSection() {
  const { control, formState } = useQuoteForm()
  const { rules } = useQuoteSetting()
  const { schedule, preview } = useLiveQuote()
  const errors = formState.errors
  const travelErrors = errors.travel as { km?: { message?: string }; zone?: { message?: string } } | undefined
  const early = preview?.lines.find((line) => line.kind === 'earlyStart')
  return (
    <section className={section} aria-labelledby="fees-heading">
      <div className="flex items-start justify-between gap-3">
        <div>
          <h2 id="fees-heading" className={sectionTitle}>
            Fees
          </h2>
          <p className="text-sm text-muted">Worked out by your wedding pricing.</p>
        </div>
        <Link href="/dashboard/gigs/fees" className="-mr-2 inline-flex min-h-11 shrink-0 items-center px-2 text-sm font-semibold text-brand-700 underline">
          Pricing
        </Link>
      </div>
      <Controller
        control={control}
        name="travel"
        render={({ field }) => (
          <div className="space-y-3">
            <p className="text-sm font-semibold">Travel</p>
            <Segmented
              label="Travel"
              value={field.value.kind}
              onChange={(kind) =>
                field.onChange(kind === 'km' ? { kind, km: 0 } : kind === 'zone' ? { kind, zone: rules.travel.zones[0]?.name ?? '' } : { kind })
              }
              options={[
                { value: 'none', label: 'None' },
                { value: 'km', label: 'Distance' },
                ...(rules.travel.zones.length ? [{ value: 'zone' as const, label: 'Zone' }] : []),
              ]}
            />
            {field.value.kind === 'km' ? (
              <Field
                id="travel-km"
                label="Distance to the client (km)"
                hint={`Free within ${rules.travel.freeWithinKm} km, then ${formatMoney(rules.travel.perKmCents)} per km.`}
                error={travelErrors?.km?.message}
                required
              >
                <Input
                  id="travel-km"
                  required
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step={0.1}
                  value={Number.isNaN(field.value.km) ? '' : field.value.km}
                  onChange={(event) => field.onChange({ kind: 'km', km: event.target.valueAsNumber })}
                />
              </Field>
            ) : null}
            {field.value.kind === 'zone' ? (
              <Field id="travel-zone" label="Zone" error={travelErrors?.zone?.message}>
                <select
                  id="travel-zone"
                  className={cn(fieldClass, 'h-12 px-3')}
                  value={field.value.zone}
                  onChange={(event) => field.onChange({ kind: 'zone', zone: event.target.value })}
                >
                  {rules.travel.zones.map((zone) => (
                    <option key={zone.name} value={zone.name}>
                      {zone.name} · {formatMoney(zone.feeCents)}
                    </option>
                  ))}
                </select>
              </Field>
            ) : null}
          </div>
        )}
      />
      <div className="flex items-center justify-between gap-3 rounded-2xl bg-stone-50 px-4 py-3 text-[15px]">
        <span>
          <span className="block font-semibold">Early start</span>
          <span className="block text-sm text-muted" data-testid="early-start-detail">
            {!schedule
              ? 'Set the party and ready-by to time the day'
              : early
                ? `Starts ${startText(schedule)}, ${early.detail?.toLowerCase()}`
                : `Starts ${startText(schedule)}: no early-start fee`}
          </span>
        </span>
        <span className="font-semibold">{formatMoney(early?.cents ?? 0)}</span>
      </div>
      <Field id="parking" label="Parking and tolls" error={errors.parkingCents?.message}>
        <Controller
          control={control}
          name="parkingCents"
          render={({ field }) => <MoneyInput ref={field.ref} id="parking" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
        />
      </Field>
    </section>
  )
}
