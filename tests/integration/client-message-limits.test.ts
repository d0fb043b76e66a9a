// The caps on e-mails and texts the app sends clients on an owner's behalf (lib/mail/client-messages.ts):
// a free, self-registered owner must not be able to use receipts, reschedules or cancellations to send
// her own words to any address without end. Past a cap an owner's explicit send answers 429 and sends
// nothing; a change that must stand (a reschedule, a cancellation) is saved and says the client was not
// e-mailed; a job skips the message and logs it.
import { randomBytes } from 'node:crypto'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { POST as cancelRoute } from '@/app/v1/appointment/[appointmentId]/cancel/route'
import { POST as receiptRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/receipt/route'
import { POST as rescheduleRoute } from '@/app/v1/appointment/[appointmentId]/reschedule/route'
import { POST as sharesRoute } from '@/app/v1/appointment/[appointmentId]/shares/route'
import type { BalanceResponse } from '@/lib/balance/schema'
import { sendGigReminders } from '@/lib/appointments/send-gig-reminders'
import { forgetOldClientMessages, MAX_CLIENT_EMAILS_PER_REQUEST } from '@/lib/mail/client-messages'
import { type ReceiptAnswer } from '@/lib/appointments/payment-schema'
import { CLIENT_NOT_EMAILED, type GigChangeAnswer } from '@/lib/appointments/change-schema'
import { prisma } from '@/lib/db'
import { rateLimitFor } from '@/lib/rate-limit/limits'
import type { SmsSender } from '@/lib/sms/sms'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }

const stranger = () => `stranger-${randomBytes(4).toString('hex')}@example.com`
const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })
/** A free owner who registered herself and never verified her e-mail. */
const unverifiedOwner = () => createOwner({ emailVerifiedAt: null })

async function paidGig(userId: string, customerEmail: string) {
  const gig = await createGigFor(userId, {
    status: 'booked',
    customerEmail,
    totalCents: 50000,
    paidToDateCents: 10000,
    date: new Date(`${dayFromToday(30)}T00:00:00Z`),
  })
  const payment = await prisma.payment.create({
    data: { userId, appointmentId: gig.id, amountCents: 10000, method: 'other', paidAt: new Date() },
  })
  return { gig, payment }
}

const receipt = (token: string | undefined, appointmentId: string, paymentId: string) =>
  callRoute<ReceiptAnswer & Err>(receiptRoute, { token, params: { appointmentId, paymentId } })
const reschedule = (token: string, appointmentId: string, days: number) =>
  callRoute<GigChangeAnswer & Err>(rescheduleRoute, {
    token,
    params: { appointmentId },
    body: { date: dayFromToday(days), time: { from: '09:00', to: '11:00' } },
  })
const cancel = (token: string, appointmentId: string, reason: string) =>
  callRoute<GigChangeAnswer & Err>(cancelRoute, { token, params: { appointmentId }, body: { by: 'artist', reason } })

afterEach(() => {
  delete process.env.RATE_LIMIT_CLIENT_MESSAGES_UNVERIFIED
  vi.restoreAllMocks()
})

describe('receipts', () => {
  it('sends the same receipt to the same person once an hour: the rest answer 429, send nothing and are logged', async () => {
    const { user, token } = await unverifiedOwner()
    const to = stranger()
    const { gig, payment } = await paidGig(user.id, to)
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = await receipt(token, gig.id, payment.id)
    expect(first.status).toBe(200)
    const answers = []
    for (let i = 0; i < 29; i++) answers.push(await receipt(token, gig.id, payment.id))
    expect(answers.every((answer) => answer.status === 429)).toBe(true)
    expect(answers[0]!.body.error).toEqual({ code: 'rate_limited', message: 'This client got this same e-mail less than an hour ago. Please try again later.' })
    expect(Number(answers[0]!.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect(await mailTo(to)).toHaveLength(1)
    expect(warn.mock.calls.some(([line]) => String(line).includes('client message over its cap') && String(line).includes('clientMessageRepeat'))).toBe(true)
  })

  it("caps an unverified owner's client e-mails a day lower than a verified owner's, with a sentence she can act on", async () => {
    expect(rateLimitFor('clientMessagesUnverified').points).toBeLessThan(rateLimitFor('clientMessages').points)
    process.env.RATE_LIMIT_CLIENT_MESSAGES_UNVERIFIED = '3/86400'
    const { user, token } = await unverifiedOwner()
    const gigs = await Promise.all([1, 2, 3, 4].map(() => paidGig(user.id, stranger())))
    for (const { gig, payment } of gigs.slice(0, 3)) expect((await receipt(token, gig.id, payment.id)).status).toBe(200)
    const over = await receipt(token, gigs[3]!.gig.id, gigs[3]!.payment.id)
    expect(over.status).toBe(429)
    expect(over.body.error.message).toBe("You've sent 3 e-mails to clients today. Verify your e-mail (see Settings) to send more, or try again tomorrow.")
    expect(await mailTo(gigs[3]!.gig.customerEmail!)).toHaveLength(0)
    // Nothing changed: the refused receipt got no number.
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: gigs[3]!.payment.id } })).receiptNumber).toBeNull()

    // Verified, she is under the higher cap.
    await prisma.user.update({ where: { id: user.id }, data: { emailVerifiedAt: new Date() } })
    expect((await receipt(token, gigs[3]!.gig.id, gigs[3]!.payment.id)).status).toBe(200)
  })

  it('caps what one address gets a day across all owners', async () => {
    const to = stranger()
    const answers = []
    for (let i = 0; i < 12; i++) {
      const { user, token } = await createOwner({ businessName: `Studio ${i}` })
      const { gig, payment } = await paidGig(user.id, to)
      answers.push(await receipt(token, gig.id, payment.id))
    }
    expect(answers.map((answer) => answer.status)).toEqual([...Array(10).fill(200), 429, 429])
    expect(answers[10]!.body.error.message).toBe(
      'This client has had 10 e-mails from Glowfolio today. Please try again tomorrow, or get in touch with them yourself.',
    )
    expect(await mailTo(to)).toHaveLength(10)
  })

  it('answers 401 without a token and 404 for another owner’s payment, sending nothing', async () => {
    const { user } = await createOwner()
    const to = stranger()
    const { gig, payment } = await paidGig(user.id, to)
    const other = await createOwner()
    expect((await receipt(undefined, gig.id, payment.id)).status).toBe(401)
    expect((await receipt(other.token, gig.id, payment.id)).status).toBe(404)
    expect(await mailTo(to)).toHaveLength(0)
  })
})

