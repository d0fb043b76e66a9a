// The waitlist (issue 38): a request declined because its date is taken puts the client on that date's
// waitlist, linked to her client record; when a gig on the date is cancelled, Today and the cancelled gig
// show the clients in the order they asked, each one tap from an offer on her own request (reopened),
// whose e-mail goes through the usual offer flow and its caps. Removing her, or the date passing, takes
// her off.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as cancelRoute } from '@/app/v1/appointment/[appointmentId]/cancel/route'
import { POST as sendOfferRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as waitlistRoute } from '@/app/v1/waitlist/route'
import { DELETE as removeRoute } from '@/app/v1/waitlist/[entryId]/route'
import { POST as offerRoute } from '@/app/v1/waitlist/[entryId]/offer/route'
import { createBookingRequest } from '@/lib/appointments/booking-request'
import { prisma } from '@/lib/db'
import { waitlistForDate, waitlistOnFreedDates } from '@/lib/waitlist/entries'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }

const DAY = dayFromToday(45)
const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
const unique = () => randomBytes(4).toString('hex')

async function request(userId: string, name: string, date = DAY) {
  const email = `${name.split(' ')[0].toLowerCase()}-${unique()}@example.com`
  await createBookingRequest({
    userId,
    customerName: name,
    customerMobile: '+61400222333',
    customerEmail: email,
    location: { city: 'Bondi', formatted: null },
    date,
    time: { from: '09:00', to: '11:00' },
    services: [{ title: 'Bride', subTitle: 'Bridal makeup', count: 1 }],
    description: 'Soft glam',
    images: [],
  })
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId, customerEmail: email } })
  return { gig, email }
}

/** An owner booked on DAY, with two clients asking for it after. */
async function takenDate() {
  const owner = await createOwner({ timeZone: 'Australia/Sydney', businessName: 'Glow by Mia' })
  const booked = await createGigFor(owner.user.id, { status: 'booked', date: new Date(`${DAY}T00:00:00Z`) })
  const ava = await request(owner.user.id, 'Ava Brown')
  const ruby = await request(owner.user.id, 'Ruby Chen')
  return { ...owner, booked, ava, ruby }
}

const addToWaitlist = (token: string | undefined, appointmentId: unknown) => callRoute<Err>(waitlistRoute, { method: 'POST', token, body: { appointmentId } })
const offer = (token: string | undefined, entryId: string) =>
  callRoute<{ appointmentId: string } & Err>(offerRoute, { method: 'POST', token, params: { entryId } })
const remove = (token: string | undefined, entryId: string) => callRoute<Err>(removeRoute, { method: 'DELETE', token, params: { entryId } })

afterEach(() => vi.restoreAllMocks())

describe('POST /v1/waitlist', () => {
  it('declines the request, tells her she is on the waitlist, and links her client record', async () => {
    const { user, token, ava } = await takenDate()
    const answer = await addToWaitlist(token, ava.gig.id)
    expect(answer).toMatchObject({ status: 201, body: { _id: ava.gig.id, status: 'expired' } })
    const entry = await prisma.waitlistEntry.findUniqueOrThrow({ where: { appointmentId: ava.gig.id }, include: { client: true } })
    expect(entry).toMatchObject({ userId: user.id, offeredAt: null })
    expect(entry.client).toMatchObject({ userId: user.id, email: ava.email, name: 'Ava Brown' })
    expect(entry.clientId).toBe(ava.gig.clientId)
    const mail = await mailTo(ava.email)
    expect(mail.at(-1)!.subject).toBe(`Glow by Mia has put you on the waitlist for your request #${ava.gig.requestNumber}`)
    expect(mail.at(-1)!.text).toContain('if the date frees up, you will get an offer by email')
  })

  it('refuses bad input, a gig that is not an open request, and a request with an offer, changing nothing', async () => {
    const { token, booked, ava, user } = await takenDate()
    for (const body of [undefined, '', 42, 'x'.repeat(65)]) expect((await addToWaitlist(token, body)).status).toBe(422)
    expect((await addToWaitlist(token, booked.id)).status).toBe(409)
    await prisma.appointment.update({ where: { id: ava.gig.id }, data: { offerSentAt: new Date(), offerToken: `t-${unique()}` } })
    const withOffer = await addToWaitlist(token, ava.gig.id)
    expect(withOffer.status).toBe(409)
    expect(withOffer.body.error.message).toContain('withdraw the offer')
    expect(await prisma.waitlistEntry.count({ where: { userId: user.id } })).toBe(0)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: ava.gig.id } })).status).toBe('offered')
  })

  it('answers 401 without a token and 404 for another owner’s request, changing nothing', async () => {
    const { ava } = await takenDate()
    const other = await createOwner()
    expect((await addToWaitlist(undefined, ava.gig.id)).status).toBe(401)
    expect((await addToWaitlist(other.token, ava.gig.id)).status).toBe(404)
    expect(await prisma.waitlistEntry.count({ where: { appointmentId: ava.gig.id } })).toBe(0)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: ava.gig.id } })).status).toBe('offered')
  })
})

