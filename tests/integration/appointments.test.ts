// Gigs: GET grouped by date, POST (booked and unpaid, request numbers per owner), PATCH (Mark paid or
// the edited gig) and payments recorded outside the app; each for the owner, bad input, no token and
// another owner.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GET as listRoute, PATCH as patchRoute, POST as postRoute } from '@/app/v1/appointment/route'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday, gigForm } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const create = (token: string, body: Record<string, unknown> = gigForm()) => callRoute<AppointmentResponse>(postRoute, { token, body })
const snapshot = (userId: string) =>
  prisma.appointment.findMany({ where: { userId }, include: { payments: true }, orderBy: { id: 'asc' } }).then((rows) => JSON.stringify(rows))

describe('POST /v1/appointment', () => {
  it('creates a booked, unpaid gig across midnight, whatever status and paid say', async () => {
    const { token } = await createOwner()
    const { status, body } = await create(token, gigForm({ status: 'offered', paid: true }))
    expect(status).toBe(201)
    expect(body).toMatchObject({
      requestNumber: 1,
      status: 'booked',
      origin: 'owner',
      paid: false,
      overdue: false,
      customerMobile: '+61412345678',
      time: { from: '22:00', to: '01:00' },
      endsNextDay: true,
      pricing: { total: 65000, deposit: 20000 },
      paidToDate: 20000,
      remaining: 45000,
      services: [
        { title: 'Bride', subTitle: 'Bridal makeup' },
        { title: 'Mother of the bride', subTitle: 'Soft glam' },
      ],
      location: { city: 'Manly', state: 'NSW', formatted: 'Manly NSW 2095' },
      offer: null,
    })
  })

  it('numbers each owner’s gigs #1, #2… and hands out distinct numbers to requests at once', async () => {
    const first = await createOwner()
    const second = await createOwner()
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(first.token)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(201))
    expect(answers.map((answer) => answer.body.requestNumber).toSorted((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect((await create(second.token)).body.requestNumber).toBe(1)
  })

  it('refuses an end before the start and other bad input, and creates nothing', async () => {
    const { user, token } = await createOwner()
    const before = await prisma.appointment.count({ where: { userId: user.id } })
    const endBeforeStart = await callRoute<Err>(postRoute, { token, body: gigForm({ time: { from: '10:00', to: '09:00' } }) })
    expect(endBeforeStart.status).toBe(422)
    expect(endBeforeStart.body.error.fields).toEqual({ 'time.to': 'The end time must be after the start time' })
    for (const bad of [
      { customerName: '' },
      { location: { city: ' ' } },
      { services: [] },
      { services: [{ title: 'Bride', subTitle: '' }] },
      { date: 'tomorrow' },
      { pricing: { total: -1 } },
      { pricing: { total: 100, deposit: 200 } },
      { customerMobile: '12' },
      { customerEmail: 'nope' },
    ]) {
      expect((await callRoute(postRoute, { token, body: gigForm(bad) })).status, JSON.stringify(bad)).toBe(422)
    }
    const foreign = await prisma.image.create({
      data: { userId: (await createOwner()).user.id, src: `/uploads/foreign-${randomBytes(3).toString('hex')}.jpg`, source: 'upload' },
    })
    expect((await callRoute(postRoute, { token, body: gigForm({ images: [foreign.src] }) })).status).toBe(404)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(before)
  })

  it('answers 401 without a token', async () => {
    expect((await callRoute(postRoute, { body: gigForm() })).status).toBe(401)
  })
})

describe('GET /v1/appointment', () => {
  it('answers the owner’s gigs keyed by date, each day in order, with overdue computed', async () => {
    const { user, token } = await createOwner()
    await create(token, gigForm({ date: dayFromToday(30), time: { from: '22:00', to: '01:00' } }))
    await create(token, gigForm({ date: dayFromToday(30), time: { from: '07:00', to: '09:00' }, customerName: 'Early Bird' }))
    await create(token, gigForm({ date: dayFromToday(-10), paymentDueDate: dayFromToday(-3), customerName: 'Late Payer' }))
    const { status, body } = await callRoute<AppointmentsByDate>(listRoute, { token })
    expect(status).toBe(200)
    expect(Object.keys(body)).toEqual([dayFromToday(-10), dayFromToday(30)])
    expect(body[dayFromToday(30)].map((gig) => gig.customerName)).toEqual(['Early Bird', 'Hannah Scott'])
    expect(body[dayFromToday(-10)][0]).toMatchObject({ customerName: 'Late Payer', overdue: true, paid: false, status: 'booked' })
    expect(
      Object.values(body)
        .flat()
        .every((gig) => typeof gig._id === 'string'),
    ).toBe(true)
    expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(3)
  })

  it('shows another owner nothing of the first owner’s gigs', async () => {
    const owner = await createOwner()
    await create(owner.token, gigForm({ customerName: 'Private Person' }))
    const other = await createOwner()
    const { body } = await callRoute<AppointmentsByDate>(listRoute, { token: other.token })
    expect(body).toEqual({})
  })

  it('answers 401 without a token', async () => {
    expect((await callRoute(listRoute)).status).toBe(401)
  })
})

describe('PATCH /v1/appointment', () => {
  it('marks a gig paid, recording what remained, and can clear the flag again', async () => {
    const { token } = await createOwner()
    const gig = (await create(token)).body
    const { status, body } = await callRoute<AppointmentResponse>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, paid: true } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ paid: true, remaining: 0, paidToDate: 65000, overdue: false })
    expect(body.payments).toEqual([expect.objectContaining({ amount: 45000, method: 'other', note: 'Marked paid' })])
    // Marking it paid again records nothing more.
    expect((await callRoute<AppointmentResponse>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, paid: true } })).body.payments).toHaveLength(1)
    expect((await callRoute<AppointmentResponse>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, paid: false } })).body.paid).toBe(false)
  })

  it('saves the edited gig', async () => {
    const { token } = await createOwner()
    const gig = (await create(token)).body
    const edited = gigForm({
      customerName: 'Hannah Scott-Lee',
      time: { from: '18:00', to: '20:00' },
      services: [{ title: 'Bride', subTitle: 'Trial' }],
      pricing: { total: 70000, deposit: 20000 },
    })
    const { status, body } = await callRoute<AppointmentResponse>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, ...edited } })
    expect(status).toBe(200)
    expect(body).toMatchObject({
      _id: gig._id,
      requestNumber: gig.requestNumber,
      customerName: 'Hannah Scott-Lee',
      time: { from: '18:00', to: '20:00' },
      endsNextDay: false,
      remaining: 50000,
      status: 'booked',
    })
  })

  it('refuses an end before the start and changes nothing', async () => {
    const { user, token } = await createOwner()
    const gig = (await create(token)).body
    const before = await snapshot(user.id)
    const result = await callRoute<Err>(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, ...gigForm({ time: { from: '12:00', to: '11:30' } }) } })
    expect(result.status).toBe(422)
    expect(result.body.error.fields?.['time.to']).toBe('The end time must be after the start time')
    expect((await callRoute(patchRoute, { method: 'PATCH', token, body: { _id: gig._id, paid: 'yes' } })).status).toBe(422)
    expect((await callRoute(patchRoute, { method: 'PATCH', token, body: { paid: true } })).status).toBe(422)
    expect(await snapshot(user.id)).toBe(before)
  })

  it('cannot mark an offer paid', async () => {
    const { user, token } = await createOwner()
    const offer = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest' })
    const result = await callRoute<Err>(patchRoute, { method: 'PATCH', token, body: { _id: offer.id, paid: true } })
    expect(result.status).toBe(409)
    expect(result.body.error.message).toBe('Only booked gigs can be marked paid')
  })

  it('answers 404 to another owner and leaves the gig alone; 401 without a token', async () => {
    const owner = await createOwner()
    const gig = (await create(owner.token)).body
    const other = await createOwner()
    const before = await snapshot(owner.user.id)
    expect((await callRoute(patchRoute, { method: 'PATCH', token: other.token, body: { _id: gig._id, paid: true } })).status).toBe(404)
    expect(
      (await callRoute(patchRoute, { method: 'PATCH', token: other.token, body: { _id: gig._id, ...gigForm({ customerName: 'Taken over' }) } })).status,
    ).toBe(404)
    expect((await callRoute(patchRoute, { method: 'PATCH', body: { _id: gig._id, paid: true } })).status).toBe(401)
    expect(await snapshot(owner.user.id)).toBe(before)
  })
})