describe('reschedules and cancellations', () => {
  it('keeps every reschedule past the cap, tells the owner the client was not e-mailed, and sends the stranger 10', async () => {
    const { user, token } = await unverifiedOwner()
    const to = stranger()
    const gig = await createGigFor(user.id, { status: 'booked', customerEmail: to, date: new Date(`${dayFromToday(30)}T00:00:00Z`) })
    const answers = []
    for (let i = 0; i < 30; i++) answers.push(await reschedule(token, gig.id, 31 + i))
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    expect(answers.slice(0, 10).every((answer) => answer.body.clientNotEmailed === undefined)).toBe(true)
    expect(answers.slice(10).every((answer) => answer.body.clientNotEmailed === CLIENT_NOT_EMAILED)).toBe(true)
    expect(answers[29]!.body.date).toBe(dayFromToday(60))
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).date.toISOString().slice(0, 10)).toBe(dayFromToday(60))
    expect(await mailTo(to)).toHaveLength(10)
  })

  it('cancels 30 new gigs with a reason, e-mailing the stranger 10 of them, every cancellation kept', async () => {
    const { user, token } = await unverifiedOwner()
    const to = stranger()
    const answers = []
    for (let i = 0; i < 30; i++) {
      const gig = await createGigFor(user.id, { status: 'booked', customerEmail: to })
      answers.push(await cancel(token, gig.id, `Reason number ${i}`))
    }
    expect(answers.every((answer) => answer.status === 200 && answer.body.status === 'cancelled')).toBe(true)
    expect(answers.filter((answer) => answer.body.clientNotEmailed === CLIENT_NOT_EMAILED)).toHaveLength(20)
    expect(await mailTo(to)).toHaveLength(10)
  })

  it("shows links in an unverified owner's words as plain text, and a verified owner's as they are", async () => {
    const reason = 'Rebook at https://evil.example/pay now'
    const unverified = await unverifiedOwner()
    const first = stranger()
    const gig = await createGigFor(unverified.user.id, { status: 'booked', customerEmail: first })
    expect((await cancel(unverified.token, gig.id, reason)).status).toBe(200)
    const [mail] = await mailTo(first)
    expect(mail!.text).toContain('Rebook at evil[.]example/pay now')
    expect(mail!.html).toContain('evil[.]example/pay')
    expect(`${mail!.text}${mail!.html}`).not.toContain('evil.example')

    const verified = await createOwner()
    const second = stranger()
    const theirs = await createGigFor(verified.user.id, { status: 'booked', customerEmail: second })
    expect((await cancel(verified.token, theirs.id, reason)).status).toBe(200)
    expect((await mailTo(second))[0]!.text).toContain('https://evil.example/pay')
  })
})

