'use client'
// Wedding pricing: travel (a free radius then a fee per km, free suburbs, zones with their own fee),
// early-start fees by start time, and the minimum booking total. Quotes add these up by themselves.
import { zodResolver } from '@hookform/resolvers/zod'
import { Car, Plus, Sunrise, Trash2, Wallet } from 'lucide-react'
import { useState } from 'react'
import { Controller, useFieldArray, useForm } from 'react-hook-form'
import { MoneyInput } from '@/components/gigs/money-input'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { EARLY_START_SLOTS, feeRulesSchema, MAX_EARLY_START_FEES, MAX_ZONES, type FeeRules } from '@/lib/weddings/schema'
import { cn } from '@/lib/ui/cn'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'
import { shownError } from '@/lib/ui/shown-error'

const section = 'space-y-4 rounded-card bg-white p-4 shadow-card'
const sectionTitle = 'flex items-center gap-2 font-display text-lg font-semibold'

const suburbsText = (suburbs: string[]) => suburbs.join(', ')
const suburbsFrom = (text: string) =>
  text
    .split(',')
    .map((suburb) => suburb.trim())
    .filter(Boolean)

export function FeeRulesForm({ initial }: { initial: FeeRules }) {
  const form = useForm<FeeRules>({ defaultValues: initial, resolver: zodResolver(feeRulesSchema), mode: 'onTouched' })
  const { register, control, handleSubmit, formState, setError, reset } = form
  const errors = formState.errors
  const zones = useFieldArray({ control, name: 'travel.zones' })
  const early = useFieldArray({ control, name: 'earlyStartFees' })
  const [suburbs, setSuburbs] = useState(() => suburbsText(initial.travel.freeSuburbs))
  const unsaved = useUnsavedChanges(formState.isDirty)
  const { run } = useMutation()
  const zonesTouched = formState.touchedFields.travel?.zones
  // Two blank zones just added share a name, but neither is named yet.
  const zonesError = shownError(errors.travel?.zones?.message, {
    touched: zones.fields.length > 0 && zones.fields.every((_, index) => zonesTouched?.[index]?.name),
    submitted: formState.isSubmitted,
  })

  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = await api<FeeRules>('/v1/fee-rules', { method: 'PUT', body: input })
          reset(saved)
          setSuburbs(suburbsText(saved.travel.freeSuburbs))
        },
        { success: 'Wedding pricing saved', fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  return (
    <form onSubmit={save} className="space-y-4 pb-6" noValidate aria-label="Wedding pricing">
      <p className="px-1 text-[15px] text-muted">Your quotes add these fees by themselves. Clients see each one as its own line.</p>

      <section className={section} aria-labelledby="travel-heading">
        <h2 id="travel-heading" className={sectionTitle}>
          <Car className="size-5 text-brand-700" aria-hidden="true" /> Travel
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Field id="freeWithinKm" label="Free within (km)" error={errors.travel?.freeWithinKm?.message}>
            <Input
              id="freeWithinKm"
              type="number"
              inputMode="numeric"
              min={0}
              {...register('travel.freeWithinKm', { valueAsNumber: true })}
              aria-invalid={Boolean(errors.travel?.freeWithinKm)}
            />
          </Field>
          <Field id="perKm" label="Then per km" error={errors.travel?.perKmCents?.message}>
            <Controller
              control={control}
              name="travel.perKmCents"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  id="perKm"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(errors.travel?.perKmCents)}
                />
              )}
            />
          </Field>
        </div>
        <Controller
          control={control}
          name="travel.freeSuburbs"
          render={({ field }) => (
            <Field
              id="freeSuburbs"
              label="Free suburbs"
              hint="Separated by commas. Travel there is always free."
              error={errors.travel?.freeSuburbs?.message ?? errors.travel?.freeSuburbs?.[0]?.message}
            >
              <Input
                id="freeSuburbs"
                ref={field.ref}
                placeholder="Bondi, Coogee, Randwick"
                value={suburbs}
                onChange={(event) => {
                  setSuburbs(event.target.value)
                  field.onChange(suburbsFrom(event.target.value))
                }}
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors.travel?.freeSuburbs)}
              />
            </Field>
          )}
        />
        <div className="space-y-2">
          <p className="text-sm font-semibold">Zones</p>
          <p className="-mt-1 text-sm text-muted">A flat fee for an area, chosen on the quote instead of a distance.</p>
          {zonesError ? (
            <p className="text-sm text-danger" role="alert">
              {zonesError}
            </p>
          ) : null}
          {zones.fields.map((zone, index) => {
            const touched = zonesTouched?.[index]
            const nameError = shownError(errors.travel?.zones?.[index]?.name?.message, { touched: touched?.name, submitted: formState.isSubmitted })
            const feeError = shownError(errors.travel?.zones?.[index]?.feeCents?.message, { touched: touched?.feeCents, submitted: formState.isSubmitted })
            const travelError = shownError(errors.travel?.zones?.[index]?.travelMinutes?.message, {
              touched: touched?.travelMinutes,
              submitted: formState.isSubmitted,
            })
            const distanceError = shownError(errors.travel?.zones?.[index]?.distanceKm?.message, {
              touched: touched?.distanceKm,
              submitted: formState.isSubmitted,
            })
            return (
              <fieldset key={zone.id} className="grid grid-cols-[1fr_7rem_auto] items-start gap-2" aria-label={`Zone ${index + 1}`}>
                <Field id={`zone-${index}-name`} label="Zone name" error={nameError}>
                  <Input
                    id={`zone-${index}-name`}
                    placeholder="Blue Mountains"
                    required
                    {...register(`travel.zones.${index}.name`)}
                    aria-invalid={Boolean(nameError)}
                  />
                </Field>
                <Field id={`zone-${index}-fee`} label="Fee" error={feeError}>
                  <Controller
                    control={control}
                    name={`travel.zones.${index}.feeCents`}
                    render={({ field }) => (
                      <MoneyInput ref={field.ref} id={`zone-${index}-fee`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                    )}
                  />
                </Field>
                <Button type="button" variant="ghost" size="icon" className="mt-7" aria-label={`Remove zone ${index + 1}`} onClick={() => zones.remove(index)}>
                  <Trash2 aria-hidden="true" />
                </Button>
                <Field id={`zone-${index}-travel`} label="Travel time each way (minutes)" error={travelError} className="col-span-2">
                  <Input
                    id={`zone-${index}-travel`}
                    type="number"
                    inputMode="numeric"
                    min={0}
                    max={300}
                    {...register(`travel.zones.${index}.travelMinutes`, { valueAsNumber: true })}
                    aria-invalid={Boolean(travelError)}
                  />
                </Field>
                <Field
                  id={`zone-${index}-distance`}
                  label="Distance (km, each way)"
                  hint="A gig’s mileage fills in the round trip."
                  error={distanceError}
                  className="col-span-2"
                >
                  <Input
                    id={`zone-${index}-distance`}
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={1000}
                    // Optional: a blank field is no distance (null, as the rules answer it), not NaN.
                    {...register(`travel.zones.${index}.distanceKm`, {
                      setValueAs: (value: string | number | null) => (value === '' || value === null ? null : Number(value)),
                    })}
                    aria-invalid={Boolean(distanceError)}
                  />
                </Field>
              </fieldset>
            )
          })}
          {zones.fields.length < MAX_ZONES ? (
            <Button type="button" variant="outline" onClick={() => zones.append({ name: '', feeCents: 0, travelMinutes: 0, distanceKm: null })}>
              <Plus aria-hidden="true" /> Add a zone
            </Button>
          ) : null}
        </div>
      </section>

      <section className={section} aria-labelledby="early-heading">
        <div>
          <h2 id="early-heading" className={sectionTitle}>
            <Sunrise className="size-5 text-brand-700" aria-hidden="true" /> Early starts
          </h2>
          <p className="text-sm text-muted">When a start is before more than one time, the highest fee applies.</p>
        </div>
        {errors.earlyStartFees?.message ? (
          <p className="text-sm text-danger" role="alert">
            {errors.earlyStartFees.message}
          </p>
        ) : null}
        {early.fields.map((fee, index) => (
          <div key={fee.id} className="grid grid-cols-[1fr_7rem_auto] items-end gap-2">
            <Field id={`early-${index}-before`} label="Starting before" error={errors.earlyStartFees?.[index]?.before?.message}>
              <select id={`early-${index}-before`} className={cn(fieldClass, 'h-12 px-3')} {...register(`earlyStartFees.${index}.before`)}>
                {EARLY_START_SLOTS.map((slot) => (
                  <option key={slot.value} value={slot.value}>
                    {slot.label}
                  </option>
                ))}
              </select>
            </Field>
            <Field id={`early-${index}-fee`} label="Fee" error={errors.earlyStartFees?.[index]?.feeCents?.message}>
              <Controller
                control={control}
                name={`earlyStartFees.${index}.feeCents`}
                render={({ field }) => (
                  <MoneyInput ref={field.ref} id={`early-${index}-fee`} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
                )}
              />
            </Field>
            <Button type="button" variant="ghost" size="icon" aria-label={`Remove early-start fee ${index + 1}`} onClick={() => early.remove(index)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        ))}
        {early.fields.length < MAX_EARLY_START_FEES ? (
          <Button type="button" variant="outline" onClick={() => early.append({ before: '07:00', feeCents: 0 })}>
            <Plus aria-hidden="true" /> Add an early-start fee
          </Button>
        ) : null}
      </section>

      <section className={section} aria-labelledby="minimum-heading">
        <h2 id="minimum-heading" className={sectionTitle}>
          <Wallet className="size-5 text-brand-700" aria-hidden="true" /> Minimum booking
        </h2>
        <Field
          id="minimumTotal"
          label="Minimum booking total"
          hint="A smaller quote gets a top-up line to reach it. Leave blank for none."
          error={errors.minimumTotalCents?.message}
        >
          <Controller
            control={control}
            name="minimumTotalCents"
            render={({ field }) => (
              <MoneyInput
                ref={field.ref}
                id="minimumTotal"
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors.minimumTotalCents)}
              />
            )}
          />
        </Field>
        <p className="text-sm text-muted">Parking and tolls are entered on each quote.</p>
      </section>

      <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={!formState.isDirty}>
        Save pricing
      </Button>
      {unsaved.dialog}
    </form>
  )
}
