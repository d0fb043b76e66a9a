// A booked gig's balance in test mode: the owner splits it into shares (each with its own link, e-mailed
// when she gives an address), edits and removes unpaid ones, never past what remains; a party member
// pays her share through her link, once, however many taps; the client's pay-the-balance link then asks
// for her own part only; and the balance reminder job e-mails the client (and each unpaid share with an
// address, with her own link) before the due date and once overdue, each once, in the owner's time zone
// (the clock is moved, not waited for).
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { GET as balanceRoute, POST as createRoute } from '@/app/v1/appointment/[appointmentId]/shares/route'
import { DELETE as deleteRoute, PATCH as patchRoute } from '@/app/v1/appointment/[appointmentId]/shares/[shareId]/route'
import { POST as recordPaymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { POST as payBalanceRoute } from '@/app/v1/offer/[token]/pay/route'
import { GET as reminderSettingsRoute, PATCH as saveReminderSettingsRoute } from '@/app/v1/reminder-settings/route'
import { GET as shareRoute } from '@/app/v1/share/[token]/route'
import { POST as payShareRoute } from '@/app/v1/share/[token]/pay/route'
import { addDaysTo, slotInstant, toDbDate } from '@/lib/appointments/dates'
import { getOffer } from '@/lib/appointments/get-offer'
import type { BalanceResponse, ShareView } from '@/lib/balance/schema'
import { sendBalanceReminders } from '@/lib/balance/send-balance-reminders'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const SYDNEY = 'Australia/Sydney'
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const tokenOf = (url: string) => url.split('/pay/')[1]

/** An owner taking card payments (test mode) with a booked wedding: $1,200, $400 paid, $800 to go. */
async function bookedWedding(extra: Parameters<typeof createGigFor>[1] = {}, owner: Parameters<typeof createOwner>[0] = {}) {
  const { user, token } = await createOwner({
    businessName: 'Glow by Ava',
    timeZone: SYDNEY,
    payoutsAccountId: `test_acct_${randomBytes(6).toString('hex')}`,
    payoutsStatus: 'payoutsOn',
    ...owner,
  })
  const gig = await createGigFor(user.id, {
    status: 'booked',
    customerName: 'Hannah Scott',
    customerEmail: `hannah-${randomBytes(3).toString('hex')}@example.com`,
    services: [
      { title: 'Bride', subTitle: 'Bridal makeup' },
      { title: 'Bridesmaid', subTitle: 'Soft glam', count: 3 },
    ],
    totalCents: 120000,
    depositCents: 40000,
    paidToDateCents: 40000,
    paymentDueDate: toDbDate(dayFromToday(14)),
    ...extra,
  })
  return { user, token, gig }
}

const balance = (token: string | undefined, appointmentId: string) => callRoute<BalanceResponse & Err>(balanceRoute, { token, params: { appointmentId } })
const split = (token: string | undefined, appointmentId: string, shares: unknown) =>
  callRoute<BalanceResponse & Err>(createRoute, { token, params: { appointmentId }, body: { shares } })
const change = (token: string | undefined, appointmentId: string, shareId: string, body: unknown) =>
  callRoute<BalanceResponse & Err>(patchRoute, { method: 'PATCH', token, params: { appointmentId, shareId }, body })
const remove = (token: string | undefined, appointmentId: string, shareId: string) =>
  callRoute<BalanceResponse & Err>(deleteRoute, { method: 'DELETE', token, params: { appointmentId, shareId } })
const payShare = (shareToken: string, headers: Record<string, string> = fromIp()) =>
  callRoute<{ status: string; testMode?: boolean } & Err>(payShareRoute, { method: 'POST', params: { token: shareToken }, headers })
const gigState = (id: string) =>
  prisma.appointment
    .findUniqueOrThrow({ where: { id }, include: { payments: true, paymentShares: { orderBy: { position: 'asc' } }, balanceReminders: true } })
    .then((row) => JSON.stringify(row))

/** Her own address in this run: the client-message caps count per address across every test file. */
const CHLOE_EMAIL = `chloe-${randomBytes(3).toString('hex')}@example.com`
/** Her own address in this run: the client-message caps count per address across every test file. */
const MIA_EMAIL = `mia-${randomBytes(3).toString('hex')}@example.com`

describe('/v1/appointment/[appointmentId]/shares', () => {
  it('splits the balance into shares, each with its own link, and e-mails the ones with an address', async () => {
    const { token, gig } = await bookedWedding()
    expect((await balance(token, gig.id)).body).toEqual({ remaining: 80000, shared: 0, unshared: 80000, shares: [], reminders: [], payUrl: null })
    const made = await split(token, gig.id, [
      { name: 'Chloe', amount: 20000, email: CHLOE_EMAIL.toUpperCase() },
      { name: 'Mia', amount: 20000 },
    ])
    expect(made.status).toBe(201)
    expect(made.body).toMatchObject({ remaining: 80000, shared: 40000, unshared: 40000 })
    expect(made.body.shares).toEqual([
      {
        _id: expect.any(String),
        name: 'Chloe',
        email: CHLOE_EMAIL,
        amount: 20000,
        url: expect.stringMatching(/^http:\/\/localhost:3000\/pay\/[\w-]{32}$/),
        status: 'unpaid',
        paidAt: null,
        refunded: 0,
        emailedAt: expect.any(String),
        reminders: [],
      },
      {
        _id: expect.any(String),
        name: 'Mia',
        email: null,
        amount: 20000,
        url: expect.stringMatching(/\/pay\//),
        status: 'unpaid',
        paidAt: null,
        refunded: 0,
        emailedAt: null,
        reminders: [],
      },
    ])
    const [mail] = await prisma.emailOutbox.findMany({ where: { to: CHLOE_EMAIL, subject: 'Your share of the booking with Glow by Ava' } })
    expect(mail.text).toContain('Hi Chloe, Glow by Ava split the balance of Hannah’s booking')
    expect(mail.text).toContain('$200.00 AUD, due')
    expect(mail.html).toContain(made.body.shares[0].url)
    // More shares later, in order after the first ones.
    const more = await split(token, gig.id, [{ name: 'Zara', amount: 40000 }])
    expect(more.body.shares.map((share) => share.name)).toEqual(['Chloe', 'Mia', 'Zara'])
    expect(more.body.unshared).toBe(0)
    expect((await balance(token, gig.id)).body).toEqual(more.body)
  })

  it('refuses shares beyond what remains, bad input and gigs that are not booked, changing nothing', async () => {
    const { user, token, gig } = await bookedWedding()
    await split(token, gig.id, [{ name: 'Chloe', amount: 50000 }])
    const before = await gigState(gig.id)
    const over = await split(token, gig.id, [
      { name: 'Mia', amount: 20000 },
      { name: 'Zara', amount: 10001 },
    ])
    expect(over.status).toBe(422)
    expect(over.body.error.message).toBe('The shares add up to $300.01, more than the $300.00 not shared yet')
    expect(over.body.error.fields?.shares).toBe('At most $300.00 in all')
    for (const bad of [
      [],
      [{ name: '', amount: 100 }],
      [{ name: 'Mia', amount: 0 }],
      [{ name: 'Mia', amount: 12.5 }],
      [{ name: 'Mia', amount: 100, email: 'not-an-address' }],
      'everyone',
    ]) {
      expect((await split(token, gig.id, bad)).status, JSON.stringify(bad)).toBe(422)
    }
    expect(
      (
        await split(
          token,
          gig.id,
          Array.from({ length: 51 }, () => ({ name: 'Guest', amount: 1 })),
        )
      ).status,
    ).toBe(422)
    expect(await gigState(gig.id)).toBe(before)

    const offered = await createGigFor(user.id, { status: 'offered', totalCents: 50000 })
    const notBooked = await split(token, offered.id, [{ name: 'Mia', amount: 100 }])
    expect(notBooked.status).toBe(409)
    expect(notBooked.body.error.message).toBe('The balance can be split once the gig is booked')
  })

  it('edits and removes unpaid shares within what remains; a paid share is final', async () => {
    const { token, gig } = await bookedWedding()
    const made = await split(token, gig.id, [
      { name: 'Chloe', amount: 30000 },
      { name: 'Mia', amount: 30000 },
    ])
    const [chloe, mia] = made.body.shares
    const renamed = await change(token, gig.id, mia._id, { name: 'Mia Chen', amount: 50000, email: MIA_EMAIL })
    expect(renamed.status).toBe(200)
    expect(renamed.body.shares[1]).toMatchObject({ name: 'Mia Chen', amount: 50000, email: MIA_EMAIL, emailedAt: expect.any(String) })
    expect(await prisma.emailOutbox.count({ where: { to: MIA_EMAIL } })).toBe(1)
    // The same address again sends nothing; removing it forgets when it was sent.
    await change(token, gig.id, mia._id, { email: MIA_EMAIL, name: 'Mia C' })
    expect(await prisma.emailOutbox.count({ where: { to: MIA_EMAIL } })).toBe(1)
    expect((await change(token, gig.id, mia._id, { email: '' })).body.shares[1]).toMatchObject({ email: null, emailedAt: null })

    const before = await gigState(gig.id)
    const over = await change(token, gig.id, mia._id, { amount: 50001 })
    expect(over.status).toBe(422)
    expect(over.body.error.fields?.amount).toBe('At most $500.00')
    expect((await change(token, gig.id, mia._id, {})).status).toBe(422)
    expect((await change(token, gig.id, mia._id, { amount: -5 })).status).toBe(422)
    expect((await change(token, gig.id, 'no-such-share', { name: 'X' })).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)

    expect((await payShare(tokenOf(chloe.url))).body).toEqual({ status: 'paid', testMode: true })
    const paidChange = await change(token, gig.id, chloe._id, { amount: 100 })
    expect(paidChange.status).toBe(409)
    expect(paidChange.body.error.message).toBe('A paid share cannot be changed')
    const paidRemoval = await remove(token, gig.id, chloe._id)
    expect(paidRemoval.status).toBe(409)
    expect(paidRemoval.body.error.message).toBe('A paid share cannot be removed: refund its payment instead')

    const removed = await remove(token, gig.id, mia._id)
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({
      remaining: 50000,
      shared: 0,
      unshared: 50000,
      shares: [expect.objectContaining({ name: 'Chloe', status: 'paid', paidAt: expect.any(String) })],
    })
    expect((await remove(token, gig.id, mia._id)).status).toBe(404)
  })

  it('answers 401 without a token and 404 to another owner, showing and changing nothing of the gig', async () => {
    const { token, gig } = await bookedWedding()
    const made = await split(token, gig.id, [{ name: 'Chloe Secret', amount: 20000 }])
    const shareId = made.body.shares[0]._id
    const before = await gigState(gig.id)
    for (const caller of [undefined, (await createOwner()).token]) {
      const expected = caller ? 404 : 401
      const answers = [
        await balance(caller, gig.id),
        await split(caller, gig.id, [{ name: 'Mallory', amount: 100 }]),
        await change(caller, gig.id, shareId, { name: 'Mallory' }),
        await remove(caller, gig.id, shareId),
      ]
      expect(answers.map((answer) => answer.status)).toEqual([expected, expected, expected, expected])
      for (const answer of answers) expect(JSON.stringify(answer.body)).not.toContain('Chloe Secret')
    }
    expect(await gigState(gig.id)).toBe(before)
  })
})

describe('/v1/share/[token] (public)', () => {
  it('shows her share, the business and the booking’s day, and nothing else of the owner’s', async () => {
    const { token, gig } = await bookedWedding({}, { payBankDetails: 'BSB 062-000 Account 1234', payCash: true })
    const made = await split(token, gig.id, [{ name: 'Chloe', amount: 20000, email: CHLOE_EMAIL }])
    const answer = await callRoute<ShareView>(shareRoute, { params: { token: tokenOf(made.body.shares[0].url) } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      status: 'open',
      business: { name: 'Glow by Ava', profileImg: null },
      name: 'Chloe',
      amount: 20000,
      paidAt: null,
      booking: {
        customerFirstName: 'Hannah',
        requestNumber: gig.requestNumber,
        wedding: false,
        date: dayFromToday(21),
        time: { from: '08:00', to: '12:00' },
        city: 'Mosman',
      },
      paymentDueDate: dayFromToday(14),
      overdue: false,
      payment: { card: true, offline: { bankDetails: 'BSB 062-000 Account 1234', cash: true, other: null }, bankDebit: null },
    })
    expect(JSON.stringify(answer.body)).not.toContain(gig.customerEmail!)
    expect((await callRoute<Err>(shareRoute, { params: { token: 'A'.repeat(32) } })).status).toBe(404)
    expect((await callRoute<Err>(shareRoute, { params: { token: 'short' } })).status).toBe(422)
  })
})

describe('POST /v1/share/[token]/pay (public)', () => {
  it('takes her share on the artist’s account once: the gig’s paid to date follows, and she gets the receipt', async () => {
    const { token, gig } = await bookedWedding()
    const made = await split(token, gig.id, [
      { name: 'Chloe', amount: 20000, email: 'chloe-pays@example.com' },
      { name: 'Mia', amount: 20000 },
    ])
    const chloe = tokenOf(made.body.shares[0].url)
    expect((await payShare(chloe)).body).toEqual({ status: 'paid', testMode: true })
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(paid).toMatchObject({ paidToDateCents: 60000, paid: false })
    expect(paid.payments).toEqual([expect.objectContaining({ amountCents: 20000, method: 'card', provider: 'test', note: 'Share: Chloe', receiptNumber: 1 })])
    const receipt = await prisma.emailOutbox.findFirstOrThrow({ where: { to: 'chloe-pays@example.com', subject: 'Receipt #1 from Glow by Ava' } })
    expect(receipt.text).toContain('Thank you, Chloe.')
    // Her receipt speaks of her own share; the gig's balance is the bride's business.
    expect(receipt.text).toContain('Your share is paid in full.')
    expect(receipt.text).not.toContain('Remaining balance')
    expect((await callRoute<ShareView>(shareRoute, { params: { token: chloe } })).body).toMatchObject({ status: 'paid', paidAt: expect.any(String) })
    expect((await balance(token, gig.id)).body).toMatchObject({ remaining: 60000, shared: 20000, unshared: 40000 })

    const again = await payShare(chloe)
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Your share is already paid')
    expect(await prisma.payment.count({ where: { appointmentId: gig.id } })).toBe(1)
  })

  it('is paid once when many taps come at once, with or without the same Idempotency-Key', async () => {
    const { token, gig } = await bookedWedding()
    const made = await split(token, gig.id, [{ name: 'Chloe', amount: 25000 }])
    const chloe = tokenOf(made.body.shares[0].url)
    const key = { 'idempotency-key': randomBytes(8).toString('hex') }
    const answers = await Promise.all([
      payShare(chloe, { ...fromIp(), ...key }),
      payShare(chloe, { ...fromIp(), ...key }),
      payShare(chloe),
      payShare(chloe),
      payShare(chloe),
    ])
    expect(answers.filter((answer) => answer.status === 200).length).toBeGreaterThanOrEqual(1)
    for (const answer of answers) expect([200, 409]).toContain(answer.status)
    const payments = await prisma.payment.findMany({ where: { appointmentId: gig.id } })
    expect(payments.map((payment) => payment.amountCents)).toEqual([25000])
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ paidToDateCents: 65000 })
  })

  it('refuses a closed share, an artist without card payments and unknown tokens, changing nothing', async () => {
    const { user, token, gig } = await bookedWedding()
    const made = await split(token, gig.id, [
      { name: 'Chloe', amount: 50000 },
      { name: 'Mia', amount: 30000 },
    ])
    const [chloe, mia] = made.body.shares.map((share) => tokenOf(share.url))
    // $400 in cash meanwhile: Chloe's $500 is now more than the $400 that remains.
    await callRoute(recordPaymentRoute, { token, params: { appointmentId: gig.id }, body: { amount: 40000, method: 'cash' } })
    const before = await gigState(gig.id)
    const closed = await payShare(chloe)
    expect(closed.status).toBe(409)
    expect(closed.body.error.message).toBe('This booking no longer takes payments through this link: please get in touch with Glow by Ava')
    expect((await callRoute<ShareView>(shareRoute, { params: { token: chloe } })).body.status).toBe('closed')
    await prisma.user.update({ where: { id: user.id }, data: { payoutsStatus: null, payoutsAccountId: null } })
    const noCard = await payShare(mia)
    expect(noCard.status).toBe(409)
    expect(noCard.body.error.message).toBe('Glow by Ava does not take card payments yet')
    expect((await payShare('A'.repeat(32))).status).toBe(404)
    expect((await payShare('short')).status).toBe(422)
    expect(await gigState(gig.id)).toBe(before)
  })
})

