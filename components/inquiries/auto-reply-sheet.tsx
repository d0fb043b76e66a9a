'use client'
// The artist's auto-reply to booking requests: her words, her usual response time, her price list.
import { zodResolver } from '@hookform/resolvers/zod'
import { Controller, useForm, useWatch } from 'react-hook-form'
import type { z } from 'zod'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { fieldClass, Textarea } from '@/components/ui/input'
import { Sheet } from '@/components/ui/sheet'
import { Switch } from '@/components/ui/switch'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { autoReplySettings, RESPONSE_HOURS, responseTimeText, type AutoReplySettings, type AutoReplySettingsResponse } from '@/lib/inquiries/schema'
import { cn } from '@/lib/ui/cn'
import { refusedFields } from '@/lib/ui/refused-fields'

export function AutoReplySheet({
  open,
  onOpenChange,
  settings,
  onSaved,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
  settings: AutoReplySettingsResponse
  onSaved: (settings: AutoReplySettingsResponse) => void
}) {
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
    <Sheet open={open} onOpenChange={onOpenChange} title="Auto-reply" description="Within a minute of each booking request, your client gets your own reply.">
      <form onSubmit={save} className="space-y-4" noValidate>
        <Controller
          control={control}
          name="enabled"
          render={({ field }) => (
            <label className="flex items-center justify-between gap-4 rounded-2xl bg-stone-50 px-4 py-3">
              <span>
                <span className="block font-semibold">Reply to booking requests</span>
                <span className="block text-sm text-muted">
                  {settings.priceListLink ? 'With a link to your price list.' : 'Add services to your profile to link your price list.'}
                </span>
              </span>
              <Switch checked={field.value} onCheckedChange={field.onChange} aria-label="Reply to booking requests" />
            </label>
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
        <Button type="submit" size="lg" block loading={formState.isSubmitting}>
          Save
        </Button>
      </form>
    </Sheet>
  )
}
