// Reminder settings (e-mail and text reminders before a gig, balance reminders) and the calendar feed.
import { z } from 'zod'
import { reminderTemplate } from './schema'

export const DEFAULT_REMINDER_DAYS = 3
export const MAX_BALANCE_REMINDER_DAYS = 30

export const reminderSettings = z.object({
  eventRemindersEnabled: z.boolean({ error: 'Event reminders must be on or off' }),
  reminderBefore: z
    .number({ error: 'Please enter how many days before' })
    .int('Please enter whole days')
    .min(1, 'Send reminders at least 1 day before')
    .max(30, 'Send reminders at most 30 days before'),
  template: reminderTemplate,
  textRemindersEnabled: z.boolean({ error: 'Text reminders must be on or off' }),
  /** Balance reminders to the client before the payment due date (and once overdue); left out: unchanged. */
  balanceRemindersEnabled: z.boolean({ error: 'Balance reminders must be on or off' }).optional(),
  balanceReminderBefore: z
    .number({ error: 'Please enter how many days before it is due' })
    .int('Please enter whole days')
    .min(1, 'Send balance reminders at least 1 day before')
    .max(MAX_BALANCE_REMINDER_DAYS, `Send balance reminders at most ${MAX_BALANCE_REMINDER_DAYS} days before`)
    .optional(),
})
export type ReminderSettings = z.infer<typeof reminderSettings>
export const reminderSettingsResponse = reminderSettings.extend({
  textMessagesAvailable: z.boolean(),
  balanceRemindersEnabled: z.boolean(),
  balanceReminderBefore: z.number().int(),
})
export type ReminderSettingsResponse = z.infer<typeof reminderSettingsResponse>

export const calendarFeedResponse = z.object({ url: z.string().nullable() })
export type CalendarFeedResponse = z.infer<typeof calendarFeedResponse>
/** Any text: a wrong secret is a plain 404, whatever its shape. */
export const calendarFeedParams = z.object({ token: z.string() })
