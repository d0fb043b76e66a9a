'use client'
// The reminder settings popup: event reminders, 'Send reminder' N days before, the template, and text
// reminders (usage charges apply; off, and said so, while text messages are not set up); then balance
// reminders: N days before the payment is due, and once when it is overdue.
import { zodResolver } from '@hookform/resolvers/zod'
import { Minus, Plus } from 'lucide-react'
import { Controller, useForm, useWatch } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { ChoiceCards } from '@/components/ui/choice-cards'
import { SettingsSheet, type SettingsSheetProps } from '@/components/ui/settings-sheet'
import { SwitchRow } from '@/components/ui/switch-row'
import { useMutation } from '@/components/ui/use-mutation'
import { api } from '@/lib/api/client'
import { REMINDER_TEMPLATES, reminderTemplate } from '@/lib/appointments/schema'
import { reminderSettings, type ReminderSettings, type ReminderSettingsResponse } from '@/lib/appointments/reminder-schema'
import { cn } from '@/lib/ui/cn'

const TEMPLATE_PREVIEWS: Record<ReminderSettings['template'], string> = {
  default: '“Hi Hannah, this is a reminder of your appointment with …” with the date, time, place and services.',
  short: '“See you Saturday 12 December! A quick reminder of your appointment …”',
}

export function ReminderSettingsSheet({ open, onOpenChange, settings, onSaved }: SettingsSheetProps<ReminderSettingsResponse>) {
  const { control, handleSubmit, formState } = useForm<ReminderSettings>({
    resolver: zodResolver(reminderSettings),
    values: {
      eventRemindersEnabled: settings.eventRemindersEnabled,
      reminderBefore: settings.reminderBefore,
      template: settings.template,
      textRemindersEnabled: settings.textRemindersEnabled,
      balanceRemindersEnabled: settings.balanceRemindersEnabled,
      balanceReminderBefore: settings.balanceReminderBefore,
    },
  })
  const enabled = useWatch({ control, name: 'eventRemindersEnabled' })
  const balanceEnabled = useWatch({ control, name: 'balanceRemindersEnabled' })

  const { run } = useMutation()
  const save = handleSubmit((input) =>
    run(
      async () => {
        onSaved(await api<ReminderSettingsResponse>('/v1/reminder-settings', { method: 'PATCH', body: input }))
        onOpenChange(false)
      },
      { success: 'Reminder settings saved' },
    ),
  )

  return (
    <SettingsSheet
      open={open}
      onOpenChange={onOpenChange}
      title="Reminders"
      description="Your clients get a reminder before each booked gig, and before its balance is due."
      onSubmit={save}
      submitting={formState.isSubmitting}
      className="space-y-3"
    >
      <Controller
        control={control}
        name="eventRemindersEnabled"
        render={({ field }) => (
          <SwitchRow label="Event reminders" hint="An email to the client before the gig." checked={field.value} onCheckedChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="reminderBefore"
        render={({ field }) => (
          <DaysBefore
            id="reminder-before"
            label="Send reminder"
            unit="days before the gig"
            steps={['One day less', 'One day more']}
            value={field.value}
            onChange={field.onChange}
            disabled={!enabled}
          />
        )}
      />
      {formState.errors.reminderBefore ? (
        <p className="px-1 text-sm text-danger" role="alert">
          {formState.errors.reminderBefore.message}
        </p>
      ) : null}
      <Controller
        control={control}
        name="template"
        render={({ field }) => (
          <ChoiceCards
            name="template"
            legend="Template"
            value={field.value}
            onChange={field.onChange}
            options={reminderTemplate.options.map((template) => ({ value: template, label: REMINDER_TEMPLATES[template], hint: TEMPLATE_PREVIEWS[template] }))}
            disabled={!enabled}
          />
        )}
      />
      <Controller
        control={control}
        name="textRemindersEnabled"
        render={({ field }) => (
          <SwitchRow
            label="Text reminders"
            hint={
              settings.textMessagesAvailable
                ? 'Also a text message to the client’s mobile (usage charges apply).'
                : 'Text messages are not set up on this Glowfolio yet, so reminders go by email only. Usage charges apply once they are.'
            }
            checked={field.value}
            onCheckedChange={field.onChange}
            disabled={!settings.textMessagesAvailable || !enabled}
          />
        )}
      />
      <h3 className="px-1 pt-3 font-display text-lg font-semibold">Payments due</h3>
      <Controller
        control={control}
        name="balanceRemindersEnabled"
        render={({ field }) => (
          <SwitchRow
            label="Balance reminders"
            hint="An email with the amount left and a link to pay it, before it’s due and once if it’s overdue."
            checked={field.value ?? true}
            onCheckedChange={field.onChange}
          />
        )}
      />
      <Controller
        control={control}
        name="balanceReminderBefore"
        render={({ field }) => (
          <DaysBefore
            id="balance-reminder-before"
            label="Balance reminder"
            unit="days before it’s due"
            steps={['Fewer days before it’s due', 'More days before it’s due']}
            value={field.value ?? settings.balanceReminderBefore}
            onChange={field.onChange}
            disabled={!balanceEnabled}
          />
        )}
      />
      {formState.errors.balanceReminderBefore ? (
        <p className="px-1 text-sm text-danger" role="alert">
          {formState.errors.balanceReminderBefore.message}
        </p>
      ) : null}
    </SettingsSheet>
  )
}

/** "N days before", typed or stepped a day at a time (1 to 30); `steps` names the two buttons. */
function DaysBefore({
  id,
  label,
  unit,
  steps: [less, more],
  value,
  onChange,
  disabled,
}: {
  id: string
  label: string
  unit: string
  steps: [string, string]
  value: number
  onChange: (days: number) => void
  disabled: boolean
}) {
  return (
    <div className={cn('space-y-2 rounded-2xl bg-stone-50 px-4 py-3', disabled && 'opacity-50')}>
      <label htmlFor={id} className="block font-semibold">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={less}
          disabled={disabled || value <= 1}
          onClick={() => onChange(value - 1)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={1}
          max={30}
          value={Number.isNaN(value) ? '' : value}
          onChange={(event) => onChange(event.target.valueAsNumber)}
          disabled={disabled}
          className="h-11 w-14 rounded-xl border border-line bg-white text-center text-[16px] font-semibold"
          aria-describedby={`${id}-unit`}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          className="size-11"
          aria-label={more}
          disabled={disabled || value >= 30}
          onClick={() => onChange(value + 1)}
        >
          <Plus aria-hidden="true" />
        </Button>
        <span id={`${id}-unit`} className="text-[15px] text-muted">
          {unit}
        </span>
      </div>
    </div>
  )
}
