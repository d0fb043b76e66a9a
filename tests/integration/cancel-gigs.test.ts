// Cancelling, rescheduling and deleting gigs, against the local Stripe stub: the cancellation tiers
// settle what is kept and refunded (card refunds through the artist's connected account, offline ones
// recorded), the client is e-mailed, a cancelled gig leaves every total and stops its reminders, a second
// cancel changes nothing, a payment arriving meanwhile waits for the lock; rescheduling keeps the
// payments and re-arms the reminder; only a gig with no payment on record can be deleted.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import type { CancellationTier } from '@/lib/appointments/cancellation-tiers'
import { addDaysTo, slotInstant, startOfDayIn, todayIn } from '@/lib/appointments/dates'
import type { CancellationPreview } from '@/lib/appointments/change-schema'
import type { AppointmentResponse, AppointmentsByDate } from '@/lib/appointments/response-schema'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe } from '../support/fake-stripe-setup'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { GET: previewRoute, POST: cancelRoute } = await import('@/app/v1/appointment/[appointmentId]/cancel/route')
const { POST: rescheduleRoute } = await import('@/app/v1/appointment/[appointmentId]/reschedule/route')
const { DELETE: deleteRoute } = await import('@/app/v1/appointment/[appointmentId]/route')
const { GET: listRoute } = await import('@/app/v1/appointment/route')
const { POST: offerRoute } = await import('@/app/v1/appointment/[appointmentId]/offer/route')
const { POST: acceptRoute } = await import('@/app/v1/offer/[token]/accept/route')
const { getOffer } = await import('@/lib/appointments/get-offer')
const { confirmBooking } = await import('@/lib/appointments/confirm-booking')
const { sendGigReminders } = await import('@/lib/appointments/send-gig-reminders')
const { previewCancellation } = await import('@/lib/appointments/cancel-appointment')

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const SYDNEY = 'Australia/Sydney'
/** The policy most wedding artists write: >90 days: the retainer is kept; 30–90: 50%; under 30: everything. */
const TIERS: CancellationTier[] = [
  { daysBefore: 91, keep: { kind: 'retainer' } },
  { daysBefore: 30, keep: { kind: 'percent', percent: 50 } },
  { daysBefore: 0, keep: { kind: 'percent', percent: 100 } },
]
const sydneyDay = (days: number) => addDaysTo(todayIn(SYDNEY), days)
const dbDay = (day: string) => new Date(`${day}T00:00:00Z`)

type PaymentSeed = { amount: number; card?: boolean; paidAt?: Date }

/** A booked gig `days` ahead (Sydney), $500 with a $300 deposit, the tiers as offered and the payments given. */
async function bookedGig(days = 45, payments: PaymentSeed[] = [{ amount: 30000, card: true }], extra: Parameters<typeof createGigFor>[1] = {}) {
  const owner = await createOwner({ businessName: 'Glow by Ava', timeZone: SYDNEY })
  const customerEmail = `ivy-${randomBytes(4).toString('hex')}@example.com`
  const paid = payments.reduce((total, payment) => total + payment.amount, 0)
  const gig = await createGigFor(owner.user.id, {
    status: 'booked',
    customerName: 'Ivy Chen',
    customerEmail,
    date: dbDay(sydneyDay(days)),
    totalCents: 50000,
    depositCents: 30000,
    paidToDateCents: paid,
    paymentDueDate: dbDay(sydneyDay(Math.max(days - 14, 0))),
    cancellationTiers: TIERS,
    ...extra,
  })
  for (const payment of payments) {
    await prisma.payment.create({
      data: {
        userId: owner.user.id,
        appointmentId: gig.id,
        amountCents: payment.amount,
        method: payment.card ? 'card' : 'cash',
        ...(payment.card ? { provider: 'stripe' as const, providerPaymentId: `pi_${randomBytes(6).toString('hex')}`, providerAccountId: 'acct_glow' } : {}),
        paidAt: payment.paidAt ?? new Date(),
      },
    })
  }
  return { ...owner, gig, customerEmail }
}

