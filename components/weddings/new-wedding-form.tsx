'use client'
// A wedding quoted from scratch: the bride, how to reach her, and her day; the quote builder follows.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { DateField } from '@/components/gigs/date-field'
import { TimeSelect } from '@/components/gigs/time-select'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { PhoneInput } from '@/components/ui/phone-input'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/schema'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'
import { newWeddingBody, type NewWeddingBody, type NewWeddingInput } from '@/lib/weddings/schema'

export function NewWeddingForm({ today }: { today: string }) {
  const { register, control, handleSubmit, formState, setError } = useForm<NewWeddingInput, unknown, NewWeddingBody>({
    resolver: zodResolver(newWeddingBody),
    mode: 'onTouched',
    defaultValues: { customerName: '', customerEmail: '', customerMobile: '', location: { city: '' }, date: '', time: { from: '07:00', to: '11:00' } },
  })
  const errors = formState.errors
  const from = useWatch({ control, name: 'time.from' })
  const { run, idempotencyKey } = useMutation()
  const unsaved = useUnsavedChanges(formState.isDirty)

  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          const gig = await api<AppointmentResponse>('/v1/quote', { method: 'POST', body: input, idempotencyKey })
          unsaved.go(`/dashboard/gigs/${gig._id}/quote`)
        },
        { refresh: true, fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  return (
    <form onSubmit={save} noValidate className="space-y-4 rounded-card bg-white p-4 shadow-card" aria-label="New wedding quote">
      <Field id="customerName" label="Bride’s name" error={errors.customerName?.message}>
        <Input id="customerName" autoComplete="off" {...register('customerName')} aria-invalid={Boolean(errors.customerName)} />
      </Field>
      <Field id="customerEmail" label="Email" hint="Her quote and contract go here." error={errors.customerEmail?.message}>
        <Input
          id="customerEmail"
          type="email"
          inputMode="email"
          autoCapitalize="none"
          autoComplete="off"
          {...register('customerEmail')}
          aria-invalid={Boolean(errors.customerEmail)}
        />
      </Field>
      <Field id="customerMobile" label="Mobile" error={errors.customerMobile?.message}>
        <Controller
          control={control}
          name="customerMobile"
          render={({ field }) => (
            <PhoneInput
              ref={field.ref}
              id="customerMobile"
              value={field.value || undefined}
              onChange={(value) => field.onChange(value ?? '')}
              invalid={Boolean(errors.customerMobile)}
            />
          )}
        />
      </Field>
      <Field id="date" label="Wedding day" error={errors.date?.message}>
        <Controller
          control={control}
          name="date"
          render={({ field }) => (
            <DateField
              ref={field.ref}
              id="date"
              title="Wedding day"
              value={field.value}
              onChange={(day) => field.onChange(day ?? '')}
              disabledBefore={today}
              invalid={Boolean(errors.date)}
            />
          )}
        />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="timeFrom" label="Start" error={errors.time?.from?.message}>
          <TimeSelect id="timeFrom" placeholder="Start" {...register('time.from')} />
        </Field>
        <Field id="timeTo" label="Ready by" error={errors.time?.to?.message}>
          <TimeSelect id="timeTo" placeholder="Ready by" after={from || undefined} {...register('time.to')} />
        </Field>
      </div>
      <Field id="city" label="Suburb or city" error={errors.location?.city?.message}>
        <Input id="city" autoComplete="off" {...register('location.city')} aria-invalid={Boolean(errors.location?.city)} />
      </Field>
      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        Next: build the quote
      </Button>
      {unsaved.dialog}
    </form>
  )
}
