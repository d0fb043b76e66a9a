'use client'
// Cancellation: what the owner keeps when the bride cancels, by days before the wedding, read back in
// the contract's words.
import { Plus, Trash2 } from 'lucide-react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { MAX_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { cn } from '@/lib/ui/cn'
import { tiersPreview } from '@/lib/weddings/quote-preview'
import { Alert, section, sectionTitle } from './parts'
import { useLiveQuote, useQuoteForm } from './use-quote'

export function TiersSection() {
  const { control, formState } = useQuoteForm()
  const errors = formState.errors.cancellationTiers
  const tiers = useFieldArray({ control, name: 'cancellationTiers' })
  const values = useWatch({ control, name: 'cancellationTiers' })
  const { retainer } = useLiveQuote()
  const tiersText = tiersPreview(values, retainer)
  return (
    <section className={section} aria-labelledby="tiers-heading">
      <div>
        <h2 id="tiers-heading" className={sectionTitle}>
          Cancellation
        </h2>
        <p className="text-sm text-muted">What you keep when she cancels, by how many days before the wedding.</p>
      </div>
      {errors?.message ? <Alert>{errors.message}</Alert> : null}
      {tiers.fields.map((tier, index) => (
        <TierFields key={tier.id} index={index} onRemove={() => tiers.remove(index)} error={errors?.[index]?.daysBefore?.message} />
      ))}
      {tiersText.length ? (
        <ul className="space-y-1 rounded-2xl bg-brand-50/60 px-4 py-3 text-sm text-brand-950" aria-label="As the contract says it">
          {tiersText.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      {tiers.fields.length < MAX_CANCELLATION_TIERS ? (
        <Button type="button" variant="outline" block onClick={() => tiers.append({ daysBefore: 7, keep: { kind: 'percent', percent: 100 } })}>
          <Plus aria-hidden="true" /> Add a tier
        </Button>
      ) : null}
    </section>
  )
}

function TierFields({ index, onRemove, error }: { index: number; onRemove: () => void; error?: string }) {
  const { control, register } = useQuoteForm()
  return (
    <div className="rounded-2xl bg-stone-50 p-3">
      <div className="grid grid-cols-[5.5rem_1fr_auto] items-end gap-2">
        <Field id={`tier-${index}-days`} label="Days before" error={error} required>
          <Input
            id={`tier-${index}-days`}
            required
            type="number"
            inputMode="numeric"
            min={0}
            {...register(`cancellationTiers.${index}.daysBefore`, { valueAsNumber: true })}
          />
        </Field>
        <Controller
          control={control}
          name={`cancellationTiers.${index}.keep`}
          render={({ field }) => (
            <Field id={`tier-${index}-keep`} label="She cancels: you keep">
              <select
                id={`tier-${index}-keep`}
                className={cn(fieldClass, 'h-12 px-3')}
                value={field.value.kind === 'retainer' ? 'retainer' : String(field.value.percent)}
                onChange={(event) =>
                  field.onChange(event.target.value === 'retainer' ? { kind: 'retainer' } : { kind: 'percent', percent: Number(event.target.value) })
                }
              >
                <option value="retainer">The retainer</option>
                {[0, 25, 50, 75, 100].map((percent) => (
                  <option key={percent} value={percent}>
                    {percent === 0 ? 'Nothing' : `${percent}% of total`}
                  </option>
                ))}
              </select>
            </Field>
          )}
        />
        <Button type="button" variant="ghost" size="icon" aria-label={`Remove tier ${index + 1}`} onClick={onRemove}>
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </div>
  )
}