describe('a cancelled gig frees its date', () => {
  it('shows the waitlist in order on Today and on the gig; one tap reopens her request for the offer, which is e-mailed', async () => {
    const { user, token, booked, ava, ruby } = await takenDate()
    await addToWaitlist(token, ava.gig.id)
    await addToWaitlist(token, ruby.gig.id)
    // Nothing is free yet.
    expect(await waitlistOnFreedDates({ user })).toEqual([])

    expect((await callRoute(cancelRoute, { token, params: { appointmentId: booked.id }, body: { by: 'client', reason: 'Moved overseas' } })).status).toBe(200)
    const [freed] = await waitlistOnFreedDates({ user })
    expect(freed.date).toBe(DAY)
    expect(freed.entries.map((entry) => entry.customerName)).toEqual(['Ava Brown', 'Ruby Chen'])
    expect((await waitlistForDate({ user, date: DAY })).entries.map((entry) => entry.customerName)).toEqual(['Ava Brown', 'Ruby Chen'])

    const [first] = freed.entries
    const opened = await offer(token, first._id)
    expect(opened).toMatchObject({ status: 200, body: { appointmentId: ava.gig.id } })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: ava.gig.id } })).toMatchObject({ status: 'offered', withdrawnAt: null, offerToken: null })
    // Today now shows the next one; the gig's list shows hers as started.
    expect((await waitlistOnFreedDates({ user }))[0].entries.map((entry) => entry.customerName)).toEqual(['Ruby Chen'])
    expect((await waitlistForDate({ user, date: DAY })).entries[0].offeredAt).not.toBeNull()
    // A second tap changes nothing.
    expect((await offer(token, first._id)).body.appointmentId).toBe(ava.gig.id)

    const sent = await callRoute(sendOfferRoute, {
      method: 'POST',
      token,
      params: { appointmentId: ava.gig.id },
      body: { pricing: { total: 45000, deposit: 10000 }, paymentDueDate: dayFromToday(10), cancellationPolicy: '' },
    })
    expect(sent.status).toBe(200)
    const mail = await mailTo(ava.email)
    expect(mail.at(-1)!.text).toContain('/offer/')
  })

  it('drops an entry whose date has passed, and one she removed', async () => {
    const { user, token, ava, ruby } = await takenDate()
    await addToWaitlist(token, ava.gig.id)
    await addToWaitlist(token, ruby.gig.id)
    const past = dayFromToday(-2)
    await createGigFor(user.id, { status: 'cancelled', requestNumber: 9001, date: new Date(`${past}T00:00:00Z`) })
    await createGigFor(user.id, { status: 'cancelled', requestNumber: 9002, date: new Date(`${DAY}T00:00:00Z`) })
    const avaEntry = await prisma.waitlistEntry.update({ where: { appointmentId: ava.gig.id }, data: { date: new Date(`${past}T00:00:00Z`) } })
    expect((await waitlistOnFreedDates({ user })).flatMap((day) => day.entries.map((entry) => entry.customerName))).toEqual(['Ruby Chen'])
    expect((await waitlistForDate({ user, date: past })).entries).toEqual([])
    const late = await offer(token, avaEntry.id)
    expect(late.status).toBe(409)
    expect(late.body.error.message).toBe('This date has passed')

    const rubyEntry = await prisma.waitlistEntry.findUniqueOrThrow({ where: { appointmentId: ruby.gig.id } })
    expect(await remove(token, rubyEntry.id)).toMatchObject({ status: 200, body: 'success' })
    expect(await waitlistOnFreedDates({ user })).toEqual([])
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: ruby.gig.id } })).status).toBe('expired')
  })
})

describe('POST /v1/waitlist/:entryId/offer and DELETE /v1/waitlist/:entryId', () => {
  it('answer 404 for an unknown entry, 401 without a token and 404 for another owner’s, changing nothing', async () => {
    const { token, ava } = await takenDate()
    await addToWaitlist(token, ava.gig.id)
    const entry = await prisma.waitlistEntry.findUniqueOrThrow({ where: { appointmentId: ava.gig.id } })
    const other = await createOwner()
    for (const call of [offer, remove]) {
      expect((await call(token, 'no-such-entry')).status).toBe(404)
      expect((await call(token, 'x'.repeat(65))).status).toBe(422)
      expect((await call(undefined, entry.id)).status).toBe(401)
      expect((await call(other.token, entry.id)).status).toBe(404)
    }
    expect(await prisma.waitlistEntry.findUniqueOrThrow({ where: { id: entry.id } })).toMatchObject({ offeredAt: null })
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: ava.gig.id } })).status).toBe('expired')
  })

  it("refuses the offer past the client's cap with 429 and sends nothing: the waitlist offer counts like any offer", async () => {
    const { token, ava } = await takenDate()
    await addToWaitlist(token, ava.gig.id)
    const entry = await prisma.waitlistEntry.findUniqueOrThrow({ where: { appointmentId: ava.gig.id } })
    await offer(token, entry.id)
    await prisma.clientMessage.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({ userId: 'someone-else', channel: 'email', recipient: ava.email, contentHash: `${i}`.padStart(64, '0') })),
    })
    const before = (await mailTo(ava.email)).length
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const refused = await callRoute<Err>(sendOfferRoute, {
      method: 'POST',
      token,
      params: { appointmentId: ava.gig.id },
      body: { pricing: { total: 45000, deposit: 10000 }, paymentDueDate: dayFromToday(10), cancellationPolicy: '' },
    })
    expect(refused.status).toBe(429)
    expect(await mailTo(ava.email)).toHaveLength(before)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: ava.gig.id } })).offerSentAt).toBeNull()
  })
})
