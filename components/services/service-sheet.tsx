'use client'
// Add or edit one menu entry in a sheet: name, who it is for, price (or a starting price) and time.
// Closing with changes asks first; deleting asks first.
import { zodResolver } from '@hookform/resolvers/zod'
import { Trash2 } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Controller, useForm, type DefaultValues } from 'react-hook-form'
import { MoneyInput } from '@/components/gigs/money-input'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { SwitchRow } from '@/components/ui/switch-row'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { durationLabel } from '@/lib/services/menu'
import { CATEGORY_LABELS, SERVICE_CATEGORIES } from '@/lib/services/categories'
import { serviceBody, type ServiceBody, type ServiceBodyInput, type ServiceResponse } from '@/lib/services/schema'
import { cn } from '@/lib/ui/cn'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'

/** The lengths offered, in minutes: short touch-ups to a full wedding day. */
const DURATIONS = [5, 10, 15, 20, 30, 45, 60, 75, 90, 105, 120, 150, 180, 210, 240, 300, 360, 420, 480, 540, 600, 660, 720]

/** A new entry: no price until one is typed, so a forgotten price is asked for rather than saved as $0. */
const blank: DefaultValues<ServiceBodyInput> = {
  name: '',
  category: 'bridal',
  priceFrom: false,
  durationMinutes: 60,
  bookingMode: 'request',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  onLocation: false,
}

