'use client'
// The event form's day-of timeline: when everyone must be ready and how many artists share the party.
// With the services' durations, the gig then shows who sits when and the start time.
import { ChevronDown } from 'lucide-react'
import type { FieldErrors, UseFormRegister } from 'react-hook-form'
import { Field } from '@/components/ui/field'
import { fieldClass, Input } from '@/components/ui/input'
import { MAX_ARTISTS } from '@/lib/appointments/limits'
import type { AppointmentFormInput } from '@/lib/appointments/schema'
import { cn } from '@/lib/ui/cn'

const ARTISTS = Array.from({ length: MAX_ARTISTS }, (_, index) => index + 1)

export function ReadyByFields({ register, errors }: { register: UseFormRegister<AppointmentFormInput>; errors: FieldErrors<AppointmentFormInput> }) {
  return (
    <section className="space-y-4 rounded-card bg-white p-4 shadow-card" aria-labelledby="day-of-heading">
      <div>
        <h2 id="day-of-heading" className="font-display text-lg font-semibold">
          Day-of timeline
        </h2>
        <p className="text-sm text-muted">When everyone must be ready: the gig then shows who sits when, and when to start.</p>
      </div>
      <div className="grid grid-cols-2 gap-3">
        <Field id="readyBy" label="Ready by" hint="Optional" error={errors.readyBy?.message}>
          <Input id="readyBy" type="time" step={300} className="appearance-none" {...register('readyBy')} aria-invalid={Boolean(errors.readyBy)} />
        </Field>
        <Field id="artistCount" label="Artists" error={errors.artistCount?.message}>
          <div className="relative">
            <select
              id="artistCount"
              className={cn(fieldClass, 'h-12 appearance-none pr-10')}
              {...register('artistCount', { valueAsNumber: true })}
              aria-invalid={Boolean(errors.artistCount)}
              aria-describedby={errors.artistCount ? 'artistCount-error' : undefined}
            >
              {ARTISTS.map((count) => (
                <option key={count} value={count}>
                  {count === 1 ? 'Just me' : `${count} artists`}
                </option>
              ))}
            </select>
            <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
          </div>
        </Field>
      </div>
    </section>
  )
}