describe('the client’s pay-the-balance link with shares', () => {
  it('asks her for her own part only, and says when the balance is overdue (as does the share page)', async () => {
    const { token, gig } = await bookedWedding({ offerToken: randomBytes(24).toString('base64url'), paymentDueDate: toDbDate(dayFromToday(-3)) })
    const made = await split(token, gig.id, [{ name: 'Chloe', amount: 30000 }])
    expect((await callRoute<ShareView>(shareRoute, { params: { token: tokenOf(made.body.shares[0].url) } })).body).toMatchObject({
      status: 'open',
      overdue: true,
    })
    const offer = await getOffer({ token: gig.offerToken! })
    expect(offer?.view).toMatchObject({ remaining: 80000, shared: 30000, overdue: true })
    expect((await callRoute(payBalanceRoute, { method: 'POST', params: { token: gig.offerToken! }, headers: fromIp() })).body).toEqual({
      status: 'paid',
      testMode: true,
    })
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(paid.payments.map((payment) => [payment.amountCents, payment.note])).toEqual([[50000, 'Balance']])
    const shared = await callRoute<Err>(payBalanceRoute, { method: 'POST', params: { token: gig.offerToken! }, headers: fromIp() })
    expect(shared.status).toBe(409)
    expect(shared.body.error.message).toBe('The rest is split into shares: each person pays hers through her own link')
    expect((await getOffer({ token: gig.offerToken! }))?.view).toMatchObject({ remaining: 30000, shared: 30000, overdue: true })
  })
})

