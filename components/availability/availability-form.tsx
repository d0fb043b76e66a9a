'use client'
// Availability (Gigs → Availability): her working hours by weekday, one or more ranges a day; how much
// notice she needs and how far ahead clients may book; the deposit an instant booking pays; and the
// secret ICS address of her other calendar, whose busy times block slots.
import { zodResolver } from '@hookform/resolvers/zod'
import { CalendarClock, CalendarX2, Clock, Plus, Trash2 } from 'lucide-react'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { useUnsavedChanges } from '@/components/ui/unsaved-changes'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { slotLabel } from '@/lib/appointments/slots'
import {
  availabilitySettingsBody,
  HOURS_START,
  MAX_RANGES_PER_DAY,
  WEEKDAY_NAMES,
  WEEKDAYS,
  type AvailabilitySettingsBody,
  type AvailabilitySettingsInput,
  type AvailabilitySettingsResponse,
} from '@/lib/availability/schema'
import type { HoursRange } from '@/lib/availability/slots'
import { clockOf, minutesOf } from '@/lib/availability/zoned'
import { cn } from '@/lib/ui/cn'
import { focusFirstInvalid } from '@/lib/ui/focus-first-invalid'
import { refusedFields } from '@/lib/ui/refused-fields'

const section = 'space-y-4 rounded-card bg-white p-4 shadow-card'
const sectionTitle = 'flex items-center gap-2 font-display text-lg font-semibold'
// Monday first, as her week reads.
const WEEK = [...WEEKDAYS.slice(1), WEEKDAYS[0]]
/** The times a range can start or end at: every half hour from 5:00 am to midnight. */
const TIMES = Array.from({ length: (24 * 60 - minutesOf(HOURS_START)) / 30 + 1 }, (_, index) => clockOf(minutesOf(HOURS_START) + index * 30)).map(
  (time, index, all) => (index === all.length - 1 ? '24:00' : time),
)
const timeLabel = (time: string) => (time === '24:00' ? 'Midnight' : slotLabel(time))

const toInput = (settings: AvailabilitySettingsResponse): AvailabilitySettingsInput => ({
  hours: settings.hours,
  minNoticeHours: settings.minNoticeHours,
  bookAheadMonths: settings.bookAheadMonths,
  depositPercent: settings.depositPercent,
  externalCalendarUrl: settings.externalCalendarUrl ?? '',
})

export function AvailabilityForm({ initial }: { initial: AvailabilitySettingsResponse }) {
  const form = useForm<AvailabilitySettingsInput, unknown, AvailabilitySettingsBody>({
    defaultValues: toInput(initial),
    resolver: zodResolver(availabilitySettingsBody),
    mode: 'onTouched',
  })
  const { register, control, handleSubmit, formState, setError, reset } = form
  const errors = formState.errors
  const unsaved = useUnsavedChanges(formState.isDirty)
  const { run } = useMutation()

  const save = handleSubmit(
    (input, event) =>
      run(
        async () => {
          reset(toInput(await api<AvailabilitySettingsResponse>('/v1/availability', { method: 'PUT', body: input })))
        },
        { success: 'Availability saved', fieldErrors: refusedFields(setError), focus: () => event?.target },
      ),
    (_, event) => focusFirstInvalid(event?.target),
  )

  return (
    <form onSubmit={save} className="space-y-4 pb-6" noValidate aria-label="Availability">
      <p className="px-1 text-[15px] text-muted">
        Clients book your instant-book services in these hours, in your time zone ({initial.timeZone.replaceAll('_', ' ')}).
      </p>

      <section className={section} aria-labelledby="hours-heading">
        <h2 id="hours-heading" className={sectionTitle}>
          <Clock className="size-5 text-brand-700" aria-hidden="true" /> Working hours
        </h2>
        {WEEK.map((day) => (
          <Controller
            key={day}
            control={control}
            name={`hours.${day}`}
            render={({ field, fieldState }) => (
              <DayHours day={day} ranges={field.value ?? []} onChange={field.onChange} error={fieldState.error?.message ?? fieldState.error?.root?.message} />
            )}
          />
        ))}
      </section>

      <section className={section} aria-labelledby="rules-heading">
        <h2 id="rules-heading" className={sectionTitle}>
          <CalendarClock className="size-5 text-brand-700" aria-hidden="true" /> Booking rules
        </h2>
        <div className="grid grid-cols-2 gap-3">
          <Field id="minNoticeHours" label="Notice (hours)" error={errors.minNoticeHours?.message}>
            <Input id="minNoticeHours" type="number" inputMode="numeric" min={0} {...register('minNoticeHours', { valueAsNumber: true })} />
          </Field>
          <Field id="bookAheadMonths" label="Months ahead" error={errors.bookAheadMonths?.message}>
            <Input id="bookAheadMonths" type="number" inputMode="numeric" min={1} {...register('bookAheadMonths', { valueAsNumber: true })} />
          </Field>
        </div>
        <Field
          id="depositPercent"
          label="Deposit to book (%)"
          hint="Of the service’s price, paid when a client books a time."
          error={errors.depositPercent?.message}
        >
          <Input id="depositPercent" type="number" inputMode="numeric" min={0} max={100} {...register('depositPercent', { valueAsNumber: true })} />
        </Field>
      </section>

      <section className={section} aria-labelledby="calendar-heading">
        <h2 id="calendar-heading" className={sectionTitle}>
          <CalendarX2 className="size-5 text-brand-700" aria-hidden="true" /> Your other calendar
        </h2>
        <Field
          id="externalCalendarUrl"
          label="Secret ICS address"
          hint="From Google, Apple or Outlook calendar settings. Its busy times block your free times; nothing else of your events is kept."
          error={errors.externalCalendarUrl?.message}
        >
          <Input
            id="externalCalendarUrl"
            inputMode="url"
            autoComplete="off"
            placeholder="https://calendar.google.com/…/basic.ics"
            {...register('externalCalendarUrl')}
          />
        </Field>
        {initial.externalError ? (
          <p className="text-sm text-danger" role="alert">
            {initial.externalError}
          </p>
        ) : null}
      </section>

      <Button type="submit" size="lg" block loading={formState.isSubmitting} disabled={!formState.isDirty}>
        Save availability
      </Button>
      {unsaved.dialog}
    </form>
  )
}

