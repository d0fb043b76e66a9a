'use client'
// The quote builder: the party (each row a person or a role, her service, price and time per person,
// and the headcounts the client may choose), the trial run, the fees the owner's rules add, the
// retainer and balance, the cancellation tiers, notes and terms; the total follows every change.
import { zodResolver } from '@hookform/resolvers/zod'
import { Gem, Minus, Plus, Send, Trash2 } from 'lucide-react'
import Link from 'next/link'
import { useState, type ReactNode } from 'react'
import { Controller, useFieldArray, useForm, useWatch, type Control, type UseFormRegister } from 'react-hook-form'
import { mutate } from 'swr'
import { DashboardPage } from '@/components/dashboard/dashboard-page'
import { DateInput } from '@/components/gigs/date-input'
import { MoneyInput } from '@/components/gigs/money-input'
import { Segmented } from '@/components/gigs/segmented'
import { TimeSelect } from '@/components/gigs/time-select'
import { NoWayToPay } from '@/components/payments/no-way-to-pay'
import { ActionBar } from '@/components/ui/action-bar'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Input, Textarea } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { cancellationTiersSchema, describeCancellationTiers, MAX_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { formatDay } from '@/lib/appointments/describe'
import { MAX_ARTISTS, type AppointmentResponse } from '@/lib/appointments/schema'
import { isClockTime, slotLabel } from '@/lib/appointments/slots'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'
import { cn } from '@/lib/ui/cn'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'
import { formatMoney } from '@/lib/format/money'
import { balanceDueDate, quoteTotals, retainerCents } from '@/lib/weddings/fees'
import { CATEGORY_WHO, type ServiceResponse } from '@/lib/services/schema'
import { formatMinutes, weddingHours, weddingSchedule, type WeddingSchedule } from '@/lib/weddings/schedule'
import {
  BUFFER_CHOICES,
  MAX_PARTY_ROWS,
  quoteBody,
  retainerSchema,
  type EarlyStartFee,
  type FeeRules,
  type QuoteBody,
  type QuoteBodyInput,
  type QuoteResponse,
  type WeddingPackage,
} from '@/lib/weddings/schema'

const section = 'space-y-4 rounded-card bg-white p-4 shadow-card'
const sectionTitle = 'font-display text-lg font-semibold'
const DURATIONS = [15, 30, 45, 60, 75, 90, 105, 120, 150, 180]
const durationText = (minutes: number) => (minutes < 60 ? `${minutes} min` : `${Math.floor(minutes / 60)} h${minutes % 60 ? ` ${minutes % 60}` : ''}`)

type Form = { control: Control<QuoteBodyInput, unknown, QuoteBody>; register: UseFormRegister<QuoteBodyInput> }

export function QuoteBuilder({
  gig,
  rules,
  saved,
  initial,
  today,
  timeZone,
  menu,
  noWayToPay,
}: {
  gig: AppointmentResponse
  rules: FeeRules
  saved: QuoteResponse | null
  initial: QuoteBodyInput
  today: string
  /** The owner's: the day is timed on her clock. */
  timeZone: string
  /** Her service menu: picking a service fills a row's price and time. */
  menu: ServiceResponse[]
  /** Card payments off and no other way to pay set: the bride could not pay a retainer. */
  noWayToPay: boolean
}) {
  const form = useForm<QuoteBodyInput, unknown, QuoteBody>({ defaultValues: initial, resolver: zodResolver(quoteBody), mode: 'onTouched' })
  const { control, register, handleSubmit, formState, setError, reset } = form
  const errors = formState.errors
  const values = useWatch({ control }) as QuoteBodyInput
  const party = useFieldArray({ control, name: 'party' })
  const tiers = useFieldArray({ control, name: 'cancellationTiers' })
  const [quote, setQuote] = useState(saved)
  const { run, idempotencyKey: sendKey } = useMutation()
  const unsaved = useUnsavedChanges(formState.isDirty)
  const canSend = gig.status === 'offered'

  const schedule = liveSchedule(values, gig, rules, timeZone)
  const preview = livePreview(values, gig, rules, schedule?.earlyStartFee ?? null)
  const early = preview?.lines.find((line) => line.kind === 'earlyStart')
  const retainerPreview = preview && values.retainer ? safeRetainer(preview.totalCents, values.retainer) : undefined
  const tiersText = tiersPreview(values.cancellationTiers, retainerPreview)

  async function save(input: QuoteBody): Promise<QuoteResponse> {
    const next = await api<QuoteResponse>(`/v1/appointment/${gig._id}/quote`, { method: 'PUT', body: input })
    setQuote(next)
    reset(input, { keepValues: true })
    void mutate(APPOINTMENTS_KEY)
    return next
  }

  const keepAsUsual = handleSubmit(
    (input) =>
      run(
        () =>
          api<WeddingPackage>('/v1/wedding-package', {
            method: 'PUT',
            body: {
              party: input.party,
              trial: input.trial ? { time: input.trial.time, feeCents: input.trial.feeCents, notes: input.trial.notes } : null,
              retainer: input.retainer,
              retainerRefundable: input.retainerRefundable,
              terms: input.terms,
            },
          }),
        { success: 'Saved as your usual wedding: your next wedding quote starts from it', fieldErrors: refusedFields(setError) },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  const sentText = gig.customerEmail ? `Quote sent to ${gig.customerEmail}` : 'Quote ready: copy the link from the gig'
  const submit = (send: boolean) =>
    handleSubmit(
      (input, event) =>
        run(
          async () => {
            const next = await save(input)
            if (send) await api<QuoteResponse>(`/v1/appointment/${gig._id}/quote/send`, { method: 'POST', idempotencyKey: sendKey })
            unsaved.go(`/dashboard/gigs/${gig._id}`)
            return next
          },
          {
            success: (next) => (send ? sentText : next.needsNewSignature ? `Quote saved. ${gig.customerName} must sign the contract again.` : 'Quote saved'),
            refresh: true,
            fieldErrors: refusedFields(setError),
            focus: () => event?.target,
          },
        ),
      (_, event) => focusFirstInvalid(event?.target),
    )

  return (
    <DashboardPage title={quote ? 'Edit quote' : 'Build a quote'} backHref={`/dashboard/gigs/${gig._id}`}>
      <form onSubmit={submit(false)} noValidate className="space-y-4" aria-label="Quote">
        <section className="rounded-card bg-ink p-4 text-white" aria-label="The wedding">
          <p className="text-sm text-white/70">Wedding of {gig.customerName}</p>
          <p className="font-display text-xl font-semibold">{formatDay(gig.date, 'EEEE d MMMM yyyy')}</p>
          <p className="text-sm text-white/80">
            {schedule
              ? weddingHours({ from: schedule.start, to: values.readyBy ?? gig.time.to })
              : `ready by ${slotLabel(values.readyBy || gig.time.to).toLowerCase()}`}{' '}
            · {gig.location.city}
          </p>
        </section>
        {quote?.needsNewSignature ? <Note tone="warn">The quote changed after {gig.customerName} signed. She must sign the contract again.</Note> : null}
        {quote?.signature ? (
          <Note tone="info">Signed by {quote.signature.fullName}. Changing the terms asks her to sign again; her signature stays on record.</Note>
        ) : null}

        <section className={section} aria-labelledby="party-heading">
          <div>
            <h2 id="party-heading" className={sectionTitle}>
              The party
            </h2>
            <p className="text-sm text-muted">Price and time are per person. The client may change each headcount between the fewest and the most.</p>
          </div>
          {errors.party?.message ? <Alert>{errors.party.message}</Alert> : null}
          {party.fields.map((row, index) => (
            <PartyRowFields
              key={row.id}
              index={index}
              control={control}
              register={register}
              menu={menu}
              onPick={(entry) => {
                const current = form.getValues(`party.${index}`)
                form.setValue(`party.${index}.service`, entry.name, { shouldDirty: true })
                form.setValue(`party.${index}.priceCents`, entry.priceCents, { shouldDirty: true, shouldValidate: true })
                form.setValue(`party.${index}.durationMinutes`, entry.durationMinutes, { shouldDirty: true })
                form.setValue(`party.${index}.serviceId`, entry._id, { shouldDirty: true })
                if (!current.role?.trim()) form.setValue(`party.${index}.role`, CATEGORY_WHO[entry.category], { shouldDirty: true, shouldValidate: true })
              }}
              errors={errors.party?.[index]}
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

        <DayFields control={control} register={register} errors={errors} schedule={schedule} />

        <TrialFields control={control} register={register} errors={errors.trial} today={today} weddingDay={gig.date} />

        <section className={section} aria-labelledby="fees-heading">
          <div className="flex items-start justify-between gap-3">
            <div>
              <h2 id="fees-heading" className={sectionTitle}>
                Fees
              </h2>
              <p className="text-sm text-muted">Worked out by your wedding pricing.</p>
            </div>
            <Link href="/dashboard/gigs/fees" className="shrink-0 pt-1 text-sm font-semibold text-brand-700 underline">
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
                    error={(errors.travel as { km?: { message?: string } } | undefined)?.km?.message}
                  >
                    <Input
                      id="travel-km"
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
                  <Field id="travel-zone" label="Zone" error={(errors.travel as { zone?: { message?: string } } | undefined)?.zone?.message}>
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

        <PaymentTermsFields control={control} errors={errors} totalCents={preview?.totalCents ?? null} weddingDay={gig.date} />

        <section className={section} aria-labelledby="tiers-heading">
          <div>
            <h2 id="tiers-heading" className={sectionTitle}>
              Cancellation
            </h2>
            <p className="text-sm text-muted">What you keep when she cancels, by how many days before the wedding.</p>
          </div>
          {errors.cancellationTiers?.message ? <Alert>{errors.cancellationTiers.message}</Alert> : null}
          {tiers.fields.map((tier, index) => (
            <TierFields
              key={tier.id}
              index={index}
              control={control}
              register={register}
              onRemove={() => tiers.remove(index)}
              error={errors.cancellationTiers?.[index]?.daysBefore?.message}
            />
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

        <section className={section} aria-labelledby="notes-heading">
          <h2 id="notes-heading" className={sectionTitle}>
            Notes and terms
          </h2>
          <Field id="notes" label="A note to the bride" hint="Shown above the quote." error={errors.notes?.message}>
            <Textarea id="notes" rows={3} placeholder="Congratulations! Here is everything for your day…" {...register('notes')} />
          </Field>
          <Field
            id="terms"
            label="Your own terms"
            hint="Added to the contract she signs, after the payment and cancellation terms."
            error={errors.terms?.message}
          >
            <Textarea id="terms" rows={4} placeholder="Touch-ups after 2 pm are charged by the hour…" {...register('terms')} />
          </Field>
          <Button type="button" variant="outline" block onClick={keepAsUsual}>
            Save as my usual wedding
          </Button>
          <p className="text-sm text-muted">Your party, trial run, retainer and terms: your next wedding quote starts from them.</p>
        </section>

        {canSend && noWayToPay && (retainerPreview ?? 0) > 0 ? <NoWayToPay what="retainer" /> : null}
        {/* One 48-px row over the tabs: with them, under 15% of an 844-px screen. */}
        <ActionBar className="-mx-4 bg-none px-0 pt-0 pb-0">
          <div className="flex h-12 items-center gap-2 border-t border-line bg-white px-4">
            <div className="min-w-0 flex-1 leading-tight">
              <span className="block text-xs text-muted">Total</span>
              <span className="block font-display text-lg font-semibold" data-testid="quote-total">
                {preview ? formatMoney(preview.totalCents) : '–'}
              </span>
            </div>
            <Button type="submit" variant="outline" loading={formState.isSubmitting}>
              Save
            </Button>
            {canSend ? (
              <Button type="button" loading={formState.isSubmitting} onClick={submit(true)} aria-label={quote?.sentAt ? 'Save and resend' : 'Save and send'}>
                <Send aria-hidden="true" /> {quote?.sentAt ? 'Resend' : 'Send'}
              </Button>
            ) : null}
          </div>
        </ActionBar>
        {unsaved.dialog}
      </form>
    </DashboardPage>
  )
}

/** The day as typed so far, by the same computation the server saves: null until it can be timed. */
function liveSchedule(values: QuoteBodyInput, gig: AppointmentResponse, rules: FeeRules, timeZone: string): WeddingSchedule | null {
  if (!values.readyBy || !isClockTime(values.readyBy) || !Number.isInteger(values.artistCount) || (values.artistCount ?? 0) < 1) return null
  const party = (values.party ?? []).filter((row) => Number.isInteger(row?.count) && Number.isInteger(row?.durationMinutes) && row.count > 0)
  if (!party.length) return null
  return weddingSchedule({
    date: gig.date,
    readyBy: values.readyBy,
    party: party.map((row) => ({ role: row.role || 'Guest', service: row.service ?? '', count: row.count, durationMinutes: row.durationMinutes })),
    artistCount: values.artistCount!,
    bufferMinutes: Number.isInteger(values.bufferMinutes) ? (values.bufferMinutes ?? 0) : 0,
    timeZone,
    earlyStartFees: rules.earlyStartFees,
  })
}

const startText = (schedule: WeddingSchedule) => `${slotLabel(schedule.start).toLowerCase()}${schedule.timeline.startsDayBefore ? ' the day before' : ''}`

/** The quote's total as typed so far: rows and amounts still being typed count as nothing yet. */
function livePreview(values: QuoteBodyInput, gig: AppointmentResponse, rules: FeeRules, earlyStart: EarlyStartFee | null) {
  const party = (values.party ?? []).filter((row) => Number.isInteger(row?.count) && Number.isInteger(row?.priceCents)) as QuoteBody['party']
  if (!party.length) return null
  const travel =
    values.travel?.kind === 'km' && !Number.isFinite(values.travel.km)
      ? { kind: 'none' as const }
      : ((values.travel ?? { kind: 'none' }) as QuoteBody['travel'])
  const parkingCents = Number.isInteger(values.parkingCents) ? (values.parkingCents ?? 0) : 0
  return quoteTotals({ party, travel, parkingCents, earlyStart, suburb: gig.location.city }, rules)
}

/** The tiers in the contract's words, once they read as valid tiers. */
function tiersPreview(tiers: QuoteBodyInput['cancellationTiers'], retainer: number | undefined): string[] {
  const parsed = cancellationTiersSchema.safeParse(tiers)
  return parsed.success ? describeCancellationTiers(parsed.data, { retainerCents: retainer }) : []
}

/** The retainer on a total, or undefined while its amount is half typed. */
function safeRetainer(totalCents: number, retainer: QuoteBodyInput['retainer']): number | undefined {
  const parsed = retainerSchema.safeParse(retainer)
  return parsed.success ? retainerCents(totalCents, parsed.data) : undefined
}

function PartyRowFields({
  index,
  control,
  register,
  errors,
  onRemove,
  menu,
  onPick,
}: Form & {
  index: number
  menu: ServiceResponse[]
  onPick: (entry: ServiceResponse) => void
  errors?: Partial<Record<'role' | 'service' | 'count' | 'minCount' | 'maxCount' | 'priceCents' | 'durationMinutes', { message?: string }>>
  onRemove?: () => void
}) {
  const id = (name: string) => `party-${index}-${name}`
  const rowError = errors?.count?.message ?? errors?.maxCount?.message ?? errors?.minCount?.message
  const serviceId = useWatch({ control, name: `party.${index}.serviceId` })
  const duration = useWatch({ control, name: `party.${index}.durationMinutes` })
  const durations = Number.isInteger(duration) && !DURATIONS.includes(duration) ? [...DURATIONS, duration].sort((a, b) => a - b) : DURATIONS
  return (
    <fieldset className="space-y-3 rounded-2xl border border-line p-3" aria-label={`Party row ${index + 1}`}>
      <div className="grid grid-cols-[1fr_auto] gap-2">
        <Field id={id('role')} label="Who" error={errors?.role?.message}>
          <Input
            id={id('role')}
            placeholder="Bride, Bridesmaids, Mother of the bride"
            autoComplete="off"
            {...register(`party.${index}.role`)}
            aria-invalid={Boolean(errors?.role)}
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
      <Field id={id('service')} label="Service" error={errors?.service?.message}>
        <Input
          id={id('service')}
          placeholder="Bridal makeup and hair"
          autoComplete="off"
          {...register(`party.${index}.service`)}
          aria-invalid={Boolean(errors?.service)}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={id('price')} label="Price each" error={errors?.priceCents?.message}>
          <Controller
            control={control}
            name={`party.${index}.priceCents`}
            render={({ field }) => (
              <MoneyInput
                ref={field.ref}
                id={id('price')}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                aria-invalid={Boolean(errors?.priceCents)}
              />
            )}
          />
        </Field>
        <Field id={id('duration')} label="Time each" error={errors?.durationMinutes?.message}>
          <select id={id('duration')} className={cn(fieldClass, 'h-12 px-3')} {...register(`party.${index}.durationMinutes`, { valueAsNumber: true })}>
            {durations.map((minutes) => (
              <option key={minutes} value={minutes}>
                {durationText(minutes)}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="grid grid-cols-3 gap-2">
        <Stepper control={control} name={`party.${index}.count`} label="People" id={id('count')} />
        <Stepper control={control} name={`party.${index}.minCount`} label="Fewest" id={id('min')} />
        <Stepper control={control} name={`party.${index}.maxCount`} label="Most" id={id('max')} />
      </div>
      {rowError ? <Alert>{rowError}</Alert> : null}
    </fieldset>
  )
}

function Stepper(props: { control: Form['control']; name: `party.${number}.${'count' | 'minCount' | 'maxCount'}`; label: string; id: string }) {
  return <CountStepper {...props} min={0} max={50} />
}

function CountStepper({
  control,
  name,
  label,
  id,
  min,
  max,
}: {
  control: Form['control']
  name: `party.${number}.${'count' | 'minCount' | 'maxCount'}` | 'artistCount'
  label: string
  id: string
  min: number
  max: number
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="space-y-1.5">
          <label htmlFor={id} className="block text-center text-sm font-semibold">
            {label}
          </label>
          <div className="flex h-12 items-center justify-between rounded-2xl border border-line bg-white">
            <button
              type="button"
              className="flex size-11 items-center justify-center text-brand-700 disabled:text-stone-300"
              aria-label={`${label}: one fewer`}
              disabled={(field.value ?? min) <= min}
              onClick={() => field.onChange((field.value ?? min) - 1)}
            >
              <Minus className="size-4" aria-hidden="true" />
            </button>
            <input
              id={id}
              ref={field.ref}
              inputMode="numeric"
              className="w-7 bg-transparent text-center font-semibold outline-none"
              value={field.value === undefined || Number.isNaN(field.value) ? '' : field.value}
              onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
              onBlur={field.onBlur}
            />
            <button
              type="button"
              className="flex size-11 items-center justify-center text-brand-700 disabled:text-stone-300"
              aria-label={`${label}: one more`}
              disabled={(field.value ?? min) >= max}
              onClick={() => field.onChange((field.value ?? min) + 1)}
            >
              <Plus className="size-4" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
    />
  )
}

/** The wedding's one ready-by time, the artists and the break between sitters: the day is timed from them. */
function DayFields({
  control,
  register,
  errors,
  schedule,
}: Form & {
  errors: ReturnType<typeof useForm<QuoteBodyInput, unknown, QuoteBody>>['formState']['errors']
  schedule: WeddingSchedule | null
}) {
  return (
    <section className={section} aria-labelledby="day-heading">
      <div>
        <h2 id="day-heading" className={sectionTitle}>
          The day
        </h2>
        <p className="text-sm text-muted">Everyone is ready by this time. The start, the early-start fee and the timeline follow from the party.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="readyBy" label="Ready by" error={errors.readyBy?.message}>
          <Input id="readyBy" type="time" step={300} required {...register('readyBy')} aria-invalid={Boolean(errors.readyBy)} />
        </Field>
        <Field id="bufferMinutes" label="Break between sitters" error={errors.bufferMinutes?.message}>
          <select id="bufferMinutes" className={cn(fieldClass, 'h-12 px-3')} {...register('bufferMinutes', { valueAsNumber: true })}>
            {BUFFER_CHOICES.map((minutes) => (
              <option key={minutes} value={minutes}>
                {minutes ? `${minutes} min` : 'None'}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <CountStepper control={control} name="artistCount" label="Artists" id="artistCount" min={1} max={MAX_ARTISTS} />
      {schedule ? (
        <p className="rounded-2xl bg-stone-50 px-4 py-3 text-[15px]" data-testid="day-start">
          {schedule.faces} {schedule.faces === 1 ? 'face' : 'faces'}, {formatMinutes(schedule.minutes)}: start{' '}
          <span className="font-semibold">{startText(schedule)}</span>
          {schedule.earlyStartFee ? `, early-start fee ${formatMoney(schedule.earlyStartFee.feeCents)}` : ''}
        </p>
      ) : null}
      {schedule?.warning ? (
        <p className="rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950" role="alert" data-testid="fit-warning">
          {schedule.warning}
        </p>
      ) : null}
    </section>
  )
}

function TrialFields({
  control,
  register,
  errors,
  today,
  weddingDay,
}: Form & {
  errors?: {
    date?: { message?: string }
    time?: { from?: { message?: string }; to?: { message?: string } }
    feeCents?: { message?: string }
    notes?: { message?: string }
  }
  today: string
  weddingDay: string
}) {
  const trial = useWatch({ control, name: 'trial' })
  return (
    <section className={section} aria-labelledby="trial-heading">
      <Controller
        control={control}
        name="trial"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-4">
            <span>
              <span id="trial-heading" className={cn(sectionTitle, 'block')}>
                Trial run
              </span>
              <span className="block text-sm text-muted">Its own gig once she books, linked to the wedding.</span>
            </span>
            <Switch
              checked={Boolean(field.value)}
              onCheckedChange={(on) => field.onChange(on ? { date: '', time: { from: '10:00', to: '12:00' }, feeCents: 0, notes: '' } : null)}
              aria-label="Trial run"
            />
          </label>
        )}
      />
      {trial ? (
        <>
          <DateInput control={control} name="trial.date" id="trial-date" label="Date" title="Date of the trial run" disabledBefore={today} />
          {trial.date && trial.date > weddingDay ? <Alert>The trial run comes before the wedding</Alert> : null}
          <div className="grid grid-cols-2 gap-3">
            <Field id="trial-from" label="From" error={errors?.time?.from?.message}>
              <TimeSelect id="trial-from" placeholder="Start" {...register('trial.time.from')} />
            </Field>
            <Field id="trial-to" label="To" error={errors?.time?.to?.message}>
              <TimeSelect id="trial-to" placeholder="End" after={trial.time?.from || undefined} {...register('trial.time.to')} />
            </Field>
          </div>
          <Field id="trial-fee" label="Trial fee" hint="Paid on its own, apart from the wedding total." error={errors?.feeCents?.message}>
            <Controller
              control={control}
              name="trial.feeCents"
              render={({ field }) => <MoneyInput ref={field.ref} id="trial-fee" value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          </Field>
          <Field id="trial-notes" label="Trial notes" error={errors?.notes?.message}>
            <Textarea id="trial-notes" rows={2} className="min-h-20" placeholder="Bring photos of the dress and the hairpiece" {...register('trial.notes')} />
          </Field>
        </>
      ) : null}
    </section>
  )
}

function PaymentTermsFields({
  control,
  errors,
  totalCents,
  weddingDay,
}: Pick<Form, 'control'> & {
  errors: ReturnType<typeof useForm<QuoteBodyInput, unknown, QuoteBody>>['formState']['errors']
  totalCents: number | null
  weddingDay: string
}) {
  const retainer = useWatch({ control, name: 'retainer' })
  const balanceDue = useWatch({ control, name: 'balanceDue' })
  const retainerAmount = totalCents === null ? null : (safeRetainer(totalCents, retainer) ?? null)
  const dueDay =
    balanceDue?.kind === 'onTheDay'
      ? weddingDay
      : balanceDue?.kind === 'daysBefore' && Number.isInteger(balanceDue.days) && balanceDue.days > 0
        ? balanceDueDate(weddingDay, { kind: 'daysBefore', days: balanceDue.days })
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
              <Field id="retainer-percent" label="Percent of the total" error={retainerErrors?.percent?.message}>
                <Input
                  id="retainer-percent"
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={100}
                  value={Number.isNaN(field.value.percent) ? '' : field.value.percent}
                  onChange={(event) => field.onChange({ kind: 'percent', percent: event.target.valueAsNumber })}
                />
              </Field>
            ) : (
              <Field id="retainer-amount" label="Amount" error={retainerErrors?.cents?.message}>
                <MoneyInput id="retainer-amount" value={field.value.cents} onChange={(cents) => field.onChange({ kind: 'amount', cents })} />
              </Field>
            )}
          </div>
        )}
      />
      <Controller
        control={control}
        name="retainerRefundable"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
            <span>
              <span className="block font-semibold">Refundable retainer</span>
              <span className="block text-sm text-muted">Off: the retainer is kept whenever she cancels.</span>
            </span>
            <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Refundable retainer" />
          </label>
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
              >
                <Input
                  id="balance-days"
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

function TierFields({ index, control, register, onRemove, error }: Form & { index: number; onRemove: () => void; error?: string }) {
  return (
    <div className="rounded-2xl bg-stone-50 p-3">
      <div className="grid grid-cols-[5.5rem_1fr_auto] items-end gap-2">
        <Field id={`tier-${index}-days`} label="Days before" error={error}>
          <Input
            id={`tier-${index}-days`}
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

function Alert({ children }: { children: ReactNode }) {
  return (
    <p className="text-sm text-danger" role="alert">
      {children}
    </p>
  )
}

function Note({ tone, children }: { tone: 'warn' | 'info'; children: ReactNode }) {
  return (
    <p className={cn('flex gap-2 rounded-card p-4 text-sm', tone === 'warn' ? 'bg-amber-50 text-amber-950' : 'bg-emerald-50 text-emerald-950')} role="status">
      <Gem className="size-4 shrink-0" aria-hidden="true" />
      {children}
    </p>
  )
}
