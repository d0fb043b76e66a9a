// Booking requests and offers (test-mode payments): the public "Book me" request and its photos, the
// owner's offer, reminder and withdrawal, the customer's acceptance on the public offer page, and
// offers expiring by themselves.
import { randomBytes } from 'node:crypto'
import { addDays } from 'date-fns'
import { describe, expect, it, vi } from 'vitest'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { POST as offerRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as remindRoute } from '@/app/v1/appointment/[appointmentId]/remind/route'
import { POST as withdrawRoute } from '@/app/v1/appointment/[appointmentId]/withdraw/route'
import { POST as seenRoute } from '@/app/v1/appointment/requests-seen/route'
import { POST as requestRoute } from '@/app/v1/booking-request/route'
import { POST as photoRoute } from '@/app/v1/booking-request/upload-photo/route'
import { GET as listRoute } from '@/app/v1/appointment/route'
import { expireOffers } from '@/lib/appointments/expire-offers'
import { getOffer } from '@/lib/appointments/get-offer'
import type { BookingRequestAnswer } from '@/lib/appointments/offer-schema'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import { offerExpiry } from '@/lib/appointments/send-offer'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { imageForm, pngImage } from '../support/images'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

// The customer's own receipt for her request; the offer tests count what comes after it.
const NOT_RECEIPT = { NOT: { subject: { contains: 'has your booking request' } } }

const request = (userId: string, extra: Record<string, unknown> = {}) => ({
  userId,
  customerName: 'Olivia Brown',
  customerMobile: '0412 000 111',
  customerEmail: `olivia-${randomBytes(3).toString('hex')}@example.com`,
  location: { city: 'Coogee', formatted: '12 Beach St, Coogee' },
  date: dayFromToday(40),
  time: { from: '07:00', to: '09:30' },
  services: [{ title: 'Olivia', subTitle: 'Engagement shoot' }],
  description: 'Soft and natural',
  images: [],
  ...extra,
})

const offer = (extra: Record<string, unknown> = {}) => ({
  pricing: { total: 45000, deposit: 15000 },
  paymentDueDate: dayFromToday(30),
  cancellationPolicy: 'Deposits are non-refundable within 14 days.',
  ...extra,
})

async function requestFor(userId: string, extra: Record<string, unknown> = {}) {
  const body = request(userId, extra)
  const answer = await callRoute<BookingRequestAnswer>(requestRoute, { body, headers: fromIp() })
  expect(answer.status).toBe(201)
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId, customerEmail: body.customerEmail as string } })
  return { answer: answer.body, gig, body }
}

const sendOffer = (token: string | undefined, appointmentId: string, body: Record<string, unknown> = offer()) =>
  callRoute<AppointmentResponse & Err>(offerRoute, { token, params: { appointmentId }, body })

const tokenFrom = (url: string) => url.split('/offer/')[1]
const accept = (token: string, body: unknown = { acceptPolicy: true }) =>
  callRoute<{ status: string; testMode?: boolean } & Err>(acceptRoute, { params: { token }, body, headers: fromIp() })
const snapshot = (userId: string) =>
  prisma.appointment.findMany({ where: { userId }, include: { payments: true }, orderBy: { id: 'asc' } }).then((rows) => JSON.stringify(rows))

