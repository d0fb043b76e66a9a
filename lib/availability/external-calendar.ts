// The artist's other calendar (the secret ICS address of her Google, Apple or Outlook calendar): its
// busy times block her free times. Fetched through the SSRF-safe fetcher every 15 minutes (a job) and
// when she asks; ical.js parses it, recurring events are expanded for her booking window, and only each
// busy time's start and end are kept: never an event's title, place or people.
import ICAL from 'ical.js'
import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { fetchPublic } from '@/lib/net/fetch-public'
import type { Busy } from './slots'
import { instantAt } from './zoned'

const MAX_BYTES = 5 * 1024 * 1024
const TIMEOUT_MS = 15_000
/** Busy times kept per owner, and occurrences expanded per recurring event: a calendar, not a flood. */
export const MAX_BUSY_TIMES = 5000
const MAX_OCCURRENCES = 2000
/** How often the job fetches each calendar. */
export const SYNC_EVERY_MINUTES = 15
export const SYNC_CALENDARS_JOB = 'external-calendars'
const DAY = 86_400_000

/** A time of the calendar as an instant: all-day and floating times are on the artist's clock. */
function instantOf(time: ICAL.Time, timeZone: string): number {
  if (time.isDate || time.zone?.tzid === 'floating') {
    const day = `${time.year}-${String(time.month).padStart(2, '0')}-${String(time.day).padStart(2, '0')}`
    const minutes = time.isDate ? 0 : time.hour * 60 + time.minute
    return instantAt(day, minutes, timeZone) ?? instantAt(day, minutes + 60, timeZone) ?? Date.parse(`${day}T00:00:00Z`)
  }
  return time.toJSDate().getTime()
}

/** The busy stretches of an ICS text within [from, to): free (transparent) and cancelled events are not busy. */
export function busyTimesOf(ics: string, { timeZone, from, to }: { timeZone: string; from: number; to: number }): Busy[] {
  const calendar = new ICAL.Component(ICAL.parse(ics))
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone)
  const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
  const byUid = new Map(events.filter((event) => !event.isRecurrenceException()).map((event) => [event.uid, event]))
  for (const exception of events.filter((event) => event.isRecurrenceException())) byUid.get(exception.uid)?.relateException(exception)
  const busy: Busy[] = []
  const add = (start: ICAL.Time, end: ICAL.Time, component: ICAL.Component) => {
    const stretch = { start: instantOf(start, timeZone), end: instantOf(end, timeZone) }
    const free = String(component.getFirstPropertyValue('transp') ?? '').toUpperCase() === 'TRANSPARENT'
    const cancelled = String(component.getFirstPropertyValue('status') ?? '').toUpperCase() === 'CANCELLED'
    if (!free && !cancelled && stretch.end > stretch.start && stretch.end > from && stretch.start < to) busy.push(stretch)
  }
  for (const event of byUid.values()) {
    if (!event.startDate) continue
    const end = event.endDate ?? event.startDate
    if (!event.isRecurring()) {
      add(event.startDate, end, event.component)
      continue
    }
    const occurrences = event.iterator()
    for (let next = occurrences.next(), count = 0; next && count < MAX_OCCURRENCES; next = occurrences.next(), count++) {
      if (instantOf(next, timeZone) >= to) break
      const details = event.getOccurrenceDetails(next)
      add(details.startDate, details.endDate, details.item.component)
    }
  }
  return busy.sort((a, b) => a.start - b.start).slice(0, MAX_BUSY_TIMES)
}

/** Fetches and stores one owner's calendar; a failure is kept as a sentence she can act on, and her old busy times stay. */
export async function syncExternalCalendar(userId: string, { now = new Date() } = {}): Promise<void> {
  const [settings, owner] = await Promise.all([
    prisma.availability.findUnique({ where: { userId }, select: { externalCalendarUrl: true, bookAheadMonths: true } }),
    prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { timeZone: true } }),
  ])
  const url = settings?.externalCalendarUrl
  if (!settings || !url) return
  let busy: Busy[]
  try {
    const { bytes } = await fetchPublic(url, { maxBytes: MAX_BYTES, timeoutMs: TIMEOUT_MS, accept: 'text/calendar' })
    busy = busyTimesOf(bytes.toString('utf8'), {
      timeZone: owner.timeZone,
      from: now.getTime() - DAY,
      to: now.getTime() + (settings.bookAheadMonths * 31 + 1) * DAY,
    })
  } catch (error) {
    const reason = error instanceof AppError && error.code === 'forbidden' ? 'it is not a public internet address' : 'check the address and try again'
    log.warn('external calendar fetch failed', { userId, error: error instanceof Error ? error.message : String(error) })
    await prisma.availability.updateMany({
      where: { userId, externalCalendarUrl: url },
      data: { externalSyncedAt: now, externalError: `Your other calendar could not be read: ${reason}.` },
    })
    return
  }
  await prisma.$transaction(async (tx) => {
    // Only if the address is still the one fetched: a new one saved meanwhile is synced on its own.
    const { count } = await tx.availability.updateMany({ where: { userId, externalCalendarUrl: url }, data: { externalSyncedAt: now, externalError: null } })
    if (!count) return
    await tx.externalBusyTime.deleteMany({ where: { userId } })
    await tx.externalBusyTime.createMany({ data: busy.map((stretch) => ({ userId, startsAt: new Date(stretch.start), endsAt: new Date(stretch.end) })) })
  })
}

/** The job: each calendar not fetched for 15 minutes, claimed first so two instances never fetch one twice. */
export async function syncExternalCalendars({ now = new Date() } = {}): Promise<{ synced: number }> {
  const due = new Date(now.getTime() - (SYNC_EVERY_MINUTES - 1) * 60_000)
  const claimed = await prisma.$queryRaw<{ userId: string }[]>`
    UPDATE "Availability" SET "externalSyncedAt" = ${now}
    WHERE "externalCalendarUrl" IS NOT NULL AND ("externalSyncedAt" IS NULL OR "externalSyncedAt" < ${due})
    RETURNING "userId"`
  for (const { userId } of claimed) await syncExternalCalendar(userId, { now })
  return { synced: claimed.length }
}
