// The day-of timeline through the API: a gig's ready-by time and artists are saved by POST and PATCH
// /v1/appointment (bad ones refused with a clear message, nothing changed), the answers carry the
// timeline, the client's offer page shows it, and the calendar feed starts the gig at its first sitting.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'
import { GET as listRoute, PATCH as patchRoute, POST as postRoute } from '@/app/v1/appointment/route'
import { POST as createFeedRoute } from '@/app/v1/calendar-feed/route'
import { GET as feedRoute } from '@/app/v1/calendar-feed/[token]/route'
import { getOffer } from '@/lib/appointments/get-offer'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import type { CalendarFeedResponse } from '@/lib/appointments/reminder-schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday, gigForm } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const GIG_DAY = dayFromToday(40)
const party = [
  { title: 'Bride', subTitle: 'Bridal makeup', durationMinutes: 90 },
  { title: 'Bridesmaid', subTitle: 'Soft glam', count: 4, durationMinutes: 45 },
  { title: 'Flower girl', subTitle: 'Glitter' },
]
const weddingForm = (overrides: Record<string, unknown> = {}) =>
  gigForm({ date: GIG_DAY, time: { from: '07:00', to: '10:00' }, services: party, readyBy: '10:00', artistCount: 2, ...overrides })
const sydneyOwner = () => createOwner({ timeZone: 'Australia/Sydney' })
/** A wall-clock time in Sydney, computed apart from the code under test. */
const sydney = (day: string, hours: number, minutes = 0) => {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(new TZDate(year, month - 1, date, hours, minutes, 'Australia/Sydney').getTime()).toISOString()
}
const snapshot = (userId: string) => prisma.appointment.findMany({ where: { userId }, orderBy: { id: 'asc' } }).then((rows) => JSON.stringify(rows))

