'use client'
// "Reschedule": a new day and times for a booked gig or an open offer, with the event form's overlap
// warning; confirmed in a dialog, then the client is e-mailed. Payments stay as they are.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState, type ChangeEvent } from 'react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { overlappingGig, overlapWarning } from '@/lib/appointments/overlap'
import { rescheduleBody, type AppointmentResponse, type RescheduleBody } from '@/lib/appointments/schema'
import { endAfterNewStart } from '@/lib/appointments/slots'
import { useAppointments } from '@/lib/swr/use-appointments'
import { refusedFields } from '@/lib/ui/refused-fields'
import { DateField } from './date-field'
import { TimeSelect } from './time-select'

type RescheduleInput = z.input<typeof rescheduleBody>

export function RescheduleSheet({
  open,
  onOpenChange,
  appointment,
  today,
  onRescheduled,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  appointment: AppointmentResponse
  today: string
  onRescheduled: (appointment: AppointmentResponse) => void
}) {
  const form = useForm<RescheduleInput, unknown, RescheduleBody>({
    resolver: zodResolver(rescheduleBody),
    values: { date: appointment.date, time: appointment.time },
  })
  const { control, register, handleSubmit, formState, setValue, setError, reset } = form
  const values = useWatch({ control }) as RescheduleInput
  const [confirming, setConfirming] = useState<RescheduleBody | null>(null)
  const { run, busy } = useMutation()
  const { data: gigs } = useAppointments()
  const overlap = overlappingGig(gigs, { date: values.date, time: values.time, exceptId: appointment._id })
  const unchanged = values.date === appointment.date && values.time?.from === appointment.time.from && values.time?.to === appointment.time.to

  const close = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  const move = (input: RescheduleBody) =>
    run(
      async () => {
        onRescheduled(await api<AppointmentResponse>(`/v1/appointment/${appointment._id}/reschedule`, { method: 'POST', body: input }))
        close(false)
      },
      { success: `Gig moved to ${formatDay(input.date, 'EEE d MMM')}`, fieldErrors: refusedFields(setError, { shouldFocus: true }) },
    )

  return (
    <Sheet
      open={open}
      onOpenChange={close}
      title="Reschedule"
      description={`Now ${formatDay(appointment.date, 'EEE d MMM')}, ${formatTimeRange(appointment.time.from, appointment.time.to)}. Payments stay as they are.`}
    >
      <form onSubmit={handleSubmit(setConfirming)} className="space-y-4" noValidate>
        <Field id="reschedule-date" label="New date" error={formState.errors.date?.message}>
          <Controller
            control={control}
            name="date"
            render={({ field }) => (
              <DateField
                ref={field.ref}
                id="reschedule-date"
                title="New date"
                value={field.value}
                onChange={(day) => field.onChange(day ?? '')}
                disabledBefore={today}
                invalid={Boolean(formState.errors.date)}
              />
            )}
          />
        </Field>
        <div className="grid grid-cols-2 gap-3">
          <Field id="reschedule-from" label="Start time" error={formState.errors.time?.from?.message}>
            <TimeSelect
              id="reschedule-from"
              placeholder="Start"
              {...register('time.from', {
                // The gig keeps its length, as on the event form.
                onChange: (event: ChangeEvent<HTMLSelectElement>) => setValue('time.to', endAfterNewStart(values.time ?? {}, event.target.value)),
              })}
            />
          </Field>
          <Field id="reschedule-to" label="End time" error={formState.errors.time?.to?.message}>
            <TimeSelect
              id="reschedule-to"
              placeholder="End"
              after={values.time?.from || undefined}
              {...register('time.to')}
              aria-invalid={Boolean(formState.errors.time?.to)}
            />
          </Field>
        </div>
        {overlap ? (
          <p className="-mt-1 rounded-2xl bg-amber-50 px-3 py-2 text-sm text-amber-900" role="status">
            {overlapWarning(overlap)}
          </p>
        ) : null}
        <Button type="submit" size="lg" block disabled={unchanged} loading={busy}>
          Reschedule
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => (next ? null : setConfirming(null))}
        title={confirming ? `Move to ${formatDay(confirming.date, 'EEEE d MMMM')}?` : 'Move the gig?'}
        description={
          confirming
            ? `${formatTimeRange(confirming.time.from, confirming.time.to)}. ${appointment.customerEmail ? `${appointment.customerName} gets an e-mail with the new date and time.` : 'No e-mail is saved: let the client know yourself.'}`
            : undefined
        }
        confirmLabel="Move the gig"
        onConfirm={() => confirming && move(confirming)}
      />
    </Sheet>
  )
}