const preview = (token: string | undefined, appointmentId: string) => callRoute<CancellationPreview & Err>(previewRoute, { token, params: { appointmentId } })
const cancel = (token: string | undefined, appointmentId: string, body: unknown, headers?: Record<string, string>) =>
  callRoute<AppointmentResponse & Err>(cancelRoute, { token, params: { appointmentId }, body, headers })
const reschedule = (token: string | undefined, appointmentId: string, body: unknown) =>
  callRoute<AppointmentResponse & Err>(rescheduleRoute, { token, params: { appointmentId }, body })
const remove = (token: string | undefined, appointmentId: string) => callRoute<Err | null>(deleteRoute, { method: 'DELETE', token, params: { appointmentId } })
const gigState = (id: string) =>
  prisma.appointment.findUniqueOrThrow({ where: { id }, include: { payments: { include: { refunds: true } } } }).then((row) => JSON.stringify(row))
const mailTo = (to: string) => prisma.emailOutbox.findMany({ where: { to }, orderBy: { createdAt: 'asc' } })

describe('GET /v1/appointment/[appointmentId]/cancel: what cancelling now settles', () => {
  it('applies the offered tier for the days left in the owner’s time zone: 50% of the total kept, the rest of what was paid refunded', async () => {
    const { token, gig } = await bookedGig(45)
    const answer = await preview(token, gig.id)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({
      daysBefore: 45,
      tiersFrom: 'offer',
      terms: [
        'Cancelled 91 days or more before the day: the deposit ($300.00) is kept.',
        'Cancelled 30 to 90 days before the day: 50% of the total is kept.',
        'Cancelled less than 30 days before the day: 100% of the total is kept.',
      ],
      tier: 'Cancelled 30 to 90 days before the day: 50% of the total is kept.',
      paid: 30000,
      kept: 25000,
      refund: 5000,
      owed: 0,
      refundable: 30000,
      trial: null,
    })
  })

  it('falls back on the owner’s own tiers for a gig entered without an offer, and says what the client would still owe', async () => {
    const { user, token, gig } = await bookedGig(10, [{ amount: 10000 }], { cancellationTiers: undefined })
    await prisma.user.update({ where: { id: user.id }, data: { cancellationTiers: TIERS } })
    expect((await preview(token, gig.id)).body).toMatchObject({
      daysBefore: 10,
      tiersFrom: 'owner',
      tier: 'Cancelled less than 30 days before the day: 100% of the total is kept.',
      kept: 50000,
      refund: 0,
      owed: 40000,
    })
    await prisma.user.update({ where: { id: user.id }, data: { cancellationTiers: [] } })
    expect((await preview(token, gig.id)).body).toMatchObject({ tiersFrom: null, terms: [], tier: null, kept: 0, refund: 10000, owed: 0 })
  })

  it('answers 401 without a token and 404 for another owner’s gig', async () => {
    const { gig } = await bookedGig()
    const other = await createOwner()
    expect((await preview(undefined, gig.id)).status).toBe(401)
    const theirs = await preview(other.token, gig.id)
    expect(theirs.status).toBe(404)
    expect(JSON.stringify(theirs.body)).not.toContain('Ivy Chen')
  })
})