describe('POST /v1/booking-request (public)', () => {
  it('creates an offered gig with the next request number, a booking notification and an e-mail for the owner', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    await createGigFor(user.id, { requestNumber: 4 })
    const photo = (
      await callRoute<string>(photoRoute, {
        query: { userId: user.id },
        rawBody: imageForm(await pngImage(), { name: 'look.png', type: 'image/png' }),
        method: 'POST',
        headers: fromIp(),
      })
    ).body
    const { answer, gig, body } = await requestFor(user.id, { images: [photo] })
    expect(answer).toEqual({ requestNumber: 5, businessName: 'Glow by Ava' })
    expect(gig).toMatchObject({
      status: 'offered',
      origin: 'bookingRequest',
      requestNumber: 5,
      customerMobile: '+61412000111',
      locationCity: 'Coogee',
      timeFrom: '07:00',
      images: [photo],
      totalCents: 0,
      paid: false,
      offerToken: null,
    })
    const notification = await prisma.notification.findFirstOrThrow({ where: { userId: user.id, type: 'booking' } })
    expect(notification).toMatchObject({ message: 'Olivia Brown asked to book you (#5)', link: `/dashboard/gigs/${gig.id}`, img: photo, seenAt: null })
    const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })
    expect(email).toMatchObject({ subject: 'New booking request #5 from Olivia Brown', replyTo: body.customerEmail })
    expect(email.html).toContain(`/dashboard/gigs/${gig.id}`)
    // Opening the gigs screen clears the booking notifications.
    expect((await callRoute(seenRoute, { token, method: 'POST' })).body).toEqual({ cleared: 1 })
  })

  it('keeps who, what and how many from a client, never a price, a duration or a menu entry', async () => {
    const { user } = await createOwner()
    const { gig } = await requestFor(user.id, {
      services: [{ title: 'Bridesmaids', subTitle: 'Soft glam', count: 3, priceCents: 1, durationMinutes: 5, serviceId: 'made-up' }],
    })
    expect(gig.services).toEqual([{ title: 'Bridesmaids', subTitle: 'Soft glam', count: 3 }])
    expect(gig.totalCents).toBe(0)
  })

  it('refuses unknown owners, past dates, an end before the start, missing contact details and photos not sent for this owner', async () => {
    const { user } = await createOwner()
    const other = await createOwner()
    const theirs = { userId: { in: [user.id, other.user.id] } }
    const before = await prisma.appointment.count({ where: theirs })
    expect((await callRoute<Err>(requestRoute, { body: request('no-such-owner'), headers: fromIp() })).status).toBe(404)
    const past = await callRoute<Err>(requestRoute, { body: request(user.id, { date: dayFromToday(-2) }), headers: fromIp() })
    expect(past.status).toBe(422)
    expect(past.body.error.message).toBe('Please choose a date from today on')
    const endBeforeStart = await callRoute<Err>(requestRoute, { body: request(user.id, { time: { from: '10:00', to: '09:00' } }), headers: fromIp() })
    expect(endBeforeStart.body.error.fields?.['time.to']).toBe('The end time must be after the start time')
    for (const bad of [{ customerEmail: '' }, { customerMobile: '' }, { customerName: ' ' }, { services: [] }, { location: { city: '' } }]) {
      expect((await callRoute(requestRoute, { body: request(user.id, bad), headers: fromIp() })).status, JSON.stringify(bad)).toBe(422)
    }
    const foreign = await prisma.image.create({ data: { userId: other.user.id, src: `/uploads/x-${randomBytes(3).toString('hex')}.jpg`, source: 'booking' } })
    const ownUpload = await prisma.image.create({ data: { userId: user.id, src: `/uploads/own-${randomBytes(3).toString('hex')}.jpg`, source: 'upload' } })
    expect((await callRoute(requestRoute, { body: request(user.id, { images: [foreign.src] }), headers: fromIp() })).status).toBe(404)
    expect((await callRoute(requestRoute, { body: request(user.id, { images: [ownUpload.src] }), headers: fromIp() })).status).toBe(404)
    const four = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        prisma.image.create({ data: { userId: user.id, src: `/uploads/b${n}-${randomBytes(3).toString('hex')}.jpg`, source: 'booking' } }),
      ),
    )
    const tooMany = await callRoute<Err>(requestRoute, { body: request(user.id, { images: four.map((image) => image.src) }), headers: fromIp() })
    expect(tooMany.body.error.fields?.images).toBe('Up to 3 photos')
    expect(await prisma.appointment.count({ where: theirs })).toBe(before)
  })

  it('is rate limited by address', async () => {
    const { user } = await createOwner()
    const headers = fromIp()
    for (let i = 0; i < 10; i++) expect((await callRoute(requestRoute, { body: request(user.id), headers })).status).toBe(201)
    expect((await callRoute(requestRoute, { body: request(user.id), headers })).status).toBe(429)
  })

  it('sends one address at most 3 receipts a day, whatever owners and addresses the requests come from; every request still reaches its owner', async () => {
    const victim = `victim-${randomBytes(3).toString('hex')}@example.com`
    const owners = await Promise.all([createOwner({ businessName: 'Glow A' }), createOwner({ businessName: 'Glow B' })])
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      for (let i = 0; i < 30; i++) {
        const answer = await callRoute(requestRoute, { body: request(owners[i % 2]!.user.id, { customerEmail: victim }), headers: fromIp() })
        expect(answer.status).toBe(201)
      }
      expect(warn.mock.calls.some(([line]) => String(line).includes('booking request receipt over its cap'))).toBe(true)
    } finally {
      warn.mockRestore()
    }
    expect(await prisma.emailOutbox.count({ where: { to: victim } })).toBe(3)
    expect(await prisma.appointment.count({ where: { customerEmail: victim } })).toBe(30)
    for (const { user } of owners)
      expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'New booking request' } } })).toBe(15)
  })

  it('stores inspiration photos only for known owners', async () => {
    const { user } = await createOwner()
    const form = () => imageForm(Buffer.from('not an image'), { name: 'x.png', type: 'image/png' })
    expect((await callRoute(photoRoute, { query: { userId: 'nobody' }, rawBody: imageForm(await pngImage()), method: 'POST', headers: fromIp() })).status).toBe(
      404,
    )
    expect((await callRoute(photoRoute, { query: { userId: user.id }, rawBody: form(), method: 'POST', headers: fromIp() })).status).toBeGreaterThanOrEqual(400)
    expect(await prisma.image.count({ where: { userId: user.id } })).toBe(0)
  })
})

