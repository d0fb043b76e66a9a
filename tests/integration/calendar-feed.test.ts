// The private calendar feed: created, shown and revoked by the owner through /v1/calendar-feed; the ICS
// at its secret address parses back with ical.js (a well-kept ICS library) with the gigs at the right
// times; without the current secret it answers 404 and says nothing.
import { TZDate } from '@date-fns/tz'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { DELETE as revokeRoute, GET as getRoute, POST as createRoute } from '@/app/v1/calendar-feed/route'
import { GET as feedRoute } from '@/app/v1/calendar-feed/[token]/route'
import type { CalendarFeedResponse } from '@/lib/appointments/reminder-schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const GIG_DAY = dayFromToday(30)
/** A wall-clock time in Sydney, computed apart from the code under test. */
const sydney = (day: string, hours: number) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(new TZDate(year, month - 1, date, hours, 0, 'Australia/Sydney').getTime()).toISOString()
}
const secretOf = (url: string) => url.split('/v1/calendar-feed/')[1]
const fetchFeed = (token: string) => callRoute<string>(feedRoute, { params: { token } })

async function ownerWithGigs() {
  const owner = await createOwner({ businessName: 'Glow by Ava', timeZone: 'Australia/Sydney' })
  const late = await createGigFor(owner.user.id, {
    status: 'booked',
    customerName: 'Hannah Scott',
    date: new Date(`${GIG_DAY}T00:00:00Z`),
    timeFrom: '22:00',
    timeTo: '01:00',
    locationCity: 'Manly',
    locationFormatted: 'Manly Pacific Hotel, Manly NSW',
    services: [
      { title: 'Bride', subTitle: 'Evening glam' },
      { title: 'Friend', subTitle: 'Soft glam' },
    ],
    totalCents: 48000,
    paidToDateCents: 10000,
  })
  const offer = await createGigFor(owner.user.id, {
    status: 'offered',
    customerName: 'Zoe Harris',
    date: new Date(`${dayFromToday(34)}T00:00:00Z`),
    timeFrom: '08:00',
    timeTo: '10:00',
  })
  const expired = await createGigFor(owner.user.id, { status: 'expired', customerName: 'Gone Girl', date: new Date(`${dayFromToday(35)}T00:00:00Z`) })
  const cancelled = await createGigFor(owner.user.id, {
    status: 'cancelled',
    cancelledAt: new Date(),
    cancelledBy: 'client',
    customerName: 'Called Off',
    date: new Date(`${dayFromToday(36)}T00:00:00Z`),
  })
  return { ...owner, late, offer, expired, cancelled }
}

describe('/v1/calendar-feed', () => {
  it('creates a secret address, whose ICS parses back with every live gig at its time (no expired or cancelled one)', async () => {
    const { token, late, offer } = await ownerWithGigs()
    expect((await callRoute<CalendarFeedResponse>(getRoute, { token })).body).toEqual({ url: null })
    const created = await callRoute<CalendarFeedResponse>(createRoute, { token, method: 'POST' })
    expect(created.status).toBe(200)
    expect(created.body.url).toMatch(/^http:\/\/localhost:3000\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
    expect((await callRoute<CalendarFeedResponse>(getRoute, { token })).body).toEqual(created.body)

    const feed = await fetchFeed(secretOf(created.body.url!))
    expect(feed.status).toBe(200)
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const calendar = new ICAL.Component(ICAL.parse(feed.body))
    expect(calendar.name).toBe('vcalendar')
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Glowfolio//Gigs//EN')
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events.map((event) => event.uid).sort()).toEqual([`${late.id}@glowfolio`, `${offer.id}@glowfolio`].sort())
    const evening = events.find((event) => event.uid === `${late.id}@glowfolio`)!
    expect(evening.summary).toBe('Hannah Scott (2 People)')
    // 22:00 to 01:00 the next morning, Sydney time.
    expect(evening.startDate.toJSDate().toISOString()).toBe(sydney(GIG_DAY, 22))
    expect(evening.endDate.toJSDate().toISOString()).toBe(sydney(GIG_DAY, 25))
    expect(evening.location).toBe('Manly Pacific Hotel, Manly NSW')
    expect(evening.description).toContain('Bride: Evening glam')
    expect(evening.description).toContain('Still to pay: $380.00')
    expect(evening.component.getFirstPropertyValue('status')).toBe('CONFIRMED')
    const tentative = events.find((event) => event.uid === `${offer.id}@glowfolio`)!
    expect(tentative.summary).toBe('Offer: Zoe Harris (1 Person)')
    expect(tentative.component.getFirstPropertyValue('status')).toBe('TENTATIVE')
  })

  it('answers 404 and says nothing without the right secret, after a new address and after revocation', async () => {
    const { token } = await ownerWithGigs()
    const first = (await callRoute<CalendarFeedResponse>(createRoute, { token, method: 'POST' })).body.url!
    const second = (await callRoute<CalendarFeedResponse>(createRoute, { token, method: 'POST' })).body.url!
    expect(second).not.toBe(first)
    for (const guess of [secretOf(first), 'x'.repeat(43), 'not-a-token', '', `${secretOf(second).slice(0, -1)}A.ics`]) {
      const answer = await fetchFeed(guess)
      expect(answer.status, guess).toBe(404)
      expect(JSON.stringify(answer.body)).not.toMatch(/Hannah|Glow by Ava|VCALENDAR/)
    }
    expect((await fetchFeed(secretOf(second))).status).toBe(200)
    expect((await callRoute<CalendarFeedResponse>(revokeRoute, { token, method: 'DELETE' })).body).toEqual({ url: null })
    const revoked = await fetchFeed(secretOf(second))
    expect(revoked.status).toBe(404)
    expect(revoked.body).toEqual({ error: { code: 'not_found', message: 'Not found' } })
  })

  it('shows each owner only their own address; 401 without a token', async () => {
    const owner = await ownerWithGigs()
    await callRoute(createRoute, { token: owner.token, method: 'POST' })
    const other = await createOwner()
    expect((await callRoute<CalendarFeedResponse>(getRoute, { token: other.token })).body).toEqual({ url: null })
    await callRoute(revokeRoute, { token: other.token, method: 'DELETE' })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: owner.user.id }, select: { calendarFeedToken: true } })).calendarFeedToken).not.toBeNull()
    expect((await callRoute(getRoute)).status).toBe(401)
    expect((await callRoute(createRoute, { method: 'POST' })).status).toBe(401)
    expect((await callRoute(revokeRoute, { method: 'DELETE' })).status).toBe(401)
  })
})