describe('POST /v1/appointment/[appointmentId]/cancel', () => {
  it('refunds by the tier through the artist’s Stripe account, e-mails the client what is refunded, kept and why, and the gig leaves every total', async () => {
    const { token, gig, customerEmail } = await bookedGig(45)
    const before = stripe.requests.length
    const answer = await cancel(token, gig.id, { by: 'client', reason: 'The wedding moved overseas' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      status: 'cancelled',
      paidToDate: 25000,
      remaining: 0,
      overdue: false,
      cancellation: { by: 'client', reason: 'The wedding moved overseas' },
    })
    expect(answer.body.payments).toEqual([expect.objectContaining({ amount: 30000, refunded: 5000 })])

    const calls = stripe.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/refunds'])
    expect(calls[0].headers['stripe-account']).toBe('acct_glow')
    expect(new URLSearchParams(calls[0].body).get('amount')).toBe('5000')
    const [refund] = await prisma.refund.findMany({ where: { payment: { appointmentId: gig.id } } })
    expect(refund).toMatchObject({ amountCents: 5000, provider: 'stripe', providerRefundId: expect.stringMatching(/^re_/) })

    const mails = await mailTo(customerEmail)
    expect(mails.map((mail) => mail.subject)).toEqual([`Cancelled: your booking #${gig.requestNumber} with Glow by Ava`])
    expect(mails[0].text).toContain('as you asked, Glow by Ava has cancelled your booking below')
    expect(mails[0].text).toContain('“The wedding moved overseas”')
    expect(mails[0].text).toContain('Refunded to your card: $50.00, in your account within 5 to 10 business days')
    expect(mails[0].text).toContain('Kept: $250.00')
    expect(mails[0].text).toContain('Under the cancellation policy you accepted: Cancelled 30 to 90 days before the day: 50% of the total is kept.')

    const list = await callRoute<AppointmentsByDate>(listRoute, { token })
    const listed = Object.values(list.body).flat()
    expect(listed).toEqual([expect.objectContaining({ _id: gig.id, status: 'cancelled', remaining: 0, overdue: false })])
  })

  it('is harmless twice: the second cancel answers the gig as it is, refunding and e-mailing nothing more; a repeated key gets the first answer', async () => {
    const { token, gig, customerEmail } = await bookedGig(45)
    const key = randomBytes(16).toString('hex')
    const first = await cancel(token, gig.id, { by: 'client' }, { 'idempotency-key': key })
    const replay = await cancel(token, gig.id, { by: 'client' }, { 'idempotency-key': key })
    expect(replay.body).toEqual(first.body)
    const state = await gigState(gig.id)
    const calls = stripe.requests.length
    const again = await cancel(token, gig.id, { by: 'artist', refund: 25000, reason: 'Again' })
    expect(again.status).toBe(200)
    expect(again.body).toMatchObject({ status: 'cancelled', paidToDate: 25000, cancellation: { by: 'client', reason: null } })
    expect(await gigState(gig.id)).toBe(state)
    expect(stripe.requests.length).toBe(calls)
    expect(await mailTo(customerEmail)).toHaveLength(1)
  })

  it('gives back what the owner chooses instead, card payments first, an offline one recorded as given back', async () => {
    const { token, gig, customerEmail } = await bookedGig(45, [
      { amount: 10000, paidAt: new Date(Date.now() - 60_000) },
      { amount: 20000, card: true, paidAt: new Date(Date.now() - 120_000) },
    ])
    const answer = await cancel(token, gig.id, { by: 'client', refund: 25000 })
    expect(answer.body.paidToDate).toBe(5000)
    const payments = await prisma.payment.findMany({ where: { appointmentId: gig.id }, include: { refunds: true }, orderBy: { amountCents: 'asc' } })
    expect(payments.map((payment) => [payment.method, payment.refundedCents, payment.refunds.map((refund) => refund.provider)])).toEqual([
      ['cash', 5000, [null]],
      ['card', 20000, ['stripe']],
    ])
    const [mail] = await mailTo(customerEmail)
    expect(mail.text).toContain('Refunded to your card: $200.00')
    expect(mail.text).toContain('Given back the way you paid: $50.00')
    expect(mail.text).toContain('Kept: $50.00')
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: { startsWith: 'Refund from' } } })).toBe(0)
  })

  it('refunds everything paid by default when the artist cancels, and nothing when the owner says so', async () => {
    const byArtist = await bookedGig(45)
    const answer = await cancel(byArtist.token, byArtist.gig.id, { by: 'artist', reason: 'I broke my wrist' })
    expect(answer.body).toMatchObject({ paidToDate: 0, cancellation: { by: 'artist' } })
    const [mail] = await mailTo(byArtist.customerEmail)
    expect(mail.subject).toBe(`Glow by Ava cancelled your booking #${byArtist.gig.requestNumber}`)
    expect(mail.text).toContain('Glow by Ava is sorry to say they have had to cancel your booking below')
    expect(mail.text).toContain('As Glow by Ava cancelled, everything you paid is refunded.')

    const none = await bookedGig(45)
    const calls = stripe.requests.length
    expect((await cancel(none.token, none.gig.id, { by: 'client', refund: 0 })).body).toMatchObject({ status: 'cancelled', paidToDate: 30000 })
    expect(stripe.requests.length).toBe(calls)
    expect((await mailTo(none.customerEmail))[0].text).toContain('Kept: $300.00')
  })

  it('cancels an open offer: its page says so and it can no longer be accepted', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    const offerToken = randomBytes(24).toString('base64url')
    const gig = await createGigFor(user.id, {
      status: 'offered',
      origin: 'bookingRequest',
      offerToken,
      offerSentAt: new Date(),
      date: dbDay(sydneyDay(60)),
      totalCents: 40000,
      cancellationTiers: TIERS,
    })
    expect((await cancel(token, gig.id, { by: 'artist' })).body.status).toBe('cancelled')
    expect((await getOffer({ token: offerToken }))?.view.status).toBe('cancelled')
    const accepted = await callRoute<Err>(acceptRoute, {
      params: { token: offerToken },
      body: { acceptPolicy: true },
      headers: { 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}` },
    })
    expect(accepted.status).toBe(409)
    expect(accepted.body.error.message).toBe('This booking was cancelled')
    expect((await mailTo(gig.customerEmail!)).at(-1)?.text).toContain('There is nothing to pay.')
  })

  it('stops the gig’s reminder', async () => {
    const { user, token, gig } = await bookedGig(2, [])
    const kept = await createGigFor(user.id, { status: 'booked', date: gig.date, customerEmail: `kept-${randomBytes(4).toString('hex')}@example.com` })
    await cancel(token, gig.id, { by: 'client' })
    // 10:00 in Sydney tomorrow: the day before both gigs, past the reminder hour.
    await sendGigReminders({ now: new Date(startOfDayIn(sydneyDay(1), SYDNEY).getTime() + 10 * 3_600_000), sms: null })
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: kept.id } })).reminderSentAt).not.toBeNull()
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).reminderSentAt).toBeNull()
    expect(await prisma.emailOutbox.count({ where: { to: gig.customerEmail!, subject: { startsWith: 'Reminder' } } })).toBe(0)
  })

  it('lets a card deposit arriving meanwhile wait for the lock: however the two fall, the gig ends cancelled and the money adds up', async () => {
    const { token, gig } = await bookedGig(45, [])
    const [cancelled] = await Promise.all([
      cancel(token, gig.id, { by: 'client' }),
      prisma.$transaction((tx) =>
        confirmBooking(tx, {
          appointmentId: gig.id,
          via: 'payment',
          deposit: { amountCents: 30000, provider: 'stripe', providerPaymentId: `pi_race_${gig.id}`, providerAccountId: 'acct_glow' },
        }),
      ),
    ])
    expect(cancelled.status).toBe(200)
    const after = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(after.status).toBe('cancelled')
    expect(after.payments).toHaveLength(1)
    expect(after.paidToDateCents).toBe(after.payments[0].amountCents - after.payments[0].refundedCents)
    // Deposit first: the tier refunds $50 of it. Cancel first: the owner is told to refund it herself.
    const lateNews = await prisma.emailOutbox.count({ where: { subject: `Payment after cancelling: #${gig.requestNumber}` } })
    expect(after.payments[0].refundedCents === 5000 || lateNews === 1).toBe(true)
  })

  it('refuses bad input with a clear 4xx, more than was paid, an expired offer, no token and another owner’s token, changing nothing', async () => {
    const { token, gig } = await bookedGig(45)
    const before = await gigState(gig.id)
    for (const body of [
      {},
      { by: 'someone' },
      { by: 'client', refund: -1 },
      { by: 'client', refund: 12.5 },
      { by: 'client', reason: 'x'.repeat(501) },
      { by: 'client', cancelTrial: 'yes' },
    ]) {
      const answer = await cancel(token, gig.id, body)
      expect(answer.status, JSON.stringify(body)).toBe(422)
    }
    const tooMuch = await cancel(token, gig.id, { by: 'client', refund: 30001 })
    expect(tooMuch.status).toBe(422)
    expect(tooMuch.body.error.fields?.refund).toBe('At most $300.00: what is left of the payments on record')
    expect((await cancel(undefined, gig.id, { by: 'client' })).status).toBe(401)
    const other = await createOwner()
    expect((await cancel(other.token, gig.id, { by: 'client' })).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)

    const expired = await createGigFor(gig.userId, { status: 'expired' })
    const refused = await cancel(token, expired.id, { by: 'client' })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('This offer has already expired: there is nothing to cancel')
  })

  it('changes nothing when Stripe refuses the refund', async () => {
    const { token, gig, customerEmail } = await bookedGig(45)
    const before = await gigState(gig.id)
    stripe.refuseNext('/v1/refunds', 'Charge has been disputed')
    const answer = await cancel(token, gig.id, { by: 'client' })
    expect(answer.status).toBe(502)
    expect(answer.body.error.message).toBe('Stripe refused the refund: Charge has been disputed')
    expect(await gigState(gig.id)).toBe(before)
    expect(await mailTo(customerEmail)).toHaveLength(0)
  })
})

