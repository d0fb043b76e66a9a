// A gig is never booked before the deposit its terms ask for (a wedding's retainer) is recorded. With
// card payments off (how every account starts), the client who accepts an offer, or signs a wedding's
// contract, is held as "Awaiting deposit" / "Awaiting retainer" with the artist's offline ways to pay,
// the amount and a reference; the artist records the money and that books the gig. Everything that
// lists gigs by status treats the held gig as such. Test-mode payments, the real database.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { POST as offerRoute } from '@/app/v1/appointment/[appointmentId]/offer/route'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as quoteSendRoute } from '@/app/v1/appointment/[appointmentId]/quote/send/route'
import { PUT as quoteRoute } from '@/app/v1/appointment/[appointmentId]/quote/route'
import { POST as cancelRoute } from '@/app/v1/appointment/[appointmentId]/cancel/route'
import { GET as listRoute } from '@/app/v1/appointment/route'
import { POST as acceptRoute } from '@/app/v1/offer/[token]/accept/route'
import { GET as proposalRoute } from '@/app/v1/offer/[token]/proposal/route'
import { POST as retainerRoute } from '@/app/v1/offer/[token]/retainer/route'
import { POST as signRoute } from '@/app/v1/offer/[token]/sign/route'
import { buildCalendarFeed } from '@/lib/appointments/calendar-feed'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { getOffer } from '@/lib/appointments/get-offer'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import { sendGigReminders } from '@/lib/appointments/send-gig-reminders'
import { sendBalanceReminders } from '@/lib/balance/send-balance-reminders'
import { prisma } from '@/lib/db'
import type { ProposalView } from '@/lib/weddings/schema'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` })
const BANK = 'Ava Nguyen\nBSB 062-000 · Account 1234 5678'

/** An artist without card payments (her account's first state), with her bank details set, and a booking request of hers. */
async function artistAndRequest(ownerFields: Record<string, unknown> = { payBankDetails: BANK }) {
  const owner = await createOwner({ businessName: 'Glow by Ava', ...ownerFields })
  const customerEmail = `olivia-${randomBytes(3).toString('hex')}@example.com`
  const gig = await createGigFor(owner.user.id, {
    status: 'offered',
    origin: 'bookingRequest',
    customerName: 'Olivia Brown',
    customerEmail,
    date: new Date(`${dayFromToday(40)}T00:00:00Z`),
  })
  return { ...owner, gig, customerEmail }
}

async function offerSent(world: Awaited<ReturnType<typeof artistAndRequest>>) {
  const sent = await callRoute<AppointmentResponse>(offerRoute, {
    token: world.token,
    params: { appointmentId: world.gig.id },
    body: { pricing: { total: 45000, deposit: 15000 }, paymentDueDate: dayFromToday(30) },
  })
  expect(sent.status).toBe(200)
  return sent.body.offer!.url.split('/offer/')[1]
}

const accept = (token: string) => callRoute<{ status: string } & Err>(acceptRoute, { params: { token }, body: { acceptPolicy: true }, headers: fromIp() })
const recordPayment = (token: string, appointmentId: string, amount: number) =>
  callRoute<AppointmentResponse & Err>(paymentRoute, { token, params: { appointmentId }, body: { amount, method: 'bankTransfer' } })
const listed = async (token: string, appointmentId: string) =>
  Object.values((await callRoute<AppointmentsByDate>(listRoute, { token })).body)
    .flat()
    .find((gig) => gig._id === appointmentId)!

describe('an offer accepted without card payments', () => {
  it('holds the gig as awaiting its deposit, with the ways to pay, the amount and the reference; recording the deposit books it', async () => {
    const world = await artistAndRequest()
    const offerToken = await offerSent(world)

    const accepted = await accept(offerToken)
    expect(accepted.status).toBe(200)
    expect(accepted.body).toEqual({ status: 'awaitingDeposit' })
    const held = await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id }, include: { payments: true } })
    expect(held).toMatchObject({ status: 'awaitingDeposit', paidToDateCents: 0, paid: false })
    expect(held.acceptedAt).toBeInstanceOf(Date)
    expect(held.payments).toEqual([])

    // Her page: her date held, the bank details, the amount and a reference naming the gig and her.
    const { view } = (await getOffer({ token: offerToken }))!
    expect(view).toMatchObject({ status: 'awaitingDeposit', depositDue: 15000, reference: `#${world.gig.requestNumber} Olivia Brown` })
    expect(view.payment).toEqual({ card: false, offline: { bankDetails: BANK, cash: false, other: null }, bankDebit: null })
    const toClient = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.customerEmail, subject: 'How to pay your deposit to Glow by Ava' } })
    expect(toClient.text).toContain('$150.00 AUD')
    expect(toClient.text).toContain(`#${world.gig.requestNumber} Olivia Brown`)
    expect(toClient.text).toContain('BSB 062-000 · Account 1234 5678')
    expect(await prisma.emailOutbox.count({ where: { to: world.customerEmail, subject: { startsWith: 'You’re booked' } } })).toBe(0)
    const toArtist = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.user.email, subject: { startsWith: 'Awaiting deposit' } } })
    expect(toArtist.subject).toBe(`Awaiting deposit: #${world.gig.requestNumber} Olivia Brown`)
    expect(
      await prisma.notification.findFirst({ where: { userId: world.user.id, message: { contains: 'record the deposit when it arrives' } } }),
    ).not.toBeNull()

    // The artist's gig: awaiting the deposit. Accepting again changes nothing.
    expect(await listed(world.token, world.gig.id)).toMatchObject({ status: 'awaitingDeposit', depositName: 'deposit', remaining: 45000 })
    expect((await accept(offerToken)).status).toBe(409)

    // Part of it keeps the gig held; the rest of the deposit books it, and she hears she is booked.
    const part = await recordPayment(world.token, world.gig.id, 5000)
    expect(part.status).toBe(201)
    expect(part.body).toMatchObject({ status: 'awaitingDeposit', paidToDate: 5000 })
    const booked = await recordPayment(world.token, world.gig.id, 10000)
    expect(booked.body).toMatchObject({ status: 'booked', paidToDate: 15000, remaining: 30000 })
    const confirmed = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.customerEmail, subject: "You're booked with Glow by Ava" } })
    expect(confirmed.text).toContain('your $150.00 deposit is paid')
  })

  it('books an offer asking for no deposit at once', async () => {
    const world = await artistAndRequest()
    const sent = await callRoute<AppointmentResponse>(offerRoute, {
      token: world.token,
      params: { appointmentId: world.gig.id },
      body: { pricing: { total: 45000, deposit: 0 }, paymentDueDate: dayFromToday(30) },
    })
    expect((await accept(sent.body.offer!.url.split('/offer/')[1])).body).toMatchObject({ status: 'booked' })
  })

  it('is held all the same when the artist set no way to pay, and her page says the artist will tell her how', async () => {
    const world = await artistAndRequest({})
    const offerToken = await offerSent(world)
    expect((await accept(offerToken)).body).toEqual({ status: 'awaitingDeposit' })
    const toArtist = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.user.email, subject: { startsWith: 'Awaiting deposit' } } })
    expect(toArtist.text).toContain('You have no way to get paid set up')
    const toClient = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.customerEmail, subject: { startsWith: 'How to pay' } } })
    expect(toClient.text).toContain('Glow by Ava will tell you how to pay it.')
  })
})