describe('POST /v1/appointment/[appointmentId]/payment', () => {
  it('records cash and a bank transfer; the remaining amount follows and the gig is paid when nothing remains', async () => {
    const { token } = await createOwner()
    const gig = (await create(token)).body
    const pay = (body: Record<string, unknown>) => callRoute<AppointmentResponse & Err>(paymentRoute, { token, params: { appointmentId: gig._id }, body })
    const cash = await pay({ amount: 15000, method: 'cash', note: 'At the trial' })
    expect(cash.status).toBe(201)
    expect(cash.body).toMatchObject({ paidToDate: 35000, remaining: 30000, paid: false })
    const tooMuch = await pay({ amount: 30001, method: 'bankTransfer' })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.error.message).toBe('That is more than the $300.00 remaining')
    const transfer = await pay({ amount: 30000, method: 'bankTransfer', paidAt: dayFromToday(-1) })
    expect(transfer.body).toMatchObject({ paidToDate: 65000, remaining: 0, paid: true })
    // In the order they were paid: the transfer is dated yesterday.
    expect(transfer.body.payments.map((payment) => [payment.amount, payment.method])).toEqual([
      [30000, 'bankTransfer'],
      [15000, 'cash'],
    ])
    expect((await pay({ amount: 100, method: 'cash' })).status).toBe(409)
  })

  it('refuses bad amounts and methods, another owner and no token, changing nothing', async () => {
    const owner = await createOwner()
    const gig = (await create(owner.token)).body
    const other = await createOwner()
    const before = await snapshot(owner.user.id)
    for (const bad of [
      { amount: 0 },
      { amount: -5 },
      { amount: 12.5 },
      { amount: '100' },
      { amount: 100, method: 'bitcoin' },
      { amount: 100, paidAt: '2026-13-01' },
    ]) {
      expect((await callRoute(paymentRoute, { token: owner.token, params: { appointmentId: gig._id }, body: bad })).status, JSON.stringify(bad)).toBe(422)
    }
    expect((await callRoute(paymentRoute, { token: other.token, params: { appointmentId: gig._id }, body: { amount: 100 } })).status).toBe(404)
    expect((await callRoute(paymentRoute, { params: { appointmentId: gig._id }, body: { amount: 100 } })).status).toBe(401)
    expect(await snapshot(owner.user.id)).toBe(before)
  })
})