describe('a gig’s ready-by time and artists', () => {
  it('are saved by POST and answered with the timeline: 2 artists share the party and finish at ready-by', async () => {
    const { token } = await sydneyOwner()
    const { status, body } = await callRoute<AppointmentResponse>(postRoute, { token, body: weddingForm() })
    expect(status).toBe(201)
    expect(body).toMatchObject({ readyBy: '10:00', artistCount: 2 })
    expect(body.timeline).toMatchObject({
      start: { day: GIG_DAY, time: '07:45' },
      readyBy: { day: GIG_DAY, time: '10:00' },
      startsDayBefore: false,
      artistCount: 2,
      earlyStartFee: null,
    })
    expect(body.timeline!.sittings.map((sitting) => [sitting.person, sitting.artist, sitting.start.time])).toEqual([
      ['Bridesmaid 3', 1, '07:45'],
      ['Bridesmaid 1', 2, '07:45'],
      ['Bride', 1, '08:30'],
      ['Bridesmaid 2', 2, '08:30'],
      ['Bridesmaid 4', 2, '09:15'],
    ])
    expect(body.timeline!.untimed).toEqual([{ title: 'Flower girl', service: 'Glitter', people: 1 }])
    const listed = await callRoute<AppointmentsByDate>(listRoute, { token })
    expect(listed.body[GIG_DAY][0].timeline).toEqual(body.timeline)
  })

  it('give no timeline without a ready-by time or without durations; one artist by default', async () => {
    const { token } = await sydneyOwner()
    const plain = await callRoute<AppointmentResponse>(postRoute, { token, body: gigForm() })
    expect(plain.body).toMatchObject({ readyBy: null, artistCount: 1, timeline: null })
    const noDurations = await callRoute<AppointmentResponse>(postRoute, { token, body: gigForm({ readyBy: '09:00' }) })
    expect(noDurations.body).toMatchObject({ readyBy: '09:00', artistCount: 1, timeline: null })
  })

  it('are changed by PATCH, across midnight too (ready by 01:00 starts the evening before)', async () => {
    const { token } = await sydneyOwner()
    const gig = (await callRoute<AppointmentResponse>(postRoute, { token, body: weddingForm() })).body
    const { status, body } = await callRoute<AppointmentResponse>(patchRoute, {
      method: 'PATCH',
      token,
      body: { _id: gig._id, ...weddingForm({ readyBy: '01:00', artistCount: 1 }) },
    })
    expect(status).toBe(200)
    expect(body).toMatchObject({ readyBy: '01:00', artistCount: 1 })
    // 90 + 4 × 45 minutes before 01:00.
    expect(body.timeline).toMatchObject({ start: { time: '20:30' }, startsDayBefore: true })
    expect(body.timeline!.sittings.at(-1)).toMatchObject({ person: 'Bride', end: { day: GIG_DAY, time: '01:00' } })
    const cleared = await callRoute<AppointmentResponse>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, ...weddingForm({ readyBy: '' }) } })
    expect(cleared.body).toMatchObject({ readyBy: null, timeline: null })
  })

  it('refuses a bad ready-by time or number of artists with a clear message, and changes nothing', async () => {
    const { user, token } = await sydneyOwner()
    const gig = (await callRoute<AppointmentResponse>(postRoute, { token, body: weddingForm() })).body
    const before = await snapshot(user.id)
    const cases: [Record<string, unknown>, string, string][] = [
      [{ readyBy: '9:30' }, 'readyBy', 'Please enter the ready-by time as HH:mm, e.g. 09:30'],
      [{ readyBy: '25:00' }, 'readyBy', 'Please enter the ready-by time as HH:mm, e.g. 09:30'],
      [{ readyBy: 930 }, 'readyBy', 'Please enter the ready-by time as HH:mm, e.g. 09:30'],
      [{ artistCount: 0 }, 'artistCount', 'At least 1 artist'],
      [{ artistCount: 7 }, 'artistCount', 'Up to 6 artists'],
      [{ artistCount: 'two' }, 'artistCount', 'Please choose how many artists'],
      [{ artistCount: 2.5 }, 'artistCount', 'Please choose how many artists'],
    ]
    for (const [bad, field, message] of cases) {
      for (const answer of [
        await callRoute<Err>(postRoute, { token, body: weddingForm(bad) }),
        await callRoute<Err>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, ...weddingForm(bad) } }),
      ]) {
        expect(answer.status, JSON.stringify(bad)).toBe(422)
        expect(answer.body.error.fields?.[field], JSON.stringify(bad)).toBe(message)
      }
    }
    expect(await snapshot(user.id)).toBe(before)
  })

  it('cannot be set on another owner’s gig, nor without a token', async () => {
    const owner = await sydneyOwner()
    const gig = (await callRoute<AppointmentResponse>(postRoute, { token: owner.token, body: weddingForm() })).body
    const other = await sydneyOwner()
    const before = await snapshot(owner.user.id)
    expect(
      (await callRoute(patchRoute, { method: 'PATCH', token: other.token, body: { _id: gig._id, ...weddingForm({ readyBy: '05:00', artistCount: 6 }) } }))
        .status,
    ).toBe(404)
    expect((await callRoute(patchRoute, { method: 'PATCH', body: { _id: gig._id, ...weddingForm({ readyBy: '05:00' }) } })).status).toBe(401)
    expect((await callRoute(postRoute, { body: weddingForm() })).status).toBe(401)
    expect(await snapshot(owner.user.id)).toBe(before)
  })
})

describe('the client’s offer page', () => {
  it('shows the timeline the owner’s gig has, and none without a ready-by time', async () => {
    const { user } = await sydneyOwner()
    const offerToken = randomBytes(24).toString('base64url')
    await createGigFor(user.id, {
      status: 'offered',
      origin: 'bookingRequest',
      date: new Date(`${GIG_DAY}T00:00:00Z`),
      services: party,
      readyBy: '06:00',
      offerToken,
      offerSentAt: new Date(),
    })
    const offer = await getOffer({ token: offerToken })
    expect(offer!.view.timeline).toMatchObject({ start: { day: GIG_DAY, time: '01:30' }, readyBy: { time: '06:00' }, artistCount: 1 })
    expect(offer!.view.timeline!.sittings.map((sitting) => sitting.person)).toEqual(['Bridesmaid 1', 'Bridesmaid 2', 'Bridesmaid 3', 'Bridesmaid 4', 'Bride'])

    const plainToken = randomBytes(24).toString('base64url')
    await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', services: party, offerToken: plainToken, offerSentAt: new Date() })
    expect((await getOffer({ token: plainToken }))!.view.timeline).toBeNull()
  })
})

