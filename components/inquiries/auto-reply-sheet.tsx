'use client'
// The artist's auto-reply to booking requests: her words, her usual response time, her price list.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Field } from '@/components/ui/field'
import { fieldClass, Textarea } from '@/components/ui/input'
import { SettingsSheet, type SettingsSheetProps } from '@/components/ui/settings-sheet'
import { SwitchRow } from '@/components/ui/switch-row'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { responseTimeText } from '@/lib/inquiries/response-time'
import { autoReplySettings, RESPONSE_HOURS, type AutoReplySettings, type AutoReplySettingsResponse } from '@/lib/inquiries/schema'
import { cn } from '@/lib/ui/cn'
import { refusedFields } from '@/lib/ui/refused-fields'

export function AutoReplySheet({ open, onOpenChange, settings, onSaved }: SettingsSheetProps<AutoReplySettingsResponse>) {
  const { control, register, handleSubmit, formState, setError } = useForm<z.input<typeof autoReplySettings>, unknown, AutoReplySettings>({
    resolver: zodResolver(autoReplySettings),
    values: { enabled: settings.enabled, message: settings.message, responseHours: settings.responseHours },
  })
  const enabled = useWatch({ control, name: 'enabled' })
  const { run } = useMutation()
  const save = handleSubmit((input) =>
    run(
      async () => {
        onSaved(await api<AutoReplySettingsResponse>('/v1/inquiry-reply/settings', { method: 'PATCH', body: input }))
        onOpenChange(false)
      },
      { success: 'Auto-reply saved', fieldErrors: refusedFields(setError) },
    ),
  )
  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Auto-reply"
      description="Within a minute of each booking request, your client gets your own reply."
      onSubmit={save}
      submitting={formState.isSubmitting}
    >
      <Controller
        control={control}
        name="enabled"
        render={({ field }) => (
          <SwitchRow
            label="Reply to booking requests"
            hint={settings.priceListLink ? 'With a link to your price list.' : 'Add services to your profile to link your price list.'}
            checked={field.value}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <fieldset className={cn('space-y-4', !enabled && 'opacity-50')} disabled={!enabled}>
        <Field id="auto-reply-message" label="Your words" hint="Leave empty to use ours, shown here." error={formState.errors.message?.message}>
          <Textarea id="auto-reply-message" rows={5} maxLength={800} placeholder={settings.defaultMessage} {...register('message')} />
        </Field>
        <Field id="auto-reply-hours" label="I usually reply" error={formState.errors.responseHours?.message}>
          <select id="auto-reply-hours" className={cn(fieldClass, 'h-12')} {...register('responseHours', { valueAsNumber: true })}>
            {RESPONSE_HOURS.map((hours) => (
              <option key={hours} value={hours}>
                {responseTimeText(hours)}
              </option>
            ))}
          </select>
        </Field>
      </fieldset>
    </SettingsSheet>
  )
}