describe('a wedding signed without card payments', () => {
  const party = [
    { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
    { role: 'Bridesmaids', service: 'Makeup', count: 3, minCount: 2, maxCount: 5, priceCents: 18000, durationMinutes: 45 },
  ]
  async function signedWedding() {
    const world = await artistAndRequest()
    const body = {
      readyBy: '10:30',
      artistCount: 1,
      party,
      trial: { date: dayFromToday(20), time: { from: '10:00', to: '11:30' }, feeCents: 15000, notes: null },
      travel: { kind: 'none' },
      parkingCents: 0,
      retainer: { kind: 'percent', percent: 30 },
      retainerRefundable: false,
      balanceDue: { kind: 'daysBefore', days: 14 },
      cancellationTiers: DEFAULT_CANCELLATION_TIERS,
      notes: null,
      terms: null,
    }
    expect((await callRoute(quoteRoute, { method: 'PUT', token: world.token, params: { appointmentId: world.gig.id }, body })).status).toBe(200)
    const sent = await callRoute<{ offerUrl: string }>(quoteSendRoute, { method: 'POST', token: world.token, params: { appointmentId: world.gig.id } })
    const offerToken = sent.body.offerUrl.split('/offer/')[1]
    const { termsHash } = (await callRoute<ProposalView>(proposalRoute, { params: { token: offerToken } })).body
    const signed = await callRoute<ProposalView>(signRoute, {
      params: { token: offerToken },
      body: { fullName: 'Olivia Brown', agree: true, termsHash },
      headers: fromIp(),
    })
    expect(signed.status).toBe(200)
    return { ...world, offerToken, proposal: signed.body }
  }

  it('holds it as awaiting the retainer once she signs; nothing books it but the retainer recorded, which makes the trial run', async () => {
    const world = await signedWedding()
    // $450 + 3 × $180 = $990; the retainer is 30%: $297.
    expect(world.proposal).toMatchObject({ status: 'awaitingDeposit', retainerDue: 29700, reference: `#${world.gig.requestNumber} Olivia Brown` })
    expect(await listed(world.token, world.gig.id)).toMatchObject({ status: 'awaitingDeposit', depositName: 'retainer', paidToDate: 0 })
    const toClient = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.customerEmail, subject: 'How to pay your retainer to Glow by Ava' } })
    expect(toClient.text).toContain('$297.00 AUD')

    const confirm = await callRoute<Err>(retainerRoute, { params: { token: world.offerToken }, headers: fromIp() })
    expect(confirm.status).toBe(409)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: world.gig.id } })).status).toBe('awaitingDeposit')
    expect(await prisma.appointment.count({ where: { userId: world.user.id } })).toBe(1)

    const booked = await recordPayment(world.token, world.gig.id, 29700)
    expect(booked.body).toMatchObject({ status: 'booked', paidToDate: 29700 })
    expect(await prisma.appointment.count({ where: { userId: world.user.id, status: 'booked' } })).toBe(2)
    const confirmed = await prisma.emailOutbox.findFirstOrThrow({ where: { to: world.customerEmail, subject: "You're booked with Glow by Ava" } })
    expect(confirmed.text).toContain('your $297.00 retainer is paid')
  })
})

