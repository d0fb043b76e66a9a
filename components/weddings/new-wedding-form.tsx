'use client'
// A wedding quoted from scratch: the bride, how to reach her, and her day; the quote builder follows.
import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { DateInput } from '@/components/gigs/date-input'
import { Button } from '@/components/ui/button'
import { Field, RequiredNote } from '@/components/ui/field'
import { TextField } from '@/components/ui/text-field'
import { Input } from '@/components/ui/input'
import { PhoneField } from '@/components/ui/phone-field'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'
import { newWeddingBody, type NewWeddingBody, type NewWeddingInput } from '@/lib/weddings/schema'

export function NewWeddingForm({ today }: { today: string }) {
  const { register, control, handleSubmit, formState, setError } = useForm<NewWeddingInput, unknown, NewWeddingBody>({
    resolver: zodResolver(newWeddingBody),
    mode: 'onTouched',
    defaultValues: { customerName: '', customerEmail: '', customerMobile: '', location: { city: '' }, date: '', readyBy: '' },
  })
  const errors = formState.errors
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
      <RequiredNote />
      <TextField id="customerName" label="Bride’s name" error={errors.customerName?.message} autoComplete="off" required {...register('customerName')} />
      <TextField
        id="customerEmail"
        label="Email"
        hint="Her quote and contract go here."
        error={errors.customerEmail?.message}
        type="email"
        autoComplete="off"
        required
        {...register('customerEmail')}
      />
      <PhoneField control={control} name="customerMobile" required />
      <DateInput control={control} name="date" id="date" label="Wedding day" title="Wedding day" disabledBefore={today} required />
      <Field
        id="readyBy"
        label="Ready by"
        hint="When the bride and her party must be ready. The start follows from the party in the quote."
        error={errors.readyBy?.message}
        required
      >
        <Input id="readyBy" type="time" step={300} required {...register('readyBy')} aria-invalid={Boolean(errors.readyBy)} />
      </Field>
      <Field id="city" label="Suburb or city" error={errors.location?.city?.message} required>
        <Input id="city" autoComplete="off" required {...register('location.city')} aria-invalid={Boolean(errors.location?.city)} />
      </Field>
      <Button type="submit" size="lg" block loading={formState.isSubmitting}>
        Next: build the quote
      </Button>
      {unsaved.dialog}
    </form>
  )
}
