'use client'
// New Event / Edit event: every field of a gig, checked with the schema the API uses. Save is enabled
// once the spec's fields are there (name, city, date, start, end, one service with who and what).
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { mutate } from 'swr'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { fieldClass, Input, Textarea } from '@/components/ui/input'
import { PhoneField } from '@/components/ui/phone-field'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { appointmentForm, canSaveEvent, MAX_GIG_PHOTOS, type AppointmentForm, type AppointmentFormInput } from '@/lib/appointments/schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { addDaysTo } from '@/lib/appointments/dates'
import { formatDay } from '@/lib/appointments/describe'
import { isNextDay, slotLabel } from '@/lib/appointments/slots'
import { linesTotal } from '@/lib/services/menu'
import { APPOINTMENTS_KEY } from '@/lib/swr/use-appointments'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { cn } from '@/lib/ui/cn'
import { refusedFields } from '@/lib/ui/refused-fields'
import { formatMoney } from '@/lib/format/money'
import { totalWithExtras, type QuoteExtras } from '@/lib/weddings/quote-extras'
import { DateInput } from './date-input'
import { MoneyInput } from './money-input'
import { OverlapWarning } from './overlap-warning'
import { PhotoPicker } from '@/components/upload/photo-picker'
import { ReadyByFields } from './ready-by-fields'
import { ServicesFields } from './services-fields'
import { WhenFields } from './when-fields'

const STATES = ['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']

const section = 'space-y-4 rounded-card bg-white p-4 shadow-card'
const sectionTitle = 'font-display text-lg font-semibold'