describe('one request', () => {
  const split = (token: string | undefined, appointmentId: string, shares: unknown) =>
    callRoute<BalanceResponse & Err>(sharesRoute, { token, params: { appointmentId }, body: { shares } })
  const bookedForShares = (userId: string) => createGigFor(userId, { status: 'booked', customerEmail: stranger(), totalCents: 300000, depositCents: 0 })

  it('refuses 30 shares addressed to one person with 429, saving and sending nothing', async () => {
    const { user, token } = await createOwner()
    const gig = await bookedForShares(user.id)
    const to = stranger()
    const answer = await split(
      token,
      gig.id,
      Array.from({ length: 30 }, (_, i) => ({ name: `Guest ${i}`, amount: 1000, email: to })),
    )
    expect(answer.status).toBe(429)
    expect(answer.body.error).toEqual({
      code: 'rate_limited',
      message: 'One change can e-mail the same address at most 2 times. Please give each person their own e-mail.',
    })
    expect(await prisma.paymentShare.count({ where: { appointmentId: gig.id } })).toBe(0)
    expect(await mailTo(to)).toHaveLength(0)
  })

  it('sends two shares to one person, and caps the e-mails of one request', async () => {
    const { user, token } = await createOwner()
    const gig = await bookedForShares(user.id)
    const mum = stranger()
    const two = await split(token, gig.id, [
      { name: 'Mum', amount: 1000, email: mum },
      { name: 'Mum again', amount: 1000, email: mum },
    ])
    expect(two.status).toBe(201)
    expect(await mailTo(mum)).toHaveLength(2)

    const party = Array.from({ length: MAX_CLIENT_EMAILS_PER_REQUEST + 1 }, (_, i) => ({ name: `Bridesmaid ${i}`, amount: 1000, email: stranger() }))
    const tooMany = await split(token, gig.id, party)
    expect(tooMany.status).toBe(429)
    expect(tooMany.body.error.message).toBe(`One change can e-mail at most ${MAX_CLIENT_EMAILS_PER_REQUEST} people. Please send fewer at a time.`)
    expect(await prisma.paymentShare.count({ where: { appointmentId: gig.id } })).toBe(2)
    expect(await prisma.emailOutbox.count({ where: { to: { in: party.map((share) => share.email) } } })).toBe(0)
    expect((await split(token, gig.id, party.slice(0, MAX_CLIENT_EMAILS_PER_REQUEST))).status).toBe(201)
  })

  it('answers 401 without a token and 404 for another owner’s gig, sending nothing', async () => {
    const { user } = await createOwner()
    const gig = await bookedForShares(user.id)
    const other = await createOwner()
    const to = stranger()
    expect((await split(undefined, gig.id, [{ name: 'A', amount: 1000, email: to }])).status).toBe(401)
    expect((await split(other.token, gig.id, [{ name: 'A', amount: 1000, email: to }])).status).toBe(404)
    expect(await mailTo(to)).toHaveLength(0)
  })
})

describe('scheduled reminders', () => {
  // Far ahead, clear of the gigs other files make: the job runs over every owner.
  const gigDay = dayFromToday(610)
  const jobTime = new Date(`${dayFromToday(608)}T12:00:00Z`)
  /** The address or number has had its 10 messages today. */
  const fillCap = (recipient: string) =>
    prisma.clientMessage.createMany({
      data: Array.from({ length: 10 }, (_, i) => ({ userId: 'someone-else', channel: 'email', recipient, contentHash: `${i}`.padStart(64, '0') })),
    })

  it('skips and logs a reminder e-mail over a cap instead of failing the job, and claims it all the same', async () => {
    const to = stranger()
    await fillCap(to)
    const { user } = await createOwner({ timeZone: 'UTC', reminderDaysBefore: 3 })
    const gig = await createGigFor(user.id, { status: 'booked', customerEmail: to, customerMobile: null, date: new Date(`${gigDay}T00:00:00Z`) })
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await sendGigReminders({ now: jobTime, sms: null })
    expect(await mailTo(to)).toHaveLength(0)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).reminderSentAt).not.toBeNull()
    expect(warn.mock.calls.some(([line]) => String(line).includes('clientMessagesRecipient'))).toBe(true)
  })

  it('counts texts in the same caps: a number at its cap gets no text, and the e-mail still goes', async () => {
    const mobile = `+614${String(randomBytes(4).readUInt32BE(0) % 100_000_000).padStart(8, '0')}`
    await fillCap(mobile)
    const to = stranger()
    const { user } = await createOwner({ timeZone: 'UTC', reminderDaysBefore: 3, textRemindersEnabled: true })
    await createGigFor(user.id, { status: 'booked', customerEmail: to, customerMobile: mobile, date: new Date(`${gigDay}T00:00:00Z`) })
    const send = vi.fn<SmsSender['send']>(async () => ({ id: 'SM1' }))
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    await sendGigReminders({ now: jobTime, sms: { send } })
    expect(send.mock.calls.filter(([text]) => text.to === mobile)).toHaveLength(0)
    expect(await mailTo(to)).toHaveLength(1)
    expect(await prisma.clientMessage.count({ where: { recipient: mobile, channel: 'text' } })).toBe(0)
  })
})

describe('prune-client-messages', () => {
  it('forgets ledger rows older than two days and keeps the ones a cap still counts', async () => {
    const to = stranger()
    const row = (hoursAgo: number) => ({
      userId: 'owner',
      channel: 'email',
      recipient: to,
      contentHash: 'a'.repeat(64),
      createdAt: new Date(Date.now() - hoursAgo * 3600_000),
    })
    await prisma.clientMessage.createMany({ data: [row(49), row(23)] })
    await forgetOldClientMessages()
    expect((await prisma.clientMessage.findMany({ where: { recipient: to } })).map((kept) => kept.createdAt.getTime())).toEqual([expect.any(Number)])
    expect(await prisma.clientMessage.count({ where: { recipient: to, createdAt: { lt: new Date(Date.now() - 48 * 3600_000) } } })).toBe(0)
  })
})