/**
 * A booked wedding 45 days out (as bookedGig) whose quote made a trial run `trialDays` ahead at `trialFrom`
 * (Sydney): $150, with `trialPaid` cash paid on it; the owner's own tiers apply to the trial (it was never offered).
 */
async function weddingWithTrial({ trialDays = 20, trialFrom = '10:00', trialPaid = 15000 } = {}) {
  const world = await bookedGig(45)
  await prisma.user.update({ where: { id: world.user.id }, data: { cancellationTiers: TIERS } })
  const trial = await createGigFor(world.user.id, {
    status: 'booked',
    customerName: 'Ivy Chen',
    customerEmail: world.customerEmail,
    date: dbDay(sydneyDay(trialDays)),
    timeFrom: trialFrom,
    timeTo: '23:30',
    services: [{ title: 'Ivy Chen', subTitle: 'Trial run' }],
    totalCents: 15000,
    paidToDateCents: trialPaid,
    paymentDueDate: dbDay(sydneyDay(trialDays)),
  })
  if (trialPaid) await prisma.payment.create({ data: { userId: world.user.id, appointmentId: trial.id, amountCents: trialPaid, method: 'cash' } })
  await prisma.quote.create({
    data: {
      userId: world.user.id,
      appointmentId: world.gig.id,
      trialAppointmentId: trial.id,
      party: [{ role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 50000, durationMinutes: 90 }],
      trial: { date: sydneyDay(trialDays), time: { from: trialFrom, to: '23:30' }, feeCents: 15000, notes: null },
      travel: { kind: 'none' },
      feeRules: { travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: [], minimumTotalCents: 0 },
      retainer: { kind: 'percent', percent: 60 },
      balanceDue: { kind: 'onTheDay' },
      cancellationTiers: TIERS,
    },
  })
  return { ...world, trial }
}