export function ServiceSheet({
  open,
  onOpenChange,
  service,
  onChanged,
  onDirtyChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The entry to edit; none to add one. */
  service: ServiceResponse | null
  /** After a save or a delete: the menu to fetch again. */
  onChanged: () => Promise<unknown>
  onDirtyChange: (dirty: boolean) => void
}) {
  const [discarding, setDiscarding] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const { run, busyWith, idempotencyKey } = useMutation()
  const form = useForm<ServiceBodyInput, unknown, ServiceBody>({ resolver: zodResolver(serviceBody), defaultValues: service ?? blank, mode: 'onTouched' })
  const { register, control, handleSubmit, formState, setError, reset } = form
  const errors = formState.errors
  const dirty = formState.isDirty

  // Each opening starts from the entry as saved (or blank).
  useEffect(() => {
    if (open) reset(service ?? blank)
  }, [open, service, reset])
  useEffect(() => onDirtyChange(open && dirty), [open, dirty, onDirtyChange])

  const close = () => {
    reset(service ?? blank)
    onOpenChange(false)
  }
  const askToClose = (next: boolean) => {
    if (next) onOpenChange(true)
    else if (dirty) setDiscarding(true)
    else close()
  }

  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const saved = service
            ? await api<ServiceResponse>(`/v1/service/${service._id}`, { method: 'PATCH', body: input })
            : await api<ServiceResponse>('/v1/service', { method: 'POST', body: input, idempotencyKey })
          await onChanged()
          reset(saved)
          onOpenChange(false)
        },
        { success: service ? 'Service saved' : 'Service added', fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  const remove = () =>
    service &&
    run(
      async () => {
        await api(`/v1/service/${service._id}`, { method: 'DELETE' })
        await onChanged()
        reset(blank)
        onOpenChange(false)
      },
      { key: 'delete', success: 'Service deleted' },
    )

  return (
    <>
      <Sheet
        open={open}
        onOpenChange={askToClose}
        title={service ? 'Edit service' : 'Add a service'}
        description={service ? undefined : 'Clients see it on your site’s price list.'}
      >
        <form onSubmit={save} noValidate className="space-y-4" aria-label={service ? 'Edit service' : 'Add a service'}>
          <Field id="service-name" label="Name" error={errors.name?.message}>
            <Input id="service-name" autoComplete="off" placeholder="e.g. Bridal makeup" aria-invalid={Boolean(errors.name)} {...register('name')} />
          </Field>
          <fieldset>
            <legend className="mb-1.5 text-sm font-semibold">Who it’s for</legend>
            <Controller
              control={control}
              name="category"
              render={({ field }) => (
                <div className="grid grid-cols-2 gap-2" role="radiogroup" aria-label="Who it’s for">
                  {SERVICE_CATEGORIES.map((category) => (
                    <button
                      key={category}
                      type="button"
                      role="radio"
                      aria-checked={field.value === category}
                      onClick={() => field.onChange(category)}
                      className={cn(
                        'min-h-11 rounded-2xl border px-3 text-[15px] font-semibold transition',
                        field.value === category ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-line bg-white',
                      )}
                    >
                      {CATEGORY_LABELS[category]}
                    </button>
                  ))}
                </div>
              )}
            />
          </fieldset>
          <div className="grid grid-cols-2 gap-3">
            <Field id="service-price" label="Price per person" error={errors.priceCents?.message}>
              <Controller
                control={control}
                name="priceCents"
                render={({ field }) => (
                  <MoneyInput
                    ref={field.ref}
                    id="service-price"
                    value={field.value}
                    onChange={field.onChange}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(errors.priceCents)}
                  />
                )}
              />
            </Field>
            <Field id="service-duration" label="Takes" error={errors.durationMinutes?.message}>
              <Controller
                control={control}
                name="durationMinutes"
                render={({ field }) => (
                  <select
                    ref={field.ref}
                    id="service-duration"
                    className={cn(fieldClass, 'h-12 px-3')}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    onBlur={field.onBlur}
                    aria-invalid={Boolean(errors.durationMinutes)}
                  >
                    {[...new Set([...DURATIONS, field.value])]
                      .filter((minutes) => Number.isFinite(minutes))
                      .sort((a, b) => a - b)
                      .map((minutes) => (
                        <option key={minutes} value={minutes}>
                          {durationLabel(minutes)}
                        </option>
                      ))}
                  </select>
                )}
              />
            </Field>
          </div>
          <Controller
            control={control}
            name="priceFrom"
            render={({ field }) => (
              <SwitchRow
                label="Starting price"
                hint="Shown as “from $X”, for services priced on the day."
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Controller
            control={control}
            name="bookingMode"
            render={({ field }) => (
              <SwitchRow
                label="Instant book"
                hint="Clients pick a free time and pay the deposit. Off: they send a request. Weddings always get a quote."
                checked={field.value === 'instant'}
                onCheckedChange={(on) => field.onChange(on ? 'instant' : 'request')}
              />
            )}
          />
          {errors.bookingMode?.message ? (
            <p className="text-sm text-danger" role="alert">
              {errors.bookingMode.message}
            </p>
          ) : null}
          <div className="grid grid-cols-2 gap-3">
            <Field id="service-buffer-before" label="Free before (min)" error={errors.bufferBeforeMinutes?.message}>
              <Input
                id="service-buffer-before"
                type="number"
                inputMode="numeric"
                min={0}
                max={240}
                {...register('bufferBeforeMinutes', { valueAsNumber: true })}
              />
            </Field>
            <Field id="service-buffer-after" label="Free after (min)" error={errors.bufferAfterMinutes?.message}>
              <Input
                id="service-buffer-after"
                type="number"
                inputMode="numeric"
                min={0}
                max={240}
                {...register('bufferAfterMinutes', { valueAsNumber: true })}
              />
            </Field>
          </div>
          <Controller
            control={control}
            name="onLocation"
            render={({ field }) => (
              <SwitchRow
                label="At the client’s place"
                hint="Travel time by zone (Pricing) is kept free before and after."
                checked={field.value ?? false}
                onCheckedChange={field.onChange}
              />
            )}
          />
          <Button type="submit" size="lg" block loading={formState.isSubmitting}>
            {service ? 'Save' : 'Add service'}
          </Button>
          {service ? (
            <Button type="button" variant="ghost" block className="text-danger" loading={busyWith === 'delete'} onClick={() => setDeleting(true)}>
              <Trash2 aria-hidden="true" /> Delete service
            </Button>
          ) : null}
        </form>
      </Sheet>
      <ConfirmDialog
        open={discarding}
        onOpenChange={setDiscarding}
        title="Discard your changes?"
        description="What you typed will be lost."
        confirmLabel="Discard"
        cancelLabel="Keep editing"
        destructive
        onConfirm={close}
      />
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${service?.name ?? 'this service'}?`}
        description="It comes off your menu and your site’s price list. Gigs that used it keep their lines."
        confirmLabel="Delete"
        destructive
        onConfirm={remove}
      />
    </>
  )
}
