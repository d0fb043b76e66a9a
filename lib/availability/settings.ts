// The owner's availability settings: her week, notice, booking window, deposit and other calendar. One
// row per owner, none until first saved (the defaults below answer until then).
import { prisma, type DbClient } from '@/lib/db'
import type { Availability } from '@/lib/generated/prisma/client'
import { availabilitySettingsResponse, DEFAULT_HOURS, weeklyHoursSchema, type AvailabilitySettingsBody, type AvailabilitySettingsResponse } from './schema'
import { syncExternalCalendar } from './external-calendar'
import type { SlotRules } from './slots'

type Settings = Pick<
  Availability,
  'hours' | 'minNoticeMinutes' | 'bookAheadMonths' | 'depositPercent' | 'externalCalendarUrl' | 'externalSyncedAt' | 'externalError'
>

export const DEFAULT_AVAILABILITY: Settings = {
  hours: DEFAULT_HOURS,
  minNoticeMinutes: 24 * 60,
  bookAheadMonths: 18,
  depositPercent: 25,
  externalCalendarUrl: null,
  externalSyncedAt: null,
  externalError: null,
}

/** The owner's settings row, or the defaults. */
export async function availabilityOf(userId: string, db: DbClient = prisma): Promise<Settings> {
  return (await db.availability.findUnique({ where: { userId } })) ?? DEFAULT_AVAILABILITY
}

/** The rules the slot computation needs, in the owner's time zone. */
export const slotRulesOf = (settings: Settings, timeZone: string): SlotRules => ({
  timeZone,
  hours: weeklyHoursSchema.parse(settings.hours),
  minNoticeMinutes: settings.minNoticeMinutes,
  bookAheadMonths: settings.bookAheadMonths,
})

function toSettingsResponse(settings: Settings, timeZone: string): AvailabilitySettingsResponse {
  return availabilitySettingsResponse.parse({
    hours: settings.hours,
    minNoticeHours: Math.round(settings.minNoticeMinutes / 60),
    bookAheadMonths: settings.bookAheadMonths,
    depositPercent: settings.depositPercent,
    externalCalendarUrl: settings.externalCalendarUrl,
    externalSyncedAt: settings.externalSyncedAt?.toISOString() ?? null,
    externalError: settings.externalError,
    timeZone,
  })
}

export async function getAvailabilitySettings({ user }: { user: { id: string } }): Promise<AvailabilitySettingsResponse> {
  const [settings, owner] = await Promise.all([availabilityOf(user.id), prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } })])
  return toSettingsResponse(settings, owner.timeZone)
}

/**
 * Saves her settings. A changed calendar address forgets the busy times of the old one (and its error)
 * and fetches the new one at once.
 */
export async function saveAvailabilitySettings({ user, input }: { user: { id: string }; input: AvailabilitySettingsBody }) {
  const before = await availabilityOf(user.id)
  const calendarChanged = before.externalCalendarUrl !== input.externalCalendarUrl
  const data = {
    hours: input.hours,
    minNoticeMinutes: input.minNoticeHours * 60,
    bookAheadMonths: input.bookAheadMonths,
    depositPercent: input.depositPercent,
    externalCalendarUrl: input.externalCalendarUrl,
    ...(calendarChanged ? { externalSyncedAt: null, externalError: null } : {}),
  }
  const [row, owner] = await prisma.$transaction(async (tx) => {
    if (calendarChanged) await tx.externalBusyTime.deleteMany({ where: { userId: user.id } })
    return Promise.all([
      tx.availability.upsert({ where: { userId: user.id }, create: { userId: user.id, ...data }, update: data }),
      tx.user.findUniqueOrThrow({ where: { id: user.id }, select: { timeZone: true } }),
    ])
  })
  if (calendarChanged && input.externalCalendarUrl) {
    await syncExternalCalendar(user.id)
    return getAvailabilitySettings({ user })
  }
  return toSettingsResponse(row, owner.timeZone)
}

/** "Sync now": her other calendar fetched on demand. */
export async function syncCalendarNow({ user }: { user: { id: string } }): Promise<AvailabilitySettingsResponse> {
  await syncExternalCalendar(user.id)
  return getAvailabilitySettings({ user })
}