describe('offers', () => {
  it('sends an offer: the customer gets the link, the owner’s policy follows, and the offer page shows it', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava', cancellationPolicy: 'Old policy' })
    const { gig, body } = await requestFor(user.id)
    const sent = await sendOffer(token, gig.id)
    expect(sent.status).toBe(200)
    expect(sent.body).toMatchObject({
      status: 'offered',
      pricing: { total: 45000, deposit: 15000 },
      cancellationPolicy: 'Deposits are non-refundable within 14 days.',
      paymentDueDate: dayFromToday(30),
    })
    expect(sent.body.offer?.url).toMatch(/^http:\/\/localhost:3000\/offer\/[A-Za-z0-9_-]{32}$/)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).cancellationPolicy).toBe('Deposits are non-refundable within 14 days.')
    const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: body.customerEmail as string, ...NOT_RECEIPT } })
    expect(email).toMatchObject({ subject: 'Your offer from Glow by Ava', replyTo: user.email })
    expect(email.html).toContain(sent.body.offer!.url)
    expect(email.text).toContain('$450.00')
    const page = await getOffer({ token: tokenFrom(sent.body.offer!.url) })
    expect(page?.view).toMatchObject({
      status: 'offered',
      business: { name: 'Glow by Ava' },
      customerName: 'Olivia Brown',
      depositDue: 15000,
      cancellationPolicy: 'Deposits are non-refundable within 14 days.',
    })
    expect(JSON.stringify(page)).not.toContain(user.email)
  })

  it('refuses bad offers, booked gigs, another owner and no token, changing nothing', async () => {
    const { user, token } = await createOwner()
    const { gig } = await requestFor(user.id)
    const other = await createOwner()
    const before = await snapshot(user.id)
    const deposit = await sendOffer(token, gig.id, offer({ pricing: { total: 10000, deposit: 20000 } }))
    expect(deposit.status).toBe(422)
    expect(deposit.body.error.fields?.['pricing.deposit']).toBe('The deposit cannot be more than the price')
    expect((await sendOffer(token, gig.id, offer({ pricing: { total: 0, deposit: 0 } }))).status).toBe(422)
    expect((await sendOffer(token, gig.id, offer({ paymentDueDate: dayFromToday(-1) }))).status).toBe(422)
    expect((await sendOffer(token, gig.id, offer({ paymentDueDate: undefined }))).status).toBe(422)
    expect((await sendOffer(other.token, gig.id)).status).toBe(404)
    expect((await sendOffer(undefined, gig.id)).status).toBe(401)
    expect(await snapshot(user.id)).toBe(before)
    const booked = await createGigFor(user.id, { status: 'booked' })
    expect((await sendOffer(token, booked.id)).body.error.message).toBe('This gig is already booked')
  })

  it("'Send a reminder' e-mails the customer the offer again", async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    const { gig, body } = await requestFor(user.id)
    const remind = () => callRoute<AppointmentResponse & Err>(remindRoute, { token, params: { appointmentId: gig.id }, method: 'POST' })
    expect((await remind()).body.error.message).toBe('Send the offer first')
    await sendOffer(token, gig.id)
    expect((await remind()).status).toBe(200)
    const emails = await prisma.emailOutbox.findMany({ where: { to: body.customerEmail as string, ...NOT_RECEIPT }, orderBy: { createdAt: 'asc' } })
    expect(emails.map((email) => email.subject)).toEqual(['Your offer from Glow by Ava', 'Reminder: your offer from Glow by Ava'])
    const other = await createOwner()
    expect((await callRoute(remindRoute, { token: other.token, params: { appointmentId: gig.id }, method: 'POST' })).status).toBe(404)
    expect((await callRoute(remindRoute, { params: { appointmentId: gig.id }, method: 'POST' })).status).toBe(401)
    expect(await prisma.emailOutbox.count({ where: { to: body.customerEmail as string, ...NOT_RECEIPT } })).toBe(2)
  })

  it('sends at most 3 reminders per offer a day, then says why and what to do instead', async () => {
    const { user, token } = await createOwner()
    const { gig, body } = await requestFor(user.id)
    await sendOffer(token, gig.id)
    const remind = () => callRoute<AppointmentResponse & Err>(remindRoute, { token, params: { appointmentId: gig.id }, method: 'POST' })
    const customerEmail = body.customerEmail as string
    // The same reminder goes to one person at most once an hour (lib/mail/client-messages.ts): an hour passes between them.
    const anHourLater = () =>
      prisma.clientMessage.updateMany({ where: { recipient: customerEmail.toLowerCase() }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } })
    for (let i = 0; i < 3; i++) {
      await anHourLater()
      expect((await remind()).status).toBe(200)
    }
    await anHourLater()
    const over = await remind()
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe(
      'You have sent 3 reminders for this offer today. Please try again tomorrow, or copy the offer link and send it yourself.',
    )
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await prisma.emailOutbox.count({ where: { to: body.customerEmail as string, ...NOT_RECEIPT } })).toBe(4)
  })

  it("limits the offer e-mails one client's address gets, across gigs and owners", async () => {
    const customerEmail = `bombed-${randomBytes(3).toString('hex')}@example.com`
    let over: Awaited<ReturnType<typeof sendOffer>> | undefined
    for (let i = 0; i < 11; i++) {
      const { user, token } = await createOwner()
      const { gig } = await requestFor(user.id, { customerEmail })
      const sent = await sendOffer(token, gig.id)
      if (i < 10) expect(sent.status).toBe(200)
      else over = sent
    }
    expect(over?.status).toBe(429)
    expect(over?.body.error.message).toBe('This client has had 10 e-mails from Glowfolio today. Please try again tomorrow, or get in touch with them yourself.')
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, ...NOT_RECEIPT } })).toBe(10)
  })

  it('limits the offer e-mails an owner sends a day', async () => {
    process.env.RATE_LIMIT_CLIENT_MESSAGES = '2/86400'
    try {
      const { user, token } = await createOwner()
      const gigs = [await requestFor(user.id), await requestFor(user.id), await requestFor(user.id)]
      expect((await sendOffer(token, gigs[0].gig.id)).status).toBe(200)
      expect((await sendOffer(token, gigs[1].gig.id)).status).toBe(200)
      const over = await sendOffer(token, gigs[2].gig.id)
      expect(over.status).toBe(429)
      expect(over.body.error.message).toBe("You've sent 2 e-mails to clients today, the most for one day. Please try again tomorrow.")
      expect(await prisma.emailOutbox.count({ where: { to: gigs[2].body.customerEmail as string, ...NOT_RECEIPT } })).toBe(0)
    } finally {
      delete process.env.RATE_LIMIT_CLIENT_MESSAGES
    }
  })

  it("'Withdraw offer' expires it: the customer can no longer accept", async () => {
    const { user, token } = await createOwner()
    const { gig } = await requestFor(user.id)
    const url = (await sendOffer(token, gig.id)).body.offer!.url
    const other = await createOwner()
    expect((await callRoute(withdrawRoute, { token: other.token, params: { appointmentId: gig.id }, method: 'POST' })).status).toBe(404)
    expect((await callRoute(withdrawRoute, { params: { appointmentId: gig.id }, method: 'POST' })).status).toBe(401)
    const withdrawn = await callRoute<AppointmentResponse>(withdrawRoute, { token, params: { appointmentId: gig.id }, method: 'POST' })
    expect(withdrawn.body).toMatchObject({ status: 'expired', offer: { withdrawnAt: expect.any(String) } })
    expect((await getOffer({ token: tokenFrom(url) }))?.view).toMatchObject({ status: 'expired', withdrawn: true })
    const refused = await accept(tokenFrom(url))
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('This offer was withdrawn')
    expect((await callRoute<Err>(withdrawRoute, { token, params: { appointmentId: gig.id }, method: 'POST' })).status).toBe(409)
  })
})