function DayHours({ day, ranges, onChange, error }: { day: string; ranges: HoursRange[]; onChange: (ranges: HoursRange[]) => void; error?: string }) {
  const name = WEEKDAY_NAMES[Number(day)]
  const working = ranges.length > 0
  const last = ranges.at(-1)
  const next = (): HoursRange => {
    const from = last ? Math.min(minutesOf(last.to) + 60, 23 * 60) : 9 * 60
    return { from: clockOf(from), to: clockOf(Math.min(from + 4 * 60, 24 * 60)).replace(/^00:00$/, '24:00') }
  }
  const set = (index: number, part: keyof HoursRange, value: string) =>
    onChange(ranges.map((range, at) => (at === index ? { ...range, [part]: value } : range)))
  return (
    <fieldset className="space-y-2 border-t border-line pt-3 first-of-type:border-0 first-of-type:pt-0" aria-label={name}>
      <label className="flex min-h-11 items-center justify-between gap-3">
        <span className="font-semibold">{name}</span>
        <Switch checked={working} onCheckedChange={(on) => onChange(on ? [{ from: '09:00', to: '17:00' }] : [])} aria-label={`Working on ${name}`} />
      </label>
      {ranges.map((range, index) => (
        <div key={index} className="grid grid-cols-[1fr_auto_1fr_auto] items-center gap-2">
          <select
            aria-label={`${name} range ${index + 1} from`}
            className={cn(fieldClass, 'h-11 px-2')}
            value={range.from}
            onChange={(event) => set(index, 'from', event.target.value)}
          >
            {TIMES.slice(0, -1).map((time) => (
              <option key={time} value={time}>
                {timeLabel(time)}
              </option>
            ))}
          </select>
          <span className="text-muted">to</span>
          <select
            aria-label={`${name} range ${index + 1} to`}
            className={cn(fieldClass, 'h-11 px-2')}
            value={range.to}
            onChange={(event) => set(index, 'to', event.target.value)}
          >
            {TIMES.slice(1).map((time) => (
              <option key={time} value={time}>
                {timeLabel(time)}
              </option>
            ))}
          </select>
          <Button
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`Remove ${name} range ${index + 1}`}
            onClick={() => onChange(ranges.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      ))}
      {working && ranges.length < MAX_RANGES_PER_DAY ? (
        <Button type="button" variant="ghost" size="sm" onClick={() => onChange([...ranges, next()])}>
          <Plus aria-hidden="true" /> Add a range
        </Button>
      ) : null}
      {error ? (
        <p className="text-sm text-danger" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
