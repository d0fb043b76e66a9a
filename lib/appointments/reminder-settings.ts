// The owner's reminder settings (spec: the reminder settings popup), and the balance reminders' own.
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { textMessagesAvailable } from '@/lib/sms/get-sms'
import { reminderTemplate } from './schema'
import { reminderSettingsResponse, type ReminderSettings, type ReminderSettingsResponse } from './reminder-schema'

const columns = {
  eventRemindersEnabled: true,
  reminderDaysBefore: true,
  reminderTemplate: true,
  textRemindersEnabled: true,
  balanceRemindersEnabled: true,
  balanceReminderDaysBefore: true,
} as const

function toResponse(owner: {
  eventRemindersEnabled: boolean
  reminderDaysBefore: number
  reminderTemplate: string
  textRemindersEnabled: boolean
  balanceRemindersEnabled: boolean
  balanceReminderDaysBefore: number
}): ReminderSettingsResponse {
  return reminderSettingsResponse.parse({
    eventRemindersEnabled: owner.eventRemindersEnabled,
    reminderBefore: owner.reminderDaysBefore,
    template: reminderTemplate.catch('default').parse(owner.reminderTemplate),
    textRemindersEnabled: owner.textRemindersEnabled,
    textMessagesAvailable: textMessagesAvailable(),
    balanceRemindersEnabled: owner.balanceRemindersEnabled,
    balanceReminderBefore: owner.balanceReminderDaysBefore,
  })
}

export async function getReminderSettings({ user }: { user: { id: string } }): Promise<ReminderSettingsResponse> {
  return toResponse(await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: columns }))
}

export async function updateReminderSettings({ user, input }: { user: { id: string }; input: ReminderSettings }): Promise<ReminderSettingsResponse> {
  if (input.textRemindersEnabled && !textMessagesAvailable()) {
    throw new AppError('unprocessable', 'Text messages are not set up on this Glowfolio yet', {
      fields: { textRemindersEnabled: 'Text messages are not available' },
    })
  }
  const owner = await prisma.user.update({
    where: { id: user.id },
    data: {
      eventRemindersEnabled: input.eventRemindersEnabled,
      reminderDaysBefore: input.reminderBefore,
      reminderTemplate: input.template,
      textRemindersEnabled: input.textRemindersEnabled,
      balanceRemindersEnabled: input.balanceRemindersEnabled,
      balanceReminderDaysBefore: input.balanceReminderBefore,
    },
    select: columns,
  })
  return toResponse(owner)
}
