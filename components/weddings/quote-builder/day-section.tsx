'use client'
// The wedding's one ready-by time, the artists and the break between sitters: the day is timed from them.
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { MAX_ARTISTS } from '@/lib/appointments/limits'
import { formatMoney } from '@/lib/format/money'
import { cn } from '@/lib/ui/cn'
import { startText } from '@/lib/weddings/quote-preview'
import { formatMinutes } from '@/lib/weddings/schedule'
import { BUFFER_CHOICES } from '@/lib/weddings/limits'
import { CountStepper, section, sectionTitle } from './parts'
import { useLiveQuote, useQuoteForm } from './use-quote'

export function DaySection() {
  const { register, formState } = useQuoteForm()
  const errors = formState.errors
  const { schedule } = useLiveQuote()
  return (
    <section className={section} aria-labelledby="day-heading">
      <div>
        <h2 id="day-heading" className={sectionTitle}>
          The day
        </h2>
        <p className="text-sm text-muted">Everyone is ready by this time. The start, the early-start fee and the timeline follow from the party.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="readyBy" label="Ready by" error={errors.readyBy?.message} required>
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
      <CountStepper name="artistCount" label="Artists" id="artistCount" min={1} max={MAX_ARTISTS} />
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
