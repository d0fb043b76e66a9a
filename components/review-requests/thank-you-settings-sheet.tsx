'use client'
// "After the gig": when each client gets the thank-you asking for a review, in whose words, who at a
// wedding, or off. One reminder follows three days later unless she has reviewed.
import { zodResolver } from '@hookform/resolvers/zod'
import type { z } from 'zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { ChoiceCards } from '@/components/ui/choice-cards'
import { Field } from '@/components/ui/field'
import { fieldClass, Textarea } from '@/components/ui/input'
import { SettingsSheet, type SettingsSheetProps } from '@/components/ui/settings-sheet'
import { SwitchRow } from '@/components/ui/switch-row'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { reviewRequestSettings, type ReviewRequestSettings, type ReviewRequestSettingsResponse } from '@/lib/review-requests/schema'
import { refusedFields } from '@/lib/ui/refused-fields'
import { cn } from '@/lib/ui/cn'

const DAYS = [1, 2, 3, 4, 5, 6, 7]
const HOURS = Array.from({ length: 16 }, (_, index) => index + 6)
const hourLabel = (hour: number) => `${hour % 12 || 12}:00 ${hour < 12 ? 'am' : 'pm'}`
const dayLabel = (days: number) => (days === 1 ? 'The next day' : `${days} days after`)

export function ThankYouSettingsSheet({ open, onOpenChange, settings, onSaved }: SettingsSheetProps<ReviewRequestSettingsResponse>) {
  const { control, register, handleSubmit, formState, setError } = useForm<z.input<typeof reviewRequestSettings>, unknown, ReviewRequestSettings>({
    resolver: zodResolver(reviewRequestSettings),
    values: {
      enabled: settings.enabled,
      daysAfter: settings.daysAfter,
      hour: settings.hour,
      message: settings.message,
      weddingRecipients: settings.weddingRecipients,
    },
  })
  const enabled = useWatch({ control, name: 'enabled' })
  const { run } = useMutation()
  const save = handleSubmit((input) =>
    run(
      async () => {
        onSaved(await api<ReviewRequestSettingsResponse>('/v1/review-request/settings', { method: 'PATCH', body: input }))
        onOpenChange(false)
      },
      { success: 'Thank-you settings saved', fieldErrors: refusedFields(setError) },
    ),
  )
  const select = cn(fieldClass, 'h-12')

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="After the gig"
      description="Each client gets a thank-you with a link to review you, and one reminder three days later unless she has."
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <SwitchRow
            label="Thank-you e-mails"
            hint={settings.textMessages ? 'By e-mail, and by text to her mobile.' : 'By e-mail. Clients can unsubscribe in one tap.'}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <fieldset className={cn('space-y-4', !enabled && 'opacity-50')} disabled={!enabled}>
        <div className="grid grid-cols-2 gap-3">
          <Field id="thank-you-day" label="When" error={formState.errors.daysAfter?.message}>
            <select id="thank-you-day" className={select} {...register('daysAfter', { valueAsNumber: true })}>
              {DAYS.map((days) => (
                <option key={days} value={days}>
                  {dayLabel(days)}
                </option>
              ))}
            </select>
          </Field>
          <Field id="thank-you-hour" label="At" error={formState.errors.hour?.message}>
            <select id="thank-you-hour" className={select} {...register('hour', { valueAsNumber: true })}>
              {HOURS.map((hour) => (
                <option key={hour} value={hour}>
                  {hourLabel(hour)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="thank-you-message" label="Your words" hint="Leave empty to use ours, shown here." error={formState.errors.message?.message}>
          <Textarea id="thank-you-message" rows={5} maxLength={600} placeholder={settings.defaultMessage} {...register('message')} />
        </Field>
        <Controller
          control={control}
          name="weddingRecipients"
          render={({ field }) => (
            <ChoiceCards
              name="weddingRecipients"
              legend="At a wedding, thank"
              value={field.value}
              onChange={field.onChange}
              options={[
                { value: 'bride', label: 'The bride only' },
                { value: 'party', label: 'Everyone in the party with an e-mail' },
              ]}
            />
          )}
        />
      </fieldset>
    </SettingsSheet>
  )
}