describe('the early-start warning', () => {
  it('names the owner’s early-start fee the computed start crosses, on her gig and on the client’s page', async () => {
    const { user, token } = await sydneyOwner()
    await prisma.feeRules.create({
      data: {
        userId: user.id,
        earlyStartFees: [
          { before: '07:00', feeCents: 5000 },
          { before: '06:00', feeCents: 10000 },
        ],
      },
    })
    const offerToken = randomBytes(24).toString('base64url')
    // Ready by 10:00 with one artist: 4 × 45 + 90 minutes start at 5:30, before 6:00.
    const gig = await createGigFor(user.id, {
      status: 'offered',
      date: new Date(`${GIG_DAY}T00:00:00Z`),
      services: party,
      readyBy: '10:00',
      offerToken,
      offerSentAt: new Date(),
    })
    const own = await callRoute<AppointmentsByDate>(listRoute, { token })
    const listed = own.body[GIG_DAY].find((item) => item._id === gig.id)!
    expect(listed.timeline).toMatchObject({ start: { time: '05:30' }, earlyStartFee: { before: '06:00', feeCents: 10000 } })
    expect((await getOffer({ token: offerToken }))!.view.timeline).toMatchObject({ earlyStartFee: { before: '06:00', feeCents: 10000 } })
  })
})

describe('the calendar feed', () => {
  it('starts a gig with a timeline at its first sitting and ends it at the later of its end and ready-by', async () => {
    const { user, token } = await sydneyOwner()
    const onGigDay = { status: 'booked' as const, date: new Date(`${GIG_DAY}T00:00:00Z`), services: party }
    const timed = await createGigFor(user.id, { ...onGigDay, timeFrom: '08:00', timeTo: '11:00', readyBy: '10:00', artistCount: 2 })
    const endsEarly = await createGigFor(user.id, { ...onGigDay, timeFrom: '05:00', timeTo: '06:00', readyBy: '07:00', artistCount: 2 })
    const plain = await createGigFor(user.id, { ...onGigDay, timeFrom: '14:00', timeTo: '15:00' })
    const url = (await callRoute<CalendarFeedResponse>(createFeedRoute, { token, method: 'POST' })).body.url!
    const feed = await callRoute<string>(feedRoute, { params: { token: url.split('/v1/calendar-feed/')[1] } })
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    const eventOf = (id: string) => events.find((event) => event.uid === `${id}@glowfolio`)!
    const times = (id: string) => [eventOf(id).startDate.toJSDate().toISOString(), eventOf(id).endDate.toJSDate().toISOString()]

    // Two artists share 270 minutes before 10:00: from 7:45 to the gig's end, 11:00.
    expect(times(timed.id)).toEqual([sydney(GIG_DAY, 7, 45), sydney(GIG_DAY, 11)])
    expect(eventOf(timed.id).description).toContain('Ready by 10:00 am\n7:45 am Bridesmaid 3, artist 1\n7:45 am Bridesmaid 1, artist 2')
    // The gig's own end (6:00) is before ready-by (7:00): the event runs to ready-by.
    expect(times(endsEarly.id)).toEqual([sydney(GIG_DAY, 4, 45), sydney(GIG_DAY, 7)])
    // Without a timeline the gig keeps its own times.
    expect(times(plain.id)).toEqual([sydney(GIG_DAY, 14), sydney(GIG_DAY, 15)])
  })
})
