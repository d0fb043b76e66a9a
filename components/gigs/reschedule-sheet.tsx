'use client'
// "Reschedule": a new day and times for a booked gig or an open offer, with the event form's overlap
// warning; confirmed in a dialog, then the client is e-mailed. Payments stay as they are.
import { zodResolver } from '@hookform/resolvers/zod'
import { useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Input } from '@/components/ui/input'
import { ConfirmDialog } from '@/components/ui/dialog'
import { Sheet } from '@/components/ui/sheet'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { rescheduleBody, type GigChangeAnswer, type RescheduleBody } from '@/lib/appointments/change-schema'
import { type AppointmentResponse } from '@/lib/appointments/response-schema'
import { slotLabel } from '@/lib/appointments/slots'
import { refusedFields } from '@/lib/ui/refused-fields'
import { DateInput } from './date-input'
import { OverlapWarning } from './overlap-warning'
import { WhenFields } from './when-fields'

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
  // A wedding moves by its day and ready-by: its start follows from the party, and its contract is signed again.
  const wedding = appointment.depositName === 'retainer'
  const form = useForm<RescheduleInput, unknown, RescheduleBody>({
    resolver: zodResolver(rescheduleBody),
    values: { date: appointment.date, time: appointment.time, readyBy: wedding ? (appointment.readyBy ?? appointment.time.to) : null },
  })
  const { control, register, handleSubmit, setValue, setError, reset } = form
  const values = useWatch({ control }) as RescheduleInput
  const [confirming, setConfirming] = useState<RescheduleBody | null>(null)
  const { run, busy } = useMutation()
  const unchanged =
    values.date === appointment.date &&
    (wedding
      ? values.readyBy === (appointment.readyBy ?? appointment.time.to)
      : values.time?.from === appointment.time.from && values.time?.to === appointment.time.to)

  const close = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  const move = (input: RescheduleBody) =>
    run(
      async () => {
        const moved = await api<GigChangeAnswer>(`/v1/appointment/${appointment._id}/reschedule`, { method: 'POST', body: input })
        onRescheduled(moved)
        close(false)
        return moved
      },
      {
        success: (moved) => moved.clientNotEmailed ?? `Gig moved to ${formatDay(input.date, 'EEE d MMM')}`,
        fieldErrors: refusedFields(setError, { shouldFocus: true }),
      },
    )

  return (
    <Sheet
      open={open}
      onOpenChange={close}
      title="Reschedule"
      description={`Now ${formatDay(appointment.date, 'EEE d MMM')}, ${formatTimeRange(appointment.time.from, appointment.time.to)}. Payments stay as they are.`}
    >
      <form onSubmit={handleSubmit(setConfirming)} className="space-y-4" noValidate>
        {wedding ? (
          <>
            <DateInput control={control} name="date" id="reschedule-date" label="New date" title="New date" disabledBefore={today} />
            <Field
              id="reschedule-ready-by"
              label="Ready by"
              hint="The start follows from the party, as in the quote."
              error={form.formState.errors.readyBy?.message}
            >
              <Input id="reschedule-ready-by" type="time" step={300} {...register('readyBy')} />
            </Field>
          </>
        ) : (
          <WhenFields
            control={control}
            register={register}
            setValue={setValue}
            labels={{ date: 'New date', dateTitle: 'New date', from: 'Start time', to: 'End time' }}
            ids={{ date: 'reschedule-date', from: 'reschedule-from', to: 'reschedule-to' }}
            disabledBefore={today}
          />
        )}
        <OverlapWarning date={values.date} time={values.time} exceptId={appointment._id} />
        <Button type="submit" size="lg" block disabled={unchanged} loading={busy}>
          Reschedule
        </Button>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(next) => (next ? null : setConfirming(null))}
        title={confirming ? `Move to ${formatDay(confirming.date, 'EEEE d MMMM')}?` : 'Move the gig?'}
        description={
          confirming && wedding
            ? `Ready by ${slotLabel(confirming.readyBy ?? appointment.time.to).toLowerCase()}. The day is timed again and the contract becomes a new version for ${appointment.customerName} to sign; she and her party with a share are e-mailed.`
            : confirming
              ? `${formatTimeRange(confirming.time.from, confirming.time.to)}. ${appointment.customerEmail ? `${appointment.customerName} gets an e-mail with the new date and time.` : 'No e-mail is saved: let the client know yourself.'}`
              : undefined
        }
        confirmLabel="Move the gig"
        onConfirm={() => confirming && move(confirming)}
      />
    </Sheet>
  )
}