describe('Cancelling a wedding with its trial run still to come', () => {
  it('shows the trial in the preview with what cancelling it settles by its own tiers; a trial that has happened is not offered', async () => {
    const { token, gig, trial } = await weddingWithTrial()
    // The wedding's own terms name its retainer, as its contract does; the trial is a gig of its own.
    expect((await preview(token, gig.id)).body.terms[0]).toMatch(/^Cancelled 91 days or more before the day: the retainer \(\$[\d,.]+\) is kept\.$/)
    expect((await preview(token, gig.id)).body.trial).toEqual({
      _id: trial.id,
      date: sydneyDay(20),
      time: { from: '10:00', to: '23:30' },
      daysBefore: 20,
      tiersFrom: 'owner',
      terms: expect.any(Array),
      tier: 'Cancelled less than 30 days before the day: 100% of the total is kept.',
      paid: 15000,
      kept: 15000,
      refund: 0,
      owed: 0,
      refundable: 15000,
    })

    const past = await weddingWithTrial({ trialDays: -3 })
    expect((await preview(past.token, past.gig.id)).body.trial).toBeNull()
    // From the minute it starts (Sydney time), it stays as it is.
    const starts = slotInstant(sydneyDay(20), '10:00', SYDNEY).getTime()
    const at = (ms: number) => previewCancellation({ user: { id: gig.userId }, appointmentId: gig.id, now: new Date(ms) })
    expect((await at(starts - 60_000)).trial?._id).toBe(trial.id)
    expect((await at(starts)).trial).toBeNull()
    const called = await weddingWithTrial()
    await prisma.appointment.update({ where: { id: called.trial.id }, data: { status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'client' } })
    expect((await preview(called.token, called.gig.id)).body.trial).toBeNull()
    // Another owner's wedding tells nothing of its trial.
    expect((await preview((await createOwner()).token, gig.id)).status).toBe(404)
  })

  it('cancels the trial with the wedding by default, by the trial’s own tiers, and tells the client of both in one e-mail', async () => {
    const { token, gig, trial, customerEmail } = await weddingWithTrial()
    const answer = await cancel(token, gig.id, { by: 'client', reason: 'We are eloping' })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ _id: gig.id, status: 'cancelled', paidToDate: 25000 })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: trial.id } })).toMatchObject({
      status: 'cancelled',
      cancelledBy: 'client',
      cancellationReason: 'We are eloping',
      paidToDateCents: 15000,
    })

    const mails = await mailTo(customerEmail)
    expect(mails.map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Cancelled: your wedding booking of \d{1,2} \w{3} \d{4} and its trial run with Glow by Ava$/),
    ])
    expect(mails[0].text).toContain('Kept: $250.00')
    expect(mails[0].text).toMatch(/Your trial run is cancelled too: \w+day \d+ \w+ \d{4}, 10:00 am – 11:30 pm\s+Kept: \$150.00/)
    expect(mails[0].text).toContain('For the trial run: Cancelled less than 30 days before the day: 100% of the total is kept.')
  })

  it('gives back everything paid on the trial too when the artist cancels', async () => {
    const { token, gig, trial, customerEmail } = await weddingWithTrial()
    await cancel(token, gig.id, { by: 'artist', refund: 0 })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'cancelled', paidToDateCents: 30000 })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: trial.id } })).toMatchObject({ status: 'cancelled', paidToDateCents: 0 })
    const [mail] = await mailTo(customerEmail)
    expect(mail.text).toMatch(/Your trial run is cancelled too: .*\s+Given back the way you paid: \$150.00\s+Kept: \$0.00/)
  })

  it('leaves the trial booked when the owner keeps it, and a trial that has happened whatever she says', async () => {
    const kept = await weddingWithTrial()
    await cancel(kept.token, kept.gig.id, { by: 'client', cancelTrial: false })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: kept.trial.id } })).toMatchObject({ status: 'booked', paidToDateCents: 15000 })
    const [mail] = await mailTo(kept.customerEmail)
    expect(mail.subject).toMatch(/^Cancelled: your wedding booking of \d{1,2} \w{3} \d{4} with Glow by Ava$/)
    expect(mail.text).not.toContain('trial run')

    const past = await weddingWithTrial({ trialDays: -3 })
    await cancel(past.token, past.gig.id, { by: 'client' })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: past.trial.id } })).toMatchObject({ status: 'booked', cancelledAt: null })
  })

  it('e-mails the trial’s own client apart when the trial was moved to another address', async () => {
    const { token, gig, trial, customerEmail } = await weddingWithTrial()
    const sister = `sister-${randomBytes(4).toString('hex')}@example.com`
    await prisma.appointment.update({ where: { id: trial.id }, data: { customerEmail: sister } })
    await cancel(token, gig.id, { by: 'client' })
    expect((await mailTo(customerEmail)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Cancelled: your wedding booking of \d{1,2} \w{3} \d{4} with Glow by Ava$/),
    ])
    expect((await mailTo(sister)).map((mail) => mail.subject)).toEqual([`Cancelled: your booking #${trial.requestNumber} with Glow by Ava`])
  })
})

