'use client'
// The party: each row a person or a role, her service, price and time per person, and the headcounts
// the client may choose between on the proposal.
import { Plus, Trash2 } from 'lucide-react'
import { Controller, useFieldArray, useWatch } from 'react-hook-form'
import { MoneyInput } from '@/components/gigs/money-input'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { formatMoney } from '@/lib/format/money'
import { CATEGORY_WHO } from '@/lib/services/categories'
import type { ServiceResponse } from '@/lib/services/schema'
import { cn } from '@/lib/ui/cn'
import { shownError } from '@/lib/ui/shown-error'
import { MAX_PARTY_ROWS } from '@/lib/weddings/limits'
import { Alert, CountStepper, section, sectionTitle } from './parts'
import { useQuoteForm, useQuoteSetting } from './use-quote'

const DURATIONS = [15, 30, 45, 60, 75, 90, 105, 120, 150, 180]
const durationText = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60}` : ''}`)

export function PartySection() {
  const form = useQuoteForm()
  const { control, formState } = form
  const errors = formState.errors.party
  const party = useFieldArray({ control, name: 'party' })

  // A service from the menu fills the row's service, price and time, and who when it is blank.
  const pick = (index: number, entry: ServiceResponse) => {
    const current = form.getValues(`party.${index}`)
    form.setValue(`party.${index}.service`, entry.name, { shouldDirty: true })
    form.setValue(`party.${index}.priceCents`, entry.priceCents, { shouldDirty: true, shouldValidate: true })
    form.setValue(`party.${index}.durationMinutes`, entry.durationMinutes, { shouldDirty: true })
    form.setValue(`party.${index}.serviceId`, entry._id, { shouldDirty: true })
    if (!current.role?.trim()) form.setValue(`party.${index}.role`, CATEGORY_WHO[entry.category], { shouldDirty: true, shouldValidate: true })
  }

  return (
    <section className={section} aria-labelledby="party-heading">
      <div>
        <h2 id="party-heading" className={sectionTitle}>
          The party
        </h2>
        <p className="text-sm text-muted">Price and time are per person. The client may change each headcount between the fewest and the most.</p>
      </div>
      {errors?.message ? <Alert>{errors.message}</Alert> : null}
      {party.fields.map((row, index) => (
        <PartyRowFields
          key={row.id}
          index={index}
          onPick={(entry) => pick(index, entry)}
          onRemove={party.fields.length > 1 ? () => party.remove(index) : undefined}
        />
      ))}
      {party.fields.length < MAX_PARTY_ROWS ? (
        <Button
          type="button"
          variant="outline"
          block
          onClick={() => party.append({ role: '', service: 'Makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 0, durationMinutes: 45 })}
        >
          <Plus aria-hidden="true" /> Add a person or role
        </Button>
      ) : null}
    </section>
  )
}

function PartyRowFields({ index, onPick, onRemove }: { index: number; onPick: (entry: ServiceResponse) => void; onRemove?: () => void }) {
  const { control, register, formState } = useQuoteForm()
  const { menu } = useQuoteSetting()
  // A row just added shows no error until she leaves a field of it or saves (lib/ui/shown-error.ts).
  const touched = formState.touchedFields.party?.[index]
  const rowErrors = formState.errors.party?.[index]
  const shown = (field: 'role' | 'service' | 'priceCents') =>
    shownError(rowErrors?.[field]?.message, { touched: touched?.[field], submitted: formState.isSubmitted })
  const errors = { role: shown('role'), service: shown('service'), priceCents: shown('priceCents'), durationMinutes: rowErrors?.durationMinutes?.message }
  const id = (name: string) => `party-${index}-${name}`
  const rowError = rowErrors?.count?.message ?? rowErrors?.maxCount?.message ?? rowErrors?.minCount?.message
  const serviceId = useWatch({ control, name: `party.${index}.serviceId` })
  const duration = useWatch({ control, name: `party.${index}.durationMinutes` })
  const durations = Number.isInteger(duration) && !DURATIONS.includes(duration) ? [...DURATIONS, duration].sort((a, b) => a - b) : DURATIONS
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-3" aria-label={`Party row ${index + 1}`}>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Field id={id('role')} label="Who" error={errors.role} required>
          <Input
            id={id('role')}
            required
            placeholder="Bride, Bridesmaids, Mother of the bride"
            autoComplete="off"
            {...register(`party.${index}.role`)}
            aria-invalid={Boolean(errors.role)}
          />
        </Field>
        {onRemove ? (
          <Button type="button" variant="ghost" size="icon" className="mt-7" aria-label={`Remove party row ${index + 1}`} onClick={onRemove}>
            <Trash2 aria-hidden="true" />
          </Button>
        ) : null}
      </div>
      {menu.length ? (
        <Field id={id('menu')} label="From your menu">
          <select
            id={id('menu')}
            className={cn(fieldClass, 'h-12 px-3')}
            value={serviceId ?? ''}
            onChange={(event) => {
              const entry = menu.find((item) => item._id === event.target.value)
              if (entry) onPick(entry)
            }}
          >
            <option value="">Choose a service…</option>
            {menu.map((entry) => (
              <option key={entry._id} value={entry._id}>
                {entry.name} · {formatMoney(entry.priceCents)} · {durationText(entry.durationMinutes)}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <Field id={id('service')} label="Service" error={errors.service} required>
        <Input
          id={id('service')}
          required
          placeholder="Bridal makeup and hair"
          autoComplete="off"
          {...register(`party.${index}.service`)}
          aria-invalid={Boolean(errors.service)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={id('price')} label="Price each" error={errors.priceCents} required>
          <Controller
            control={control}
            name={`party.${index}.priceCents`}
            render={({ field }) => (
              <MoneyInput
                ref={field.ref}
                id={id('price')}
                required
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors.priceCents)}
              />
            )}
          />
        </Field>
        <Field id={id('duration')} label="Time each" error={errors.durationMinutes}>
          <select id={id('duration')} className={cn(fieldClass, 'h-12 px-3')} {...register(`party.${index}.durationMinutes`, { valueAsNumber: true })}>
            {durations.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationText(minutes)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="space-y-2">
        <CountStepper name={`party.${index}.count`} label="People" id={id('count')} min={0} max={50} />
        <CountStepper name={`party.${index}.minCount`} label="Fewest" id={id('min')} min={0} max={50} />
        <CountStepper name={`party.${index}.maxCount`} label="Most" id={id('max')} min={0} max={50} />
      </div>
      {rowError ? <Alert>{rowError}</Alert> : null}
    </fieldset>
  )
}
