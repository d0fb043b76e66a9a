// Availability and instant booking on the real database: the owner's hours and blocks, the public month
// of free times, and a client booking one and paying its deposit (test mode). Twenty clients racing for
// one slot get one booking and nineteen "just taken"; a 10-minute hold frees its slot once it expires.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GET as getSettingsRoute, PUT as putSettingsRoute } from '@/app/v1/availability/route'
import { POST as addBlockRoute } from '@/app/v1/availability/block/route'
import { DELETE as deleteBlockRoute } from '@/app/v1/availability/block/[blockId]/route'
import { GET as slotsRoute } from '@/app/v1/availability/slots/route'
import { GET as weekRoute } from '@/app/v1/availability/week/route'
import { GET as listGigsRoute } from '@/app/v1/appointment/route'
import { POST as bookRoute } from '@/app/v1/instant-booking/route'
import { confirmBooking } from '@/lib/appointments/confirm-booking'
import { createInstantBooking, SLOT_TAKEN } from '@/lib/availability/instant-booking'
import { getMonthSlots } from '@/lib/availability/month-slots'
import { HOLD_MINUTES, occupyTime } from '@/lib/availability/occupy'
import type {
  AvailabilitySettingsInput,
  AvailabilitySettingsResponse,
  BlockResponse,
  InstantBookingAnswer,
  SlotsResponse,
  WeekResponse,
} from '@/lib/availability/schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.${randomBytes(1)[0]}.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const EVERY_DAY = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((day) => [
    day,
    [
      { from: '09:00', to: '12:00' },
      { from: '13:00', to: '17:00' },
    ],
  ]),
)
const settings = (extra: Partial<AvailabilitySettingsInput> = {}): AvailabilitySettingsInput => ({
  hours: EVERY_DAY as AvailabilitySettingsInput['hours'],
  minNoticeHours: 0,
  bookAheadMonths: 18,
  depositPercent: 20,
  externalCalendarUrl: null,
  ...extra,
})