describe('POST /v1/appointment/[appointmentId]/reschedule', () => {
  it('moves a booked gig, keeps its payments, e-mails the client the new day and time, and re-arms the reminder for a later day', async () => {
    const { token, gig, customerEmail } = await bookedGig(20)
    await prisma.appointment.update({ where: { id: gig.id }, data: { reminderSentAt: new Date() } })
    const newDay = sydneyDay(27)
    const answer = await reschedule(token, gig.id, { date: newDay, time: { from: '06:00', to: '08:30' } })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      status: 'booked',
      date: newDay,
      time: { from: '06:00', to: '08:30' },
      paidToDate: 30000,
      payments: [expect.objectContaining({ amount: 30000 })],
    })
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).reminderSentAt).toBeNull()
    const [mail] = await mailTo(customerEmail)
    expect(mail.subject).toBe(`New date for your booking #${gig.requestNumber} with Glow by Ava`)
    expect(mail.text).toContain('Glow by Ava has moved your booking')
    expect(mail.text).toMatch(/Now: \w+day \d+ \w+ \d{4}, 6:00 am – 8:30 am/)

    // An earlier day keeps the reminder already sent; the same day and times change nothing.
    const sent = new Date()
    await prisma.appointment.update({ where: { id: gig.id }, data: { reminderSentAt: sent } })
    await reschedule(token, gig.id, { date: sydneyDay(25), time: { from: '06:00', to: '08:30' } })
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).reminderSentAt).toEqual(sent)
    const state = await gigState(gig.id)
    expect((await reschedule(token, gig.id, { date: sydneyDay(25), time: { from: '06:00', to: '08:30' } })).status).toBe(200)
    expect(await gigState(gig.id)).toBe(state)
    expect(await mailTo(customerEmail)).toHaveLength(2)
  })

  it('keeps an open offer open no later than its new day', async () => {
    const { user, token } = await createOwner({ timeZone: SYDNEY })
    const gig = await createGigFor(user.id, {
      status: 'offered',
      offerToken: randomBytes(24).toString('base64url'),
      offerSentAt: new Date(),
      offerExpiresAt: dbDay(sydneyDay(21)),
      paymentDueDate: dbDay(sydneyDay(20)),
      date: dbDay(sydneyDay(40)),
    })
    const answer = await reschedule(token, gig.id, { date: sydneyDay(10), time: { from: '09:00', to: '10:00' } })
    // Open until the end of the new day, Sydney time.
    expect(answer.body.offer?.expiresAt).toBe(startOfDayIn(sydneyDay(11), SYDNEY).toISOString())
  })

  it('refuses bad input, a past day, a cancelled gig, no token and another owner’s token, changing nothing', async () => {
    const { token, gig } = await bookedGig(20)
    const before = await gigState(gig.id)
    for (const body of [
      {},
      { date: '2026-02-30', time: { from: '09:00', to: '10:00' } },
      { date: sydneyDay(3), time: { from: '09:15', to: '10:00' } },
      { date: sydneyDay(3), time: { from: '10:00', to: '09:00' } },
    ]) {
      expect((await reschedule(token, gig.id, body)).status, JSON.stringify(body)).toBe(422)
    }
    const past = await reschedule(token, gig.id, { date: sydneyDay(-1), time: { from: '09:00', to: '10:00' } })
    expect(past.status).toBe(422)
    expect(past.body.error.fields?.date).toBe('Please choose a date from today on')
    expect((await reschedule(undefined, gig.id, { date: sydneyDay(3), time: { from: '09:00', to: '10:00' } })).status).toBe(401)
    const other = await createOwner()
    expect((await reschedule(other.token, gig.id, { date: sydneyDay(3), time: { from: '09:00', to: '10:00' } })).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)

    await cancel(token, gig.id, { by: 'client' })
    const cancelled = await reschedule(token, gig.id, { date: sydneyDay(3), time: { from: '09:00', to: '10:00' } })
    expect(cancelled.status).toBe(409)
    expect(cancelled.body.error.message).toBe('This gig was cancelled')
  })
})

