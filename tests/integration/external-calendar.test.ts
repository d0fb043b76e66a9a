// The artist's other calendar: fetched through the SSRF-safe fetcher from a stub on 127.0.0.2 (the one
// address IMAGE_FETCH_ALLOW_IPS lets through), parsed by ical.js with recurring events expanded; only
// start and end are kept; its busy times block free times; the job claims each calendar once per 15
// minutes; an address inside our network is refused and she is told why.
import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startHttpStub } from '../support/http-stub'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

vi.hoisted(() => {
  process.env.IMAGE_FETCH_ALLOW_IPS = '127.0.0.2'
})

const { PUT: putSettingsRoute } = await import('@/app/v1/availability/route')
const { POST: syncRoute } = await import('@/app/v1/availability/calendar-sync/route')
const { syncExternalCalendars } = await import('@/lib/availability/external-calendar')
const { getMonthSlots } = await import('@/lib/availability/month-slots')
const { prisma } = await import('@/lib/db')

// Tuesdays 9:00–10:00 Sydney time from 1 December 2026, weekly; one of them moved to 11:00; a free
// (transparent) event; an all-day event on Thursday 3 December.
const ICS = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Test//EN
BEGIN:VTIMEZONE
TZID:Australia/Sydney
BEGIN:STANDARD
DTSTART:19700405T030000
RRULE:FREQ=YEARLY;BYMONTH=4;BYDAY=1SU
TZOFFSETFROM:+1100
TZOFFSETTO:+1000
END:STANDARD
BEGIN:DAYLIGHT
DTSTART:19701004T020000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=1SU
TZOFFSETFROM:+1000
TZOFFSETTO:+1100
END:DAYLIGHT
END:VTIMEZONE
BEGIN:VEVENT
UID:weekly@example.com
SUMMARY:Pilates with Jess
LOCATION:Private studio
DTSTART;TZID=Australia/Sydney:20261201T090000
DTEND;TZID=Australia/Sydney:20261201T100000
RRULE:FREQ=WEEKLY;COUNT=10
END:VEVENT
BEGIN:VEVENT
UID:weekly@example.com
RECURRENCE-ID;TZID=Australia/Sydney:20261208T090000
SUMMARY:Pilates moved
DTSTART;TZID=Australia/Sydney:20261208T110000
DTEND;TZID=Australia/Sydney:20261208T120000
END:VEVENT
BEGIN:VEVENT
UID:free@example.com
SUMMARY:Maybe lunch
TRANSP:TRANSPARENT
DTSTART;TZID=Australia/Sydney:20261201T130000
DTEND;TZID=Australia/Sydney:20261201T140000
END:VEVENT
BEGIN:VEVENT
UID:allday@example.com
SUMMARY:Mum's birthday
DTSTART;VALUE=DATE:20261203
DTEND;VALUE=DATE:20261204
END:VEVENT
END:VCALENDAR
`

let calendarHost: Awaited<ReturnType<typeof startHttpStub>>
let fetches = 0
beforeAll(async () => {
  calendarHost = await startHttpStub(
    () => {
      fetches += 1
      return { body: ICS, headers: { 'content-type': 'text/calendar' } }
    },
    { host: '127.0.0.2' },
  )
})
afterAll(() => calendarHost.close())

const EVERY_DAY = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((day) => [day, [{ from: '09:00', to: '14:00' }]]))
const NOW = new Date('2026-11-20T00:00:00Z')

async function artistWithCalendar(url: string) {
  const owner = await createOwner()
  const service = await prisma.service.create({
    data: { userId: owner.user.id, name: 'Makeup lesson', category: 'lesson', priceCents: 10000, durationMinutes: 60, bookingMode: 'instant' },
  })
  const saved = await callRoute<{ externalError: string | null; externalSyncedAt: string | null }>(putSettingsRoute, {
    method: 'PUT',
    token: owner.token,
    body: { hours: EVERY_DAY, minNoticeHours: 0, bookAheadMonths: 18, depositPercent: 20, externalCalendarUrl: url },
  })
  return { ...owner, service, saved }
}

describe('her other calendar', () => {
  it('keeps only start and end of its busy events, recurring ones expanded, and they block her free times', async () => {
    const { user, service, saved } = await artistWithCalendar(`${calendarHost.url}/secret-${randomBytes(4).toString('hex')}.ics`)
    expect(saved.body.externalError).toBeNull()
    const busy = await prisma.externalBusyTime.findMany({ where: { userId: user.id }, orderBy: { startsAt: 'asc' } })
    const iso = busy.map((row) => [row.startsAt.toISOString(), row.endsAt.toISOString()])
    // 1 December 9:00 AEDT, the moved 8 December at 11:00, the all-day 3 December (Sydney midnight to midnight).
    expect(iso).toContainEqual(['2026-11-30T22:00:00.000Z', '2026-11-30T23:00:00.000Z'])
    expect(iso).toContainEqual(['2026-12-08T00:00:00.000Z', '2026-12-08T01:00:00.000Z'])
    expect(iso).not.toContainEqual(['2026-12-07T22:00:00.000Z', '2026-12-07T23:00:00.000Z'])
    expect(iso).toContainEqual(['2026-12-02T13:00:00.000Z', '2026-12-03T13:00:00.000Z'])
    // Ten weekly occurrences and the all-day event; the free one is not busy.
    expect(busy).toHaveLength(11)
    expect(Object.keys(busy[0]).sort()).toEqual(['endsAt', 'id', 'startsAt', 'userId'])

    const days = (await getMonthSlots({ userId: user.id, serviceId: service.id, month: '2026-12' }, { now: NOW })).days
    const startsOn = (date: string) => days.find((day) => day.date === date)!.slots.map((slot) => slot.time)
    expect(startsOn('2026-12-01')).toEqual(['10:00', '10:30', '11:00', '11:30', '12:00', '12:30', '13:00'])
    expect(startsOn('2026-12-03')).toEqual([])
    expect(startsOn('2026-12-08')).toEqual(['09:00', '09:30', '10:00', '12:00', '12:30', '13:00'])
  })

  it('is fetched again by the job once 15 minutes have passed, and on demand', async () => {
    const { user, token } = await artistWithCalendar(`${calendarHost.url}/job-${randomBytes(4).toString('hex')}.ics`)
    const before = fetches
    const synced = (await prisma.availability.findUniqueOrThrow({ where: { userId: user.id } })).externalSyncedAt!
    await syncExternalCalendars({ now: new Date(synced.getTime() + 60_000) })
    expect(fetches).toBe(before)
    await syncExternalCalendars({ now: new Date(synced.getTime() + 15 * 60_000) })
    expect(fetches).toBeGreaterThan(before)
    const now = await callRoute<{ externalError: string | null }>(syncRoute, { token })
    expect(now.status).toBe(200)
    expect((await callRoute(syncRoute)).status).toBe(401)
  })

  it('refuses an address inside our network and tells her why, keeping nothing', async () => {
    const { user, saved } = await artistWithCalendar('http://127.0.0.1:9/secret.ics')
    expect(saved.body.externalError).toMatch(/not a public internet address/)
    expect(await prisma.externalBusyTime.count({ where: { userId: user.id } })).toBe(0)
  })
})