describe('POST /v1/offer/[token]/accept (public, test-mode payments)', () => {
  it('books the gig and records the deposit at once, saying it is test mode; a second accept is refused', async () => {
    const { user, token } = await createOwner({
      businessName: 'Glow by Ava',
      payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`,
      payoutsStatus: 'payoutsOn',
    })
    const { gig, body } = await requestFor(user.id)
    const url = (await sendOffer(token, gig.id)).body.offer!.url
    const answer = await accept(tokenFrom(url))
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ status: 'booked', testMode: true })
    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(booked).toMatchObject({ status: 'booked', paidToDateCents: 15000, paid: false, acceptedAt: expect.any(Date), policyAcceptedAt: expect.any(Date) })
    expect(booked.payments).toEqual([expect.objectContaining({ amountCents: 15000, method: 'card', provider: 'test', note: 'Deposit' })])
    expect(await prisma.notification.count({ where: { userId: user.id, message: 'Olivia Brown accepted your offer (#1)' } })).toBe(1)
    expect((await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: 'Booked: #1 Olivia Brown' } })).text).toContain('test mode')
    expect(await prisma.emailOutbox.count({ where: { to: body.customerEmail as string, subject: "You're booked with Glow by Ava" } })).toBe(1)
    const again = await accept(tokenFrom(url))
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('You have already accepted this offer')
    expect(await prisma.payment.count({ where: { appointmentId: gig.id } })).toBe(1)
  })

  it('books an offer without a deposit with no payment', async () => {
    const { user, token } = await createOwner()
    const { gig } = await requestFor(user.id)
    const url = (await sendOffer(token, gig.id, offer({ pricing: { total: 20000, deposit: 0 } }))).body.offer!.url
    expect((await accept(tokenFrom(url))).body).toEqual({ status: 'booked', testMode: true })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'booked', paidToDateCents: 0 })
  })

  it('needs the policy accepted and a real token, and changes nothing otherwise', async () => {
    const { user, token } = await createOwner()
    const { gig } = await requestFor(user.id)
    const url = (await sendOffer(token, gig.id)).body.offer!.url
    const before = await snapshot(user.id)
    const noPolicy = await accept(tokenFrom(url), { acceptPolicy: false })
    expect(noPolicy.status).toBe(422)
    expect(noPolicy.body.error.fields?.acceptPolicy).toBe('Please accept the cancellation policy')
    expect((await accept(tokenFrom(url), {})).status).toBe(422)
    expect((await accept('A'.repeat(32))).status).toBe(404)
    expect((await accept('short')).status).toBe(422)
    expect(await snapshot(user.id)).toBe(before)
  })
})

describe('offers expire by themselves', () => {
  it('after their payment due date, or once the gig’s day has passed, in the owner’s time zone', async () => {
    const { user, token } = await createOwner({ timeZone: 'Australia/Sydney' })
    const { gig } = await requestFor(user.id, { date: dayFromToday(40) })
    const url = (await sendOffer(token, gig.id, offer({ paymentDueDate: dayFromToday(10) }))).body.offer!.url
    const sent = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
    expect(sent.offerExpiresAt).toEqual(offerExpiry({ date: dayFromToday(40), paymentDueDate: dayFromToday(10), timeZone: 'Australia/Sydney' }))
    // The job, with a clock moved past the expiry: nothing before, expired after.
    expect((await expireOffers({ userId: user.id, now: new Date(sent.offerExpiresAt!.getTime() - 1000) })).expired).toBe(0)
    expect((await expireOffers({ userId: user.id, now: sent.offerExpiresAt! })).expired).toBe(1)
    expect((await getOffer({ token: tokenFrom(url) }))?.view).toMatchObject({ status: 'expired', withdrawn: false })
    expect((await accept(tokenFrom(url))).body.error.message).toBe('This offer has expired')

    // A request whose day has gone, never answered, expires when the owner's gigs are read.
    const stale = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', date: addDays(new Date(), -3) })
    const list = await callRoute<AppointmentsByDate>(listRoute, { token })
    expect(
      Object.values(list.body)
        .flat()
        .find((item) => item._id === stale.id)?.status,
    ).toBe('expired')
  })

  it('caps an offer at the gig’s own day', () => {
    const expiry = offerExpiry({ date: '2026-12-24', paymentDueDate: '2027-01-10', timeZone: 'Australia/Sydney' })
    expect(expiry.toISOString()).toBe('2026-12-24T13:00:00.000Z')
  })
})