describe('DELETE /v1/appointment/[appointmentId]', () => {
  it('deletes a gig with nothing paid, with its notifications; the client’s photos it alone named go to the cleanup', async () => {
    const { user, token } = await createOwner()
    const photo = await prisma.image.create({
      data: { userId: user.id, src: `/uploads/${user.id}/booking-${randomBytes(3).toString('hex')}.jpg`, source: 'booking' },
    })
    const gig = await createGigFor(user.id, { status: 'offered', images: [photo.src] })
    await prisma.notification.create({ data: { userId: user.id, type: 'booking', message: 'New booking request', link: `/dashboard/gigs/${gig.id}` } })
    const answer = await remove(token, gig.id)
    expect(answer.status).toBe(204)
    expect(await prisma.appointment.count({ where: { id: gig.id } })).toBe(0)
    expect(await prisma.notification.count({ where: { userId: user.id } })).toBe(0)
    expect((await prisma.image.findUniqueOrThrow({ where: { id: photo.id } })).unattachedSince).not.toBeNull()
    expect((await remove(token, gig.id)).status).toBe(404)
  })

  it('refuses a gig with payments on record (even refunded ones), no token and another owner’s token, changing nothing', async () => {
    const { token, gig } = await bookedGig(45)
    const before = await gigState(gig.id)
    const refused = await remove(token, gig.id)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ error: { code: 'conflict', message: 'This gig has payments on record, so it cannot be deleted: cancel it instead' } })
    expect((await remove(undefined, gig.id)).status).toBe(401)
    expect((await remove((await createOwner()).token, gig.id)).status).toBe(404)
    expect(await gigState(gig.id)).toBe(before)
  })
})

