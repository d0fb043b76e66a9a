'use client'
// The trial run: its own gig once she books, linked to the wedding, with its own fee.
import { Controller, useWatch } from 'react-hook-form'
import { DateInput } from '@/components/gigs/date-input'
import { MoneyInput } from '@/components/gigs/money-input'
import { TimeSelect } from '@/components/gigs/time-select'
import { Field } from '@/components/ui/field'
import { Textarea } from '@/components/ui/input'
import { Switch } from '@/components/ui/switch'
import { cn } from '@/lib/ui/cn'
import { Alert, section, sectionTitle } from './parts'
import { useQuoteForm, useQuoteSetting } from './use-quote'

export function TrialSection() {
  const { control, register, formState } = useQuoteForm()
  const { gig, today } = useQuoteSetting()
  const errors = formState.errors.trial
  const trial = useWatch({ control, name: 'trial' })
  return (
    <section className={section} aria-labelledby="trial-heading">
      <Controller
        control={control}
        name="trial"
        render={({ field }) => (
          <label className="flex items-center justify-between gap-4">
            <span>
              <span id="trial-heading" className={cn(sectionTitle, 'block')}>
                Trial run
              </span>
              <span className="block text-sm text-muted">Its own gig once she books, linked to the wedding.</span>
            </span>
            <Switch
              checked={Boolean(field.value)}
              onCheckedChange={(on) => field.onChange(on ? { date: '', time: { from: '10:00', to: '12:00' }, feeCents: 0, notes: '' } : null)}
              aria-label="Trial run"
            />
          </label>
        )}
      />
      {trial ? (
        <>
          <DateInput control={control} name="trial.date" id="trial-date" label="Date" title="Date of the trial run" disabledBefore={today} required />
          {trial.date && trial.date > gig.date ? <Alert>The trial run comes before the wedding</Alert> : null}
          <div className="grid grid-cols-2 gap-3">
            <Field id="trial-from" label="From" error={errors?.time?.from?.message} required>
              <TimeSelect id="trial-from" placeholder="Start" required {...register('trial.time.from')} />
            </Field>
            <Field id="trial-to" label="To" error={errors?.time?.to?.message} required>
              <TimeSelect id="trial-to" placeholder="End" required after={trial.time?.from || undefined} {...register('trial.time.to')} />
            </Field>
          </div>
          <Field id="trial-fee" label="Trial fee" hint="Paid on its own, apart from the wedding total." error={errors?.feeCents?.message} required>
            <Controller
              control={control}
              name="trial.feeCents"
              render={({ field }) => <MoneyInput ref={field.ref} id="trial-fee" required value={field.value} onChange={field.onChange} onBlur={field.onBlur} />}
            />
          </Field>
          <Field id="trial-notes" label="Trial notes" error={errors?.notes?.message}>
            <Textarea id="trial-notes" rows={2} className="min-h-20" placeholder="Bring photos of the dress and the hairpiece" {...register('trial.notes')} />
          </Field>
        </>
      ) : null}
    </section>
  )
}