describe('what lists gigs by status', () => {
  it('puts a held gig in the calendar feed as tentative, leaves it out of gig and balance reminders, and lets it be cancelled', async () => {
    const world = await artistAndRequest()
    const calendarFeedToken = randomBytes(32).toString('base64url')
    await prisma.user.update({ where: { id: world.user.id }, data: { calendarFeedToken } })
    const held = await createGigFor(world.user.id, {
      status: 'awaitingDeposit',
      customerName: 'Ruby Held',
      customerEmail: `ruby-${randomBytes(3).toString('hex')}@example.com`,
      date: new Date(`${dayFromToday(2)}T00:00:00Z`),
      depositCents: 20000,
      paymentDueDate: new Date(`${dayFromToday(-3)}T00:00:00Z`),
    })
    const feed = await buildCalendarFeed({ token: calendarFeedToken })
    const event = feed.split('BEGIN:VEVENT').find((part) => part.includes(held.id))!
    expect(event).toContain('SUMMARY:Awaiting deposit: Ruby Held')
    expect(event).toContain('STATUS:TENTATIVE')

    await sendGigReminders()
    await sendBalanceReminders()
    expect(await prisma.emailOutbox.count({ where: { to: held.customerEmail! } })).toBe(0)

    const cancelled = await callRoute<AppointmentResponse>(cancelRoute, {
      method: 'POST',
      token: world.token,
      params: { appointmentId: held.id },
      body: { by: 'client' },
    })
    expect(cancelled.body).toMatchObject({ status: 'cancelled' })
    const told = await prisma.emailOutbox.findFirstOrThrow({ where: { to: held.customerEmail! } })
    expect(told.subject).toMatch(/^Cancelled: your booking/)
  })
})
