'use client'
// When a gig is: its date, then the start and end times. Shared by the event form, Reschedule, the
// customer's booking request and a new wedding; with `setValue` (the owner's forms) a new start keeps
// the gig's length.
import type { ChangeEvent } from 'react'
import {
  useFormState,
  useWatch,
  type Control,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { endAfterNewStart } from '@/lib/appointments/slots'
import { DateInput } from './date-input'
import { TimeSelect } from './time-select'

type WithWhen = FieldValues & { date: string; time: { from: string; to: string } }

export function WhenFields<T extends WithWhen>({
  control,
  register,
  setValue,
  labels,
  ids = { date: 'date', from: 'timeFrom', to: 'timeTo' },
  disabledBefore,
  today,
}: {
  control: Control<T>
  register: UseFormRegister<T>
  /** Moves the end with a new start, so the gig keeps its length. */
  setValue?: UseFormSetValue<T>
  labels: { date: string; dateTitle: string; from: string; to: string; toPlaceholder?: string }
  ids?: { date: string; from: string; to: string }
  /** "YYYY-MM-DD": no earlier day can be picked. */
  disabledBefore?: string
  /** "YYYY-MM-DD", the owner's today, outside the dashboard (the date picker's own finds it inside). */
  today?: string
}) {
  // The paths below are the gig's own: `T` is any form that holds them.
  const { errors: formErrors, isSubmitted } = useFormState({ control })
  const errors = formErrors as FieldErrors<WithWhen>
  // Read before a change lands: the handler below still sees the start it replaces.
  const time = useWatch({ control, name: 'time' as Path<T> }) as Partial<WithWhen['time']> | undefined
  const keepLength = setValue
    ? {
        onChange: (event: ChangeEvent<HTMLSelectElement>) => {
          const to = endAfterNewStart(time ?? {}, event.target.value)
          if (to !== time?.to) setValue('time.to' as Path<T>, to as PathValue<T, Path<T>>, { shouldValidate: isSubmitted })
        },
      }
    : undefined

  return (
    <>
      <DateInput
        control={control}
        name={'date' as Path<T>}
        id={ids.date}
        label={labels.date}
        title={labels.dateTitle}
        disabledBefore={disabledBefore}
        today={today}
      />
      <div className="grid grid-cols-2 gap-3">
        <Field id={ids.from} label={labels.from} error={errors.time?.from?.message}>
          <TimeSelect id={ids.from} placeholder="Start" {...register('time.from' as Path<T>, keepLength)} aria-invalid={Boolean(errors.time?.from)} />
        </Field>
        <Field id={ids.to} label={labels.to} error={errors.time?.to?.message}>
          <TimeSelect
            id={ids.to}
            placeholder={labels.toPlaceholder ?? 'End'}
            after={time?.from || undefined}
            {...register('time.to' as Path<T>)}
            aria-invalid={Boolean(errors.time?.to)}
          />
        </Field>
      </div>
    </>
  )
}