describe('balance reminders', () => {
  // Far ahead, clear of the gigs other suites make: the job runs over every owner.
  const dueDate = dayFromToday(400)
  const at = (day: string, time: string) => slotInstant(day, time, SYDNEY)
  const reminderGig = (extra: Parameters<typeof createGigFor>[1] = {}, owner: Parameters<typeof createOwner>[0] = {}) =>
    bookedWedding({ paymentDueDate: toDbDate(dueDate), ...extra }, owner)
  const sentTo = (email: string) => prisma.emailOutbox.findMany({ where: { to: email }, orderBy: { createdAt: 'asc' } })

  it('e-mails the client once N days before the due date and once when overdue, with the amount, the date and the pay link', async () => {
    const { token, gig } = await reminderGig()
    const email = gig.customerEmail!
    await split(token, gig.id, [{ name: 'Chloe', amount: 30000 }])
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -8), '10:00') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '08:30') })
    expect(await sentTo(email)).toHaveLength(0)
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '09:10') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '10:10') })
    await sendBalanceReminders({ now: at(dueDate, '10:10') })
    const [before, ...others] = await sentTo(email)
    expect(others).toHaveLength(0)
    const { offerToken } = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
    expect(offerToken).toMatch(/^[\w-]{32}$/)
    expect(before.subject).toMatch(/^Reminder: \$800\.00 due \d+ \w+ for your booking with Glow by Ava$/)
    expect(before.text).toContain('Hi Hannah, a reminder that the balance of your booking with Glow by Ava is due')
    expect(before.text).toContain('Left to pay: $800.00 AUD')
    expect(before.text).toContain('Your part: $500.00')
    expect(before.html).toContain(`/offer/${offerToken}`)

    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 1), '08:00') })
    expect(await sentTo(email)).toHaveLength(1)
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 1), '09:30') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 2), '09:30') })
    const all = await sentTo(email)
    expect(all).toHaveLength(2)
    expect(all[1].subject).toBe('Overdue: $800.00 for your booking with Glow by Ava')
    expect((await balance(token, gig.id)).body.reminders).toEqual([
      { kind: 'beforeDue', dueDate, amount: 80000, sentAt: at(addDaysTo(dueDate, -7), '09:10').toISOString() },
      { kind: 'overdue', dueDate, amount: 80000, sentAt: at(addDaysTo(dueDate, 1), '09:30').toISOString() },
    ])
    expect((await balance(token, gig.id)).body.payUrl).toBe(`http://localhost:3000/offer/${offerToken}`)
  })

  it('sends nothing once paid, for gigs that are not booked, without an e-mail, or when the owner turned them off', async () => {
    const paid = await reminderGig({ paid: true })
    const settled = await reminderGig({ paidToDateCents: 120000 })
    const offered = await reminderGig({ status: 'offered' })
    const expired = await reminderGig({ status: 'expired' })
    const off = await reminderGig({}, { balanceRemindersEnabled: false })
    const noEmail = await reminderGig({ customerEmail: null })
    for (const day of [addDaysTo(dueDate, -7), addDaysTo(dueDate, 1)]) await sendBalanceReminders({ now: at(day, '10:00') })
    for (const { gig } of [paid, settled, offered, expired, off, noEmail]) {
      expect(await prisma.balanceReminder.count({ where: { appointmentId: gig.id } }), gig.status).toBe(0)
      if (gig.customerEmail) expect(await sentTo(gig.customerEmail)).toHaveLength(0)
    }
  })

  it('follows the owner’s days from the reminder settings, and a new due date gets reminders of its own', async () => {
    const { token, gig } = await reminderGig()
    const saved = await callRoute(saveReminderSettingsRoute, {
      method: 'PATCH',
      token,
      body: {
        eventRemindersEnabled: true,
        reminderBefore: 3,
        template: 'default',
        textRemindersEnabled: false,
        balanceRemindersEnabled: true,
        balanceReminderBefore: 2,
      },
    })
    expect(saved.body).toMatchObject({ balanceRemindersEnabled: true, balanceReminderBefore: 2 })
    expect((await callRoute(reminderSettingsRoute, { token })).body).toMatchObject({ balanceReminderBefore: 2 })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -3), '10:00') })
    expect(await sentTo(gig.customerEmail!)).toHaveLength(0)
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -2), '10:00') })
    expect(await sentTo(gig.customerEmail!)).toHaveLength(1)
    const later = addDaysTo(dueDate, 10)
    await prisma.appointment.update({ where: { id: gig.id }, data: { paymentDueDate: toDbDate(later) } })
    await sendBalanceReminders({ now: at(addDaysTo(later, -2), '10:00') })
    expect(await sentTo(gig.customerEmail!)).toHaveLength(2)
  })

  it('sends one reminder when two runs of the job race', async () => {
    const { gig } = await reminderGig()
    const now = at(addDaysTo(dueDate, -5), '11:00')
    await Promise.all([sendBalanceReminders({ now }), sendBalanceReminders({ now }), sendBalanceReminders({ now })])
    expect(await sentTo(gig.customerEmail!)).toHaveLength(1)
  })

  const partyEmail = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`
  const remindersTo = (email: string) =>
    prisma.emailOutbox.findMany({
      where: { to: email, OR: [{ subject: { startsWith: 'Reminder:' } }, { subject: { startsWith: 'Overdue:' } }] },
      orderBy: { createdAt: 'asc' },
    })

  it('e-mails each unpaid share with an address its own two reminders, once each, with her own link; a paid share and one without an address get none', async () => {
    const { token, gig } = await reminderGig()
    const [chloe, zara] = [partyEmail('chloe'), partyEmail('zara')]
    const made = await split(token, gig.id, [
      { name: 'Chloe Tran', amount: 20000, email: chloe },
      { name: 'Mia', amount: 20000 },
      { name: 'Zara', amount: 10000, email: zara },
    ])
    const [chloeShare, miaShare, zaraShare] = made.body.shares
    expect((await payShare(tokenOf(zaraShare.url))).body).toEqual({ status: 'paid', testMode: true })

    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -8), '10:00') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '08:30') })
    expect(await remindersTo(chloe)).toHaveLength(0)
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '09:10') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, -7), '10:10') })
    await sendBalanceReminders({ now: at(dueDate, '10:10') })
    const [before, ...others] = await remindersTo(chloe)
    expect(others).toHaveLength(0)
    expect(before.subject).toMatch(/^Reminder: your \$200\.00 share is due \d+ \w+, for the booking with Glow by Ava$/)
    expect(before.text).toContain('Hi Chloe, a reminder that your share of Hannah’s booking with Glow by Ava is due')
    expect(before.text).toContain('Your share: $200.00 AUD')
    expect(before.html).toContain(chloeShare.url)
    expect(before.html).not.toContain('/offer/')

    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 1), '09:30') })
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 2), '09:30') })
    const all = await remindersTo(chloe)
    expect(all.map((mail) => mail.subject)).toEqual([before.subject, 'Overdue: your $200.00 share of the booking with Glow by Ava'])
    expect(all[1].text).toContain('your share of Hannah’s booking with Glow by Ava was due')
    expect(all[1].html).toContain(chloeShare.url)
    // The client has her own two, as ever; the paid share and the one without an address none.
    expect(await remindersTo(gig.customerEmail!)).toHaveLength(2)
    expect(await remindersTo(zara)).toHaveLength(0)
    expect(await prisma.shareReminder.count({ where: { shareId: { in: [miaShare._id, zaraShare._id] } } })).toBe(0)

    const shares = (await balance(token, gig.id)).body.shares
    expect(shares[0].reminders).toEqual([
      { kind: 'beforeDue', dueDate, amount: 20000, sentAt: at(addDaysTo(dueDate, -7), '09:10').toISOString() },
      { kind: 'overdue', dueDate, amount: 20000, sentAt: at(addDaysTo(dueDate, 1), '09:30').toISOString() },
    ])
    expect(shares[2].reminders).toEqual([])
  })

  it('reminds the shares of a gig whose client has no e-mail, none once her share is paid, and one when runs race', async () => {
    const { token, gig } = await reminderGig({ customerEmail: null })
    const chloe = partyEmail('chloe')
    const [share] = (await split(token, gig.id, [{ name: 'Chloe', amount: 20000, email: chloe }])).body.shares
    const now = at(addDaysTo(dueDate, -5), '11:00')
    await Promise.all([sendBalanceReminders({ now }), sendBalanceReminders({ now }), sendBalanceReminders({ now })])
    expect(await remindersTo(chloe)).toHaveLength(1)
    await payShare(tokenOf(share.url))
    await sendBalanceReminders({ now: at(addDaysTo(dueDate, 1), '10:00') })
    expect(await remindersTo(chloe)).toHaveLength(1)
    expect(await prisma.balanceReminder.count({ where: { appointmentId: gig.id } })).toBe(0)
  })

  it('sends a share nothing when the owner turned balance reminders off or the gig is no longer booked', async () => {
    for (const [extra, owner] of [
      [{ status: 'cancelled' as const }, {}],
      [{}, { balanceRemindersEnabled: false }],
    ] as const) {
      const { token, gig } = await reminderGig({}, owner)
      const chloe = partyEmail('chloe')
      await split(token, gig.id, [{ name: 'Chloe', amount: 20000, email: chloe }])
      await prisma.appointment.update({ where: { id: gig.id }, data: extra })
      for (const day of [addDaysTo(dueDate, -7), addDaysTo(dueDate, 1)]) await sendBalanceReminders({ now: at(day, '10:00') })
      expect(await remindersTo(chloe)).toHaveLength(0)
    }
  })
})
