// Creates run once per Idempotency-Key: two taps on Save make one gig, album, booking, offer, payment
// or review; a repeat gets the first answer; the key never crosses owners, addresses or bodies.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as albumRoute } from '@/app/v1/album/route'
import { POST as gigRoute } from '@/app/v1/appointment/route'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as bookingRoute } from '@/app/v1/booking-request/route'
import { POST as reviewRoute } from '@/app/v1/review/route'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { prisma } from '@/lib/db'
import { forgetOldIdempotentRequests } from '@/lib/idempotency/run-once'
import { callRoute } from '../support/call-route'
import { loadApiRoutes, routeName } from '../support/route-table'
import { createGigFor, dayFromToday, gigForm } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }
const newKey = () => randomBytes(16).toString('hex')
const withKey = (key: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': key, ...extra })
const gigCount = (userId: string) => prisma.appointment.count({ where: { userId } })

describe('Idempotency-Key on creates', () => {
  it('makes one gig from two taps at once, and answers both with it', async () => {
    const { user, token } = await createOwner()
    const key = newKey()
    const [first, second] = await Promise.all([
      callRoute<AppointmentResponse>(gigRoute, { token, body: gigForm(), headers: withKey(key) }),
      callRoute<AppointmentResponse>(gigRoute, { token, body: gigForm(), headers: withKey(key) }),
    ])
    expect([first.status, second.status]).toEqual([201, 201])
    expect(second.body._id).toBe(first.body._id)
    expect([first.headers.get('idempotent-replayed'), second.headers.get('idempotent-replayed')].sort()).toEqual(['true', null].sort())
    expect(await gigCount(user.id)).toBe(1)

    const again = await callRoute<AppointmentResponse>(gigRoute, { token, body: gigForm(), headers: withKey(key) })
    expect(again.body._id).toBe(first.body._id)
    expect(await gigCount(user.id)).toBe(1)
  })

  it('without a key, each call makes its own', async () => {
    const { user, token } = await createOwner()
    await callRoute(gigRoute, { token, body: gigForm() })
    await callRoute(gigRoute, { token, body: gigForm() })
    expect(await gigCount(user.id)).toBe(2)
  })

  it('refuses the same key with other details, and a malformed key, changing nothing', async () => {
    const { user, token } = await createOwner()
    const key = newKey()
    await callRoute(gigRoute, { token, body: gigForm(), headers: withKey(key) })
    const other = await callRoute<Err>(gigRoute, { token, body: gigForm({ customerName: 'Someone Else' }), headers: withKey(key) })
    expect(other.status).toBe(422)
    expect(other.body.error.message).toBe('This was already sent with other details. Please reload the page and try again.')
    const malformed = await callRoute<Err>(gigRoute, { token, body: gigForm(), headers: withKey('no spaces allowed') })
    expect(malformed.status).toBe(400)
    expect(await gigCount(user.id)).toBe(1)
  })

  it('lets go of the key when the first call fails, so the corrected form goes through', async () => {
    const { user, token } = await createOwner()
    const key = newKey()
    const refused = await callRoute(gigRoute, { token, body: gigForm({ customerName: '' }), headers: withKey(key) })
    expect(refused.status).toBe(422)
    // The form sends the same key with the corrected body: the refused call holds nothing.
    const saved = await callRoute<AppointmentResponse>(gigRoute, { token, body: gigForm(), headers: withKey(key) })
    expect(saved.status).toBe(201)
    expect(await gigCount(user.id)).toBe(1)
  })

  it("needs a token, and one owner's key never answers another owner", async () => {
    const key = newKey()
    expect((await callRoute(gigRoute, { body: gigForm(), headers: withKey(key) })).status).toBe(401)
    const alice = await createOwner()
    const bob = await createOwner()
    const hers = await callRoute<AppointmentResponse>(gigRoute, { token: alice.token, body: gigForm(), headers: withKey(key) })
    const his = await callRoute<AppointmentResponse>(gigRoute, { token: bob.token, body: gigForm(), headers: withKey(key) })
    expect(his.status).toBe(201)
    expect(his.headers.get('idempotent-replayed')).toBeNull()
    expect(his.body._id).not.toBe(hers.body._id)
    expect(await gigCount(alice.user.id)).toBe(1)
    expect(await gigCount(bob.user.id)).toBe(1)
  })

  it('records a payment once, makes one album, one booking request and one review per key', async () => {
    const { user, token } = await createOwner()
    const gig = await createGigFor(user.id, { totalCents: 50000 })
    const payment = { amount: 10000, method: 'cash', paidAt: dayFromToday(0) }
    const paymentKey = newKey()
    for (let i = 0; i < 2; i++) {
      const paid = await callRoute(paymentRoute, { token, params: { appointmentId: gig.id }, body: payment, headers: withKey(paymentKey) })
      expect(paid.status).toBe(201)
    }
    expect(await prisma.payment.count({ where: { appointmentId: gig.id } })).toBe(1)

    const albumKey = newKey()
    for (let i = 0; i < 2; i++) expect((await callRoute(albumRoute, { token, body: { name: 'Brides' }, headers: withKey(albumKey) })).status).toBe(201)
    expect(await prisma.album.count({ where: { userId: user.id, name: 'Brides' } })).toBe(1)

    const ip = { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}` }
    const reviewKey = newKey()
    const review = { userId: user.id, customerName: 'Mia', score: 5, comments: 'Loved it' }
    for (let i = 0; i < 2; i++) expect((await callRoute(reviewRoute, { body: review, headers: withKey(reviewKey, ip) })).status).toBe(201)
    expect(await prisma.review.count({ where: { userId: user.id } })).toBe(1)

    const bookingKey = newKey()
    const booking = {
      userId: user.id,
      customerName: 'Zoe Tran',
      customerEmail: 'zoe@example.com',
      customerMobile: '0412 345 678',
      date: dayFromToday(30),
      time: { from: '09:00', to: '11:00' },
      location: { city: 'Bondi' },
      services: [{ title: 'Zoe', subTitle: 'Bridal makeup' }],
    }
    const sent = []
    for (let i = 0; i < 2; i++) sent.push(await callRoute(bookingRoute, { body: booking, headers: withKey(bookingKey, ip) }))
    expect(sent.map((answer) => answer.status)).toEqual([201, 201])
    expect(await prisma.appointment.count({ where: { userId: user.id, origin: 'bookingRequest' } })).toBe(1)
  })

  it('keeps answers a day, then the sweep forgets them', async () => {
    const { token } = await createOwner()
    const key = newKey()
    await callRoute(gigRoute, { token, body: gigForm(), headers: withKey(key) })
    expect(await prisma.idempotentRequest.count({ where: { key } })).toBe(1)
    await forgetOldIdempotentRequests(new Date(Date.now() + 25 * 60 * 60 * 1000))
    expect(await prisma.idempotentRequest.count({ where: { key } })).toBe(0)
  })

  it('covers every create a person makes from a form', async () => {
    const routes = await loadApiRoutes()
    const idempotent = routes.filter((route) => (route.handler.spec as { idempotent?: boolean } | undefined)?.idempotent).map(routeName)
    expect(idempotent.sort()).toEqual(
      [
        'POST /v1/album',
        'POST /v1/appointment',
        'POST /v1/appointment/[appointmentId]/cancel',
        'POST /v1/appointment/[appointmentId]/offer',
        'POST /v1/appointment/[appointmentId]/payment',
        'POST /v1/appointment/[appointmentId]/quote/send',
        'POST /v1/appointment/[appointmentId]/shares',
        'POST /v1/booking-request',
        'POST /v1/clients',
        'POST /v1/clients/import',
        'POST /v1/instant-booking',
        'POST /v1/expense',
        'POST /v1/offer/[token]/retainer',
        'POST /v1/quote',
        'POST /v1/review',
        'POST /v1/service',
        'POST /v1/share/[token]/pay',
      ].sort(),
    )
  })
})