describe('default cancellation tiers, with the offer', () => {
  it('saves the tiers sent with an offer on the gig and as the owner’s; the next offer takes the owner’s; the offer page reads them out', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava' })
    const first = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', totalCents: 0 })
    const offer = { pricing: { total: 60000, deposit: 20000 }, paymentDueDate: sydneyDay(14), cancellationPolicy: 'Retainers are non-refundable.' }
    const tiers = [
      { daysBefore: 0, keep: { kind: 'percent', percent: 100 } },
      { daysBefore: 60, keep: { kind: 'retainer' } },
    ]
    const sent = await callRoute<AppointmentResponse & Err>(offerRoute, {
      token,
      params: { appointmentId: first.id },
      body: { ...offer, cancellationTiers: tiers },
    })
    expect(sent.status).toBe(200)
    expect(sent.body.cancellationTiers).toEqual([tiers[1], tiers[0]])
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).cancellationTiers).toEqual([tiers[1], tiers[0]])

    const second = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', totalCents: 0 })
    const next = await callRoute<AppointmentResponse>(offerRoute, { token, params: { appointmentId: second.id }, body: offer })
    expect(next.body.cancellationTiers).toEqual([tiers[1], tiers[0]])
    const page = await getOffer({ token: next.body.offer!.url.split('/offer/')[1] })
    expect(page?.view).toMatchObject({
      cancellationPolicy: 'Retainers are non-refundable.',
      cancellationTerms: [
        'Cancelled 60 days or more before the day: the deposit ($200.00) is kept.',
        'Cancelled less than 60 days before the day: 100% of the total is kept.',
      ],
    })
  })

  it('refuses tiers that cannot be applied, changing nothing', async () => {
    const { user, token } = await createOwner()
    const gig = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', totalCents: 0 })
    const offer = { pricing: { total: 60000, deposit: 20000 }, paymentDueDate: sydneyDay(14) }
    for (const cancellationTiers of [
      [{ daysBefore: 30, keep: { kind: 'percent', percent: 120 } }],
      [
        { daysBefore: 30, keep: { kind: 'retainer' } },
        { daysBefore: 30, keep: { kind: 'percent', percent: 50 } },
      ],
      [{ daysBefore: -1, keep: { kind: 'retainer' } }],
      [{ daysBefore: 30, keep: { kind: 'all' } }],
    ]) {
      expect(
        (await callRoute(offerRoute, { token, params: { appointmentId: gig.id }, body: { ...offer, cancellationTiers } })).status,
        JSON.stringify(cancellationTiers),
      ).toBe(422)
    }
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).cancellationTiers).toBeNull()
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).offerSentAt).toBeNull()
  })
})
