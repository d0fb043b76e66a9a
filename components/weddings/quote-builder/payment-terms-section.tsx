'use client'
// Payment terms: the retainer paid on signing (a share or an amount, refundable or not) and when the
// balance is due, with both amounts as the total stands.
import { Controller, useWatch } from 'react-hook-form'
import { MoneyInput } from '@/components/gigs/money-input'
import { Segmented } from '@/components/gigs/segmented'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { SwitchRow } from '@/components/ui/switch-row'
import { formatDay } from '@/lib/appointments/describe'
import { formatMoney } from '@/lib/format/money'
import { balanceDueDate } from '@/lib/weddings/fees'
import { safeRetainer } from '@/lib/weddings/quote-preview'
import { section, sectionTitle } from './parts'
import { useLiveQuote, useQuoteForm, useQuoteSetting } from './use-quote'

export function PaymentTermsSection() {
  const { control, formState } = useQuoteForm()
  const { gig } = useQuoteSetting()
  const { preview } = useLiveQuote()
  const errors = formState.errors
  const totalCents = preview?.totalCents ?? null
  const retainer = useWatch({ control, name: 'retainer' })
  const balanceDue = useWatch({ control, name: 'balanceDue' })
  const retainerAmount = totalCents === null ? null : (safeRetainer(totalCents, retainer) ?? null)
  const dueDay =
    balanceDue?.kind === 'onTheDay'
      ? gig.date
      : balanceDue?.kind === 'daysBefore' && Number.isInteger(balanceDue.days) && balanceDue.days > 0
        ? balanceDueDate(gig.date, { kind: 'daysBefore', days: balanceDue.days })
        : null
  const retainerErrors = errors.retainer as { percent?: { message?: string }; cents?: { message?: string } } | undefined
  return (
    <section className={section} aria-labelledby="payment-heading">
      <h2 id="payment-heading" className={sectionTitle}>
        Payment terms
      </h2>
      <Controller
        control={control}
        name="retainer"
        render={({ field }) => (
          <div className="space-y-3">
            <p className="text-sm font-semibold">Retainer, paid on signing</p>
            <Segmented
              label="Retainer"
              value={field.value.kind}
              onChange={(kind) => field.onChange(kind === 'percent' ? { kind, percent: 30 } : { kind, cents: retainerAmount ?? 0 })}
              options={[
                { value: 'percent', label: 'Percent' },
                { value: 'amount', label: 'Amount' },
              ]}
            />
            {field.value.kind === 'percent' ? (
              <Field id="retainer-percent" label="Percent of the total" error={retainerErrors?.percent?.message} required>
                <Input
                  id="retainer-percent"
                  required
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={Number.isNaN(field.value.percent) ? '' : field.value.percent}
                  onChange={(event) => field.onChange({ kind: 'percent', percent: event.target.valueAsNumber })}
                />
              </Field>
            ) : (
              <Field id="retainer-amount" label="Amount" error={retainerErrors?.cents?.message} required>
                <MoneyInput id="retainer-amount" required value={field.value.cents} onChange={(cents) => field.onChange({ kind: 'amount', cents })} />
              </Field>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="retainerRefundable"
        render={({ field }) => (
          <SwitchRow
            label="Refundable retainer"
            hint="Off: the retainer is kept whenever she cancels."
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="balanceDue"
        render={({ field }) => (
          <div className="space-y-3">
            <p className="text-sm font-semibold">Balance due</p>
            <Segmented
              label="Balance due"
              value={field.value.kind}
              onChange={(kind) => field.onChange(kind === 'onTheDay' ? { kind } : { kind, days: 14 })}
              options={[
                { value: 'onTheDay', label: 'On the day' },
                { value: 'daysBefore', label: 'Days before' },
              ]}
            />
            {field.value.kind === 'daysBefore' ? (
              <Field
                id="balance-days"
                label="Days before the wedding"
                error={(errors.balanceDue as { days?: { message?: string } } | undefined)?.days?.message}
                required
              >
                <Input
                  id="balance-days"
                  required
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={Number.isNaN(field.value.days) ? '' : field.value.days}
                  onChange={(event) => field.onChange({ kind: 'daysBefore', days: event.target.valueAsNumber })}
                />
              </Field>
            ) : null}
          </div>
        )}
      />
      <dl className="divide-y divide-line rounded-2xl bg-brand-50/60 px-4 text-[15px]">
        <div className="flex justify-between py-2.5">
          <dt className="text-muted">Retainer</dt>
          <dd className="font-semibold" data-testid="quote-retainer">
            {retainerAmount === null ? '–' : formatMoney(retainerAmount)}
          </dd>
        </div>
        <div className="flex justify-between py-2.5">
          <dt className="text-muted">Balance{dueDay ? `, due ${formatDay(dueDay, 'd MMM yyyy')}` : ''}</dt>
          <dd className="font-semibold">{retainerAmount === null || totalCents === null ? '–' : formatMoney(totalCents - retainerAmount)}</dd>
        </div>
      </dl>
    </section>
  )
}