async function artist({ cards = true } = {}) {
  const owner = await createOwner(cards ? { payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`, payoutsStatus: 'payoutsOn' } : {})
  const service = await prisma.service.create({
    data: {
      userId: owner.user.id,
      name: 'Bridal trial',
      category: 'trial',
      priceCents: 15000,
      durationMinutes: 90,
      bookingMode: 'instant',
      bufferAfterMinutes: 30,
    },
  })
  const saved = await callRoute<AvailabilitySettingsResponse>(putSettingsRoute, { method: 'PUT', token: owner.token, body: settings() })
  expect(saved.status).toBe(200)
  return { ...owner, service }
}

const month = (day: string) => day.slice(0, 7)
const slotsFor = (userId: string, serviceId: string, day: string) =>
  callRoute<SlotsResponse & Err>(slotsRoute, { query: { userId, serviceId, month: month(day) }, headers: fromIp() })

async function firstFreeSlot(userId: string, serviceId: string, day = dayFromToday(10)) {
  const answer = await slotsFor(userId, serviceId, day)
  expect(answer.status).toBe(200)
  const found = answer.body.days.find((entry) => entry.date >= day && entry.slots.length) ?? answer.body.days.find((entry) => entry.slots.length)
  return { day: found!.date, slot: found!.slots[0], answer: answer.body }
}

const booking = (userId: string, serviceId: string, start: string, extra: Record<string, unknown> = {}) => ({
  userId,
  serviceId,
  start,
  customerName: 'Ava Chen',
  customerMobile: '+61400111222',
  customerEmail: `ava-${randomBytes(3).toString('hex')}@example.com`,
  location: { city: 'Bondi', formatted: null },
  acceptPolicy: true,
  ...extra,
})

describe('GET/PUT /v1/availability', () => {
  it('answers the defaults, then what the owner saved', async () => {
    const { token } = await createOwner()
    const first = await callRoute<AvailabilitySettingsResponse>(getSettingsRoute, { token })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ minNoticeHours: 24, bookAheadMonths: 18, timeZone: 'Australia/Sydney', externalCalendarUrl: null })
    const saved = await callRoute<AvailabilitySettingsResponse>(putSettingsRoute, {
      method: 'PUT',
      token,
      body: settings({ minNoticeHours: 48, externalCalendarUrl: 'webcal://calendar.example.com/secret.ics' }),
    })
    expect(saved.status).toBe(200)
    expect(saved.body).toMatchObject({ minNoticeHours: 48, externalCalendarUrl: 'https://calendar.example.com/secret.ics' })
    expect((await callRoute<AvailabilitySettingsResponse>(getSettingsRoute, { token })).body.hours['1']).toEqual(EVERY_DAY['1'])
  })

  it('refuses overlapping ranges and times off the half hour, changing nothing', async () => {
    const { user, token } = await createOwner()
    const overlapping = {
      ...EVERY_DAY,
      '1': [
        { from: '09:00', to: '12:00' },
        { from: '11:00', to: '13:00' },
      ],
    }
    const refused = await callRoute<Err>(putSettingsRoute, {
      method: 'PUT',
      token,
      body: settings({ hours: overlapping as AvailabilitySettingsInput['hours'] }),
    })
    expect(refused.status).toBe(422)
    const offHour = { ...EVERY_DAY, '2': [{ from: '09:15', to: '12:00' }] }
    expect(
      (await callRoute<Err>(putSettingsRoute, { method: 'PUT', token, body: settings({ hours: offHour as AvailabilitySettingsInput['hours'] }) })).status,
    ).toBe(422)
    expect(await prisma.availability.count({ where: { userId: user.id } })).toBe(0)
  })

  it('needs a token, and each owner sees her own', async () => {
    expect((await callRoute(getSettingsRoute)).status).toBe(401)
    expect((await callRoute(putSettingsRoute, { method: 'PUT', body: settings() })).status).toBe(401)
    const first = await artist()
    const other = await createOwner()
    expect((await callRoute<AvailabilitySettingsResponse>(getSettingsRoute, { token: other.token })).body.minNoticeHours).toBe(24)
    expect((await prisma.availability.findUniqueOrThrow({ where: { userId: first.user.id } })).minNoticeMinutes).toBe(0)
  })
})

describe('POST/DELETE /v1/availability/block', () => {
  it('blocks a day off, whose slots go, and frees it again', async () => {
    const { user, token, service } = await artist()
    const { day } = await firstFreeSlot(user.id, service.id)
    const dayStart = new Date(`${day}T00:00:00+11:00`).toISOString()
    const dayEnd = new Date(`${day}T23:59:00+11:00`).toISOString()
    const block = await callRoute<BlockResponse>(addBlockRoute, { token, body: { startsAt: dayStart, endsAt: dayEnd, label: 'Holiday' } })
    expect(block.status).toBe(201)
    const after = await slotsFor(user.id, service.id, day)
    expect(after.body.days.find((entry) => entry.date === day)!.slots).toEqual([])
    const other = await createOwner()
    expect((await callRoute(deleteBlockRoute, { method: 'DELETE', token: other.token, params: { blockId: block.body._id } })).status).toBe(404)
    expect((await callRoute(deleteBlockRoute, { method: 'DELETE', params: { blockId: block.body._id } })).status).toBe(401)
    expect((await callRoute(deleteBlockRoute, { method: 'DELETE', token, params: { blockId: block.body._id } })).status).toBe(200)
    expect((await slotsFor(user.id, service.id, day)).body.days.find((entry) => entry.date === day)!.slots.length).toBeGreaterThan(0)
  })

  it('refuses an end before the start, writing nothing', async () => {
    const { user, token } = await createOwner()
    const refused = await callRoute<Err>(addBlockRoute, { token, body: { startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T09:00:00Z' } })
    expect(refused.status).toBe(422)
    expect((await callRoute(addBlockRoute, { body: { startsAt: '2026-12-02T10:00:00Z', endsAt: '2026-12-02T11:00:00Z' } })).status).toBe(401)
    expect(await prisma.availabilityBlock.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('GET /v1/availability/slots (public)', () => {
  it('answers a month of free times in the artist’s zone; a request-only service or a bad month is refused', async () => {
    const { user, service } = await artist()
    const { answer } = await firstFreeSlot(user.id, service.id)
    expect(answer.timeZone).toBe('Australia/Sydney')
    const day = answer.days.find((entry) => entry.slots.length)!
    // 9:00 to 12:00 fits a 90-minute trial at 9:00, 9:30 and 10:00; then from 13:00.
    expect(day.slots.map((slot) => slot.time).slice(0, 4)).toEqual(['09:00', '09:30', '10:00', '10:30'])
    const request = await prisma.service.create({ data: { userId: user.id, name: 'Wedding', category: 'bridal', priceCents: 50000, durationMinutes: 120 } })
    const refused = await slotsFor(user.id, request.id, dayFromToday(10))
    expect(refused.status).toBe(404)
    expect(refused.body.error.message).toMatch(/booking request/)
    const other = await artist()
    expect((await slotsFor(user.id, other.service.id, dayFromToday(10))).status).toBe(404)
    expect((await callRoute(slotsRoute, { query: { userId: user.id, serviceId: service.id, month: '2026-13' }, headers: fromIp() })).status).toBe(422)
  })
})

describe('POST /v1/instant-booking (public)', () => {
  it('books a free time and takes the deposit (test mode); the confirmation carries an ICS; the slot is gone', async () => {
    const { user, service, token } = await artist()
    const { day, slot } = await firstFreeSlot(user.id, service.id)
    const body = booking(user.id, service.id, slot.start)
    const answer = await callRoute<InstantBookingAnswer>(bookRoute, { body, headers: fromIp() })
    expect(answer.status, JSON.stringify(answer.body)).toBe(201)
    expect(answer.body).toMatchObject({ status: 'booked', testMode: true })
    const gig = await prisma.appointment.findFirstOrThrow({
      where: { userId: user.id, customerEmail: body.customerEmail },
      include: { payments: true, occupiedTime: true },
    })
    expect(gig).toMatchObject({ status: 'booked', origin: 'instantBook', timeFrom: slot.time, totalCents: 15000, depositCents: 3000, paidToDateCents: 3000 })
    expect(gig.occupiedTime).toMatchObject({ expiresAt: null })
    // The trial's 90 minutes and its 30 after are kept.
    expect(gig.occupiedTime!.endsAt.getTime() - gig.occupiedTime!.startsAt.getTime()).toBe(120 * 60_000)
    const confirmation = await prisma.emailOutbox.findFirstOrThrow({ where: { to: body.customerEmail, subject: { startsWith: "You're booked" } } })
    const attachments = confirmation.attachments as { filename: string; content: string }[]
    expect(attachments[0].filename).toBe('booking.ics')
    expect(Buffer.from(attachments[0].content, 'base64').toString()).toContain('BEGIN:VEVENT')
    const after = await slotsFor(user.id, service.id, day)
    expect(after.body.days.find((entry) => entry.date === day)!.slots.map((entry) => entry.start)).not.toContain(slot.start)
    // Her Gigs list shows it, marked as booked by the client herself.
    const gigs = await callRoute(listGigsRoute, { token })
    expect(gigs.status).toBe(200)
    expect(JSON.stringify(gigs.body)).toContain('"origin":"instantBook"')
  })

  it('holds the date awaiting the deposit when the artist takes no cards', async () => {
    const { user, service } = await artist({ cards: false })
    const { slot } = await firstFreeSlot(user.id, service.id)
    const answer = await callRoute<InstantBookingAnswer>(bookRoute, { body: booking(user.id, service.id, slot.start), headers: fromIp() })
    expect(answer.body).toMatchObject({ status: 'awaitingDeposit' })
    const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id }, include: { occupiedTime: true } })
    expect(gig.status).toBe('awaitingDeposit')
    expect(gig.occupiedTime?.expiresAt).toBeNull()
  })

  it('gives one of 20 clients racing for one slot the booking, and the other 19 a clear 409', async () => {
    const { user, service } = await artist()
    const { slot } = await firstFreeSlot(user.id, service.id)
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        callRoute<InstantBookingAnswer & Err>(bookRoute, {
          body: booking(user.id, service.id, slot.start, { customerName: `Client ${index}` }),
          headers: fromIp(),
        }),
      ),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    const refused = answers.filter((answer) => answer.status === 409)
    expect(refused).toHaveLength(19)
    for (const answer of refused) expect(answer.body.error.message).toBe(SLOT_TAKEN)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(1)
    expect(await prisma.occupiedTime.count({ where: { userId: user.id } })).toBe(1)
  })

  it('never lets two times of one owner overlap, whatever the caller checked (the exclusion constraint)', async () => {
    const { user } = await createOwner()
    const start = Date.parse('2027-03-02T00:00:00Z')
    const now = new Date('2027-03-01T00:00:00Z')
    const gigs = await Promise.all(
      [1, 2].map((requestNumber) =>
        prisma.appointment.create({
          data: { userId: user.id, requestNumber, customerName: 'A', locationCity: 'Bondi', date: new Date(start), timeFrom: '11:00', timeTo: '12:00' },
        }),
      ),
    )
    const hold = (appointmentId: string, offset: number) =>
      prisma.$transaction((tx) =>
        occupyTime(tx, {
          userId: user.id,
          appointmentId,
          stretch: { start: start + offset, end: start + offset + 3_600_000 },
          expiresAt: new Date(start),
          now,
        }),
      )
    expect(await hold(gigs[0].id, 0)).toEqual(expect.any(String))
    expect(await hold(gigs[1].id, 30 * 60_000)).toBeNull()
    await expect(
      prisma.occupiedTime.create({ data: { userId: user.id, startsAt: new Date(start + 600_000), endsAt: new Date(start + 700_000) } }),
    ).rejects.toThrow()
  })

  it('frees a held slot once its 10 minutes are up (fixed clock)', async () => {
    const { user, service } = await artist()
    const now = new Date(Date.parse(`${dayFromToday(1)}T00:00:00Z`))
    const { day, slot } = await firstFreeSlot(user.id, service.id)
    const query = { userId: user.id, serviceId: service.id, month: month(day) }
    const slotsAt = async (at: Date) => (await getMonthSlots(query, { now: at })).days.find((entry) => entry.date === day)!.slots.map((entry) => entry.start)
    const paying = await prisma.appointment.create({
      data: {
        userId: user.id,
        requestNumber: 1,
        status: 'offered',
        customerName: 'Paying',
        locationCity: 'Bondi',
        date: new Date(`${day}T00:00:00Z`),
        timeFrom: '09:00',
        timeTo: '10:30',
      },
    })
    const start = Date.parse(slot.start)
    const held = await prisma.$transaction((tx) =>
      occupyTime(tx, {
        userId: user.id,
        appointmentId: paying.id,
        stretch: { start, end: start + 90 * 60_000 },
        expiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        now,
      }),
    )
    expect(held).toEqual(expect.any(String))
    expect(await slotsAt(new Date(now.getTime() + 9 * 60_000))).not.toContain(slot.start)
    expect(await slotsAt(new Date(now.getTime() + HOLD_MINUTES * 60_000))).toContain(slot.start)
    const during = createInstantBooking(booking(user.id, service.id, slot.start) as never, { now: new Date(now.getTime() + 5 * 60_000) })
    await expect(during).rejects.toThrow(SLOT_TAKEN)
    const after = await createInstantBooking(booking(user.id, service.id, slot.start) as never, { now: new Date(now.getTime() + 11 * 60_000) })
    expect(after.status).toBe('booked')
    expect(await prisma.occupiedTime.count({ where: { userId: user.id } })).toBe(1)
  })

  it('books a client who pays after her hold ran out only if nobody took the time; else refunds her and says why', async () => {
    const { user, service } = await artist()
    const now = new Date(Date.parse(`${dayFromToday(1)}T00:00:00Z`))
    const late = new Date(now.getTime() + (HOLD_MINUTES + 5) * 60_000)
    const { day, answer } = await firstFreeSlot(user.id, service.id)
    const [first, second] = answer.days.find((entry) => entry.date === day)!.slots.filter((slot, index, all) => index === 0 || index === all.length - 1)
    const heldGig = async (requestNumber: number, start: string) => {
      const gig = await prisma.appointment.create({
        data: {
          userId: user.id,
          requestNumber,
          status: 'offered',
          origin: 'instantBook',
          customerName: `Late ${requestNumber}`,
          customerEmail: `late-${requestNumber}-${randomBytes(3).toString('hex')}@example.com`,
          locationCity: 'Bondi',
          date: new Date(`${day}T00:00:00Z`),
          timeFrom: '09:00',
          timeTo: '10:30',
          totalCents: 15000,
          depositCents: 3000,
          offerExpiresAt: new Date(now.getTime() + HOLD_MINUTES * 60_000),
        },
      })
      const stretch = { start: Date.parse(start), end: Date.parse(start) + 120 * 60_000 }
      await prisma.$transaction((tx) => occupyTime(tx, { userId: user.id, appointmentId: gig.id, stretch, expiresAt: gig.offerExpiresAt!, now }))
      return gig
    }
    const pays = (appointmentId: string) =>
      prisma.$transaction((tx) =>
        confirmBooking(tx, {
          appointmentId,
          via: 'payment',
          now: late,
          deposit: { amountCents: 3000, provider: 'test', providerPaymentId: `pi_${randomBytes(6).toString('hex')}`, providerAccountId: null },
        }),
      )
    const taken = await heldGig(101, first.start)
    const free = await heldGig(102, second.start)

    // Another client books the first lapsed hold's time; nobody touches the second's.
    expect((await createInstantBooking(booking(user.id, service.id, first.start) as never, { now: late })).status).toBe('booked')

    await pays(free.id)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: free.id }, include: { occupiedTime: true } })).toMatchObject({
      status: 'booked',
      paidToDateCents: 3000,
      occupiedTime: { expiresAt: null },
    })

    await pays(taken.id)
    const refunded = await prisma.appointment.findUniqueOrThrow({ where: { id: taken.id }, include: { payments: true, occupiedTime: true } })
    expect(refunded).toMatchObject({ status: 'expired', paidToDateCents: 0, occupiedTime: null })
    expect(refunded.payments).toMatchObject([{ amountCents: 3000, refundedCents: 3000 }])
    // One booking for the time, and the late client told why, with where to pick another.
    const sameTime = await prisma.appointment.count({ where: { userId: user.id, status: 'booked', date: new Date(`${day}T00:00:00Z`), id: { not: free.id } } })
    expect(sameTime).toBe(1)
    const told = await prisma.emailOutbox.findFirstOrThrow({ where: { to: taken.customerEmail! } })
    expect(told.subject).toMatch(/^Refund from/)
    expect(told.text).toContain('this time was booked by someone else while you were paying')
    expect(told.text).toContain(`/book/${user.slug}`)
    expect(await prisma.emailOutbox.count({ where: { to: taken.customerEmail!, subject: { startsWith: "You're booked" } } })).toBe(0)
    const notice = await prisma.notification.findFirstOrThrow({ where: { userId: user.id, message: { contains: 'Late 101' } } })
    expect(notice.message).toContain('refunded')
  })

  it('refuses a time that is not free, a request-only service and a missing policy, writing nothing', async () => {
    const { user, service } = await artist()
    const { slot } = await firstFreeSlot(user.id, service.id)
    const offGrid = new Date(Date.parse(slot.start) + 10 * 60_000).toISOString()
    const notFree = await callRoute<Err>(bookRoute, { body: booking(user.id, service.id, offGrid), headers: fromIp() })
    expect(notFree.status).toBe(409)
    const noPolicy = await callRoute<Err>(bookRoute, { body: booking(user.id, service.id, slot.start, { acceptPolicy: false }), headers: fromIp() })
    expect(noPolicy.status).toBe(422)
    const request = await prisma.service.create({ data: { userId: user.id, name: 'Wedding', category: 'bridal', priceCents: 50000, durationMinutes: 120 } })
    expect((await callRoute<Err>(bookRoute, { body: booking(user.id, request.id, slot.start), headers: fromIp() })).status).toBe(404)
    const other = await artist()
    expect((await callRoute<Err>(bookRoute, { body: booking(user.id, other.service.id, slot.start), headers: fromIp() })).status).toBe(404)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('GET /v1/availability/week', () => {
  it('shows her hours, an instant booking with its travel and buffer, a hold, a block and her other calendar, on her clock', async () => {
    const { user, service, token } = await artist()
    await prisma.service.update({ where: { id: service.id }, data: { onLocation: true } })
    await prisma.feeRules.create({ data: { userId: user.id, travelZones: [{ name: 'North', feeCents: 0, travelMinutes: 60 }] } })
    const { day, slot } = await firstFreeSlot(user.id, service.id)
    const booked = await callRoute<InstantBookingAnswer>(bookRoute, { body: booking(user.id, service.id, slot.start, { zone: 'North' }), headers: fromIp() })
    expect(booked.status).toBe(201)
    const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id } })
    const start = Date.parse(slot.start)
    await prisma.availabilityBlock.create({
      data: { userId: user.id, startsAt: new Date(start + 6 * 3_600_000), endsAt: new Date(start + 7 * 3_600_000), label: 'Dentist' },
    })
    await prisma.externalBusyTime.create({ data: { userId: user.id, startsAt: new Date(start + 7 * 3_600_000), endsAt: new Date(start + 7.5 * 3_600_000) } })
    const held = await prisma.appointment.create({
      data: {
        userId: user.id,
        requestNumber: 99,
        status: 'offered',
        origin: 'instantBook',
        customerName: 'Paying',
        locationCity: 'Bondi',
        date: gig.date,
        timeFrom: '16:00',
        timeTo: '16:30',
      },
    })
    await prisma.occupiedTime.create({
      data: {
        userId: user.id,
        appointmentId: held.id,
        startsAt: new Date(start + 8 * 3_600_000),
        endsAt: new Date(start + 8.5 * 3_600_000),
        expiresAt: new Date(Date.now() + 600_000),
      },
    })

    const week = await callRoute<WeekResponse>(weekRoute, { token, query: { weekStart: day } })
    expect(week.status).toBe(200)
    expect(week.body.days.map((entry) => entry.date)[0]).toBe(day)
    expect(week.body.days).toHaveLength(7)
    const first = week.body.days[0]
    expect(first.hours).toEqual([
      { from: 9 * 60, to: 12 * 60 },
      { from: 13 * 60, to: 17 * 60 },
    ])
    const gigFrom = Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3, 5))
    // The 90-minute trial, an hour's travel before it, and its 30-minute buffer and the hour back after it.
    expect(first.items).toEqual([
      { kind: 'travel', from: gigFrom - 60, to: gigFrom, label: 'Travel and set-up', appointmentId: gig.id },
      { kind: 'gig', from: gigFrom, to: gigFrom + 90, label: 'Ava Chen', appointmentId: gig.id },
      { kind: 'travel', from: gigFrom + 90, to: gigFrom + 180, label: 'Buffer and travel', appointmentId: gig.id },
      { kind: 'block', from: gigFrom + 360, to: gigFrom + 420, label: 'Dentist', appointmentId: null },
      { kind: 'busy', from: gigFrom + 420, to: gigFrom + 450, label: 'Busy in your calendar', appointmentId: null },
      { kind: 'hold', from: gigFrom + 480, to: gigFrom + 510, label: 'Held while a client pays', appointmentId: held.id },
    ])
  })

  it('refuses a bad day and no token; another owner sees only her own week', async () => {
    const { user, service, token } = await artist()
    const { day, slot } = await firstFreeSlot(user.id, service.id)
    await callRoute(bookRoute, { body: booking(user.id, service.id, slot.start), headers: fromIp() })
    const bad = await callRoute<Err>(weekRoute, { token, query: { weekStart: '2027-02-30x' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.weekStart).toBe('Please choose a day')
    expect((await callRoute(weekRoute, { query: { weekStart: day } })).status).toBe(401)
    const other = await createOwner()
    const theirs = await callRoute<WeekResponse>(weekRoute, { token: other.token, query: { weekStart: day } })
    expect(theirs.status).toBe(200)
    expect(theirs.body.days.flatMap((entry) => entry.items)).toEqual([])
  })
})