export function EventForm({
  appointmentId,
  initial,
  extras = null,
}: {
  appointmentId?: string
  initial: AppointmentFormInput
  /** A wedding's quote: its fees stay in any total worked out from the lines. */
  extras?: QuoteExtras | null
}) {
  const form = useForm<AppointmentFormInput, unknown, AppointmentForm>({ defaultValues: initial, resolver: zodResolver(appointmentForm), mode: 'onTouched' })
  const { register, control, handleSubmit, formState, setError, setValue } = form
  const values = useWatch({ control }) as AppointmentFormInput
  const errors = formState.errors
  const { run, idempotencyKey } = useMutation()
  const ready = canSaveEvent({ ...values, location: { city: values.location?.city ?? '' } })
  const unsaved = useUnsavedChanges(formState.isDirty)
  // What the priced lines add up to, with a quote's fees, offered as the total while it differs from the one typed.
  const linesCents = linesTotal(values.services ?? [])
  const servicesTotal = linesCents === null ? null : totalWithExtras(linesCents, extras)
  const withFees = Boolean(extras && (extras.feesCents > 0 || extras.minimumCents > 0))

  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = appointmentId
            ? await api<AppointmentResponse>('/v1/appointment', { method: 'PATCH', body: { _id: appointmentId, ...input } })
            : await api<AppointmentResponse>('/v1/appointment', { method: 'POST', body: input, idempotencyKey })
          await mutate(APPOINTMENTS_KEY)
          unsaved.go(`/dashboard/gigs/${saved._id}`)
        },
        { success: appointmentId ? 'Gig saved' : 'Gig added', refresh: true, fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  return (
    <form onSubmit={save} className="space-y-4 pb-6" noValidate aria-label={appointmentId ? 'Edit event' : 'New Event'}>
      <section className={section} aria-labelledby="client-heading">
        <h2 id="client-heading" className={sectionTitle}>
          Client
        </h2>
        <TextField id="customerName" label="Client name" error={errors.customerName?.message} autoComplete="off" {...register('customerName')} />
        <PhoneField control={control} name="customerMobile" />
        <TextField id="customerEmail" label="Email" error={errors.customerEmail?.message} type="email" autoComplete="off" {...register('customerEmail')} />
      </section>

      <section className={section} aria-labelledby="when-heading">
        <h2 id="when-heading" className={sectionTitle}>
          When and where
        </h2>
        <WhenFields
          control={control}
          register={register}
          setValue={setValue}
          labels={{ date: 'Date', dateTitle: 'Date of the gig', from: 'Start time', to: 'End time' }}
        />
        <OverlapWarning date={values.date} time={values.time} exceptId={appointmentId} />
        {values.time?.to && isNextDay(values.time.to) ? (
          <p className="-mt-1 rounded-2xl bg-brand-50 px-3 py-2 text-sm text-brand-900" role="note">
            Finishes the next day{values.date ? `, ${formatDay(addDaysTo(values.date, 1), 'EEEE d MMMM')}` : ''}, at {slotLabel(values.time.to).toLowerCase()}.
          </p>
        ) : null}
        <div className="grid grid-cols-[1fr_6.5rem] gap-3">
          <Field id="city" label="Suburb or city" error={errors.location?.city?.message ?? errors.location?.message}>
            <Input id="city" autoComplete="off" {...register('location.city')} aria-invalid={Boolean(errors.location?.city)} />
          </Field>
          <Field id="state" label="State">
            <select id="state" className={cn(fieldClass, 'h-12 px-3')} {...register('location.state')}>
              <option value="">–</option>
              {STATES.map((state) => (
                <option key={state} value={state}>
                  {state}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="formatted" label="Address (optional)" error={errors.location?.formatted?.message}>
          <Input
            id="formatted"
            autoComplete="off"
            placeholder="Street, venue or hotel room"
            {...register('location.formatted')}
            aria-invalid={Boolean(errors.location?.formatted)}
          />
        </Field>
      </section>

      <section className={section} aria-labelledby="services-heading">
        <div>
          <h2 id="services-heading" className={sectionTitle}>
            Services
          </h2>
          <p className="text-sm text-muted">Who is getting ready, and what for.</p>
        </div>
        <ServicesFields control={control} register={register} errors={errors.services} withMenu />
      </section>

      <ReadyByFields register={register} errors={errors} />

      <section className={section} aria-labelledby="look-heading">
        <h2 id="look-heading" className={sectionTitle}>
          The Look
        </h2>
        <Field id="description" label="Description" error={errors.description?.message}>
          <Textarea
            id="description"
            rows={3}
            placeholder="Soft glam, dewy skin, a warm brown smoky eye…"
            {...register('description')}
            aria-invalid={Boolean(errors.description)}
          />
        </Field>
        <Controller
          control={control}
          name="images"
          render={({ field }) => <PhotoPicker images={field.value ?? []} onChange={field.onChange} max={MAX_GIG_PHOTOS} label="Add inspiration photos" />}
        />
      </section>

      <section className={section} aria-labelledby="money-heading">
        <div>
          <h2 id="money-heading" className={sectionTitle}>
            Payment
          </h2>
          <p className="text-sm text-muted">In Australian dollars.</p>
        </div>
        {servicesTotal !== null && servicesTotal !== values.pricing?.total ? (
          <div className="flex items-center justify-between gap-3 rounded-2xl bg-brand-50 py-2 pr-2 pl-3 text-sm text-brand-900" role="status">
            <span>
              Your services{withFees ? ' and fees' : ''} add up to <strong className="font-semibold">{formatMoney(servicesTotal)}</strong>.
            </span>
            <Button
              type="button"
              size="sm"
              className="h-9 shrink-0 px-3"
              onClick={() => setValue('pricing.total', servicesTotal, { shouldDirty: true, shouldValidate: formState.isSubmitted })}
            >
              Use as total
            </Button>
          </div>
        ) : null}
        <div className="grid grid-cols-2 gap-3">
          <Field id="total" label="Total" error={errors.pricing?.total?.message}>
            <Controller
              control={control}
              name="pricing.total"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  id="total"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(errors.pricing?.total)}
                />
              )}
            />
          </Field>
          <Field id="deposit" label="Deposit" error={errors.pricing?.deposit?.message}>
            <Controller
              control={control}
              name="pricing.deposit"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  id="deposit"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(errors.pricing?.deposit)}
                />
              )}
            />
          </Field>
          <Field id="paidToDate" label="Paid to date" error={errors.paidToDate?.message}>
            <Controller
              control={control}
              name="paidToDate"
              render={({ field }) => (
                <MoneyInput
                  ref={field.ref}
                  id="paidToDate"
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  aria-invalid={Boolean(errors.paidToDate)}
                />
              )}
            />
          </Field>
          <DateInput control={control} name="paymentDueDate" id="paymentDueDate" label="Due date" title="Payment due date" placeholder="None" clearable />
        </div>
      </section>

      <div className="flex gap-3 pt-2">
        <Button type="button" variant="ghost" size="lg" onClick={() => unsaved.leave('back')}>
          Cancel
        </Button>
        <Button type="submit" size="lg" className="flex-1" disabled={!ready} loading={formState.isSubmitting}>
          Save
        </Button>
      </div>
      {unsaved.dialog}
    </form>
  )
}
