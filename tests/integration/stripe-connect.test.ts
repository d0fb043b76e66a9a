// Stripe Connect against the local stand-in for Stripe's API: an artist's own Stripe account (controller
// properties: the full Stripe Dashboard, Stripe liable for losses) and its onboarding link, account.updated through the signed Connect webhook, and refunds and disputes on
// the artist's own account (Stripe-Account), each event applied once however often it comes.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: connectRoute } = await import('@/app/v1/payment-settings/connect/route')
const { GET: settingsRoute } = await import('@/app/v1/payment-settings/route')
const { POST: connectWebhook } = await import('@/app/v1/webhooks/stripe-connect/route')
const { POST: refundRoute } = await import('@/app/v1/appointment/[appointmentId]/payments/[paymentId]/refund/route')
const { POST: payRoute } = await import('@/app/v1/offer/[token]/pay/route')
const { getOffer } = await import('@/lib/appointments/get-offer')

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const deliver = stripeWebhook<{ received: boolean; applied: boolean } & Err>(connectWebhook, 'connect')

async function connected() {
  const owner = await createOwner({ businessName: 'Glow by Ava' })
  const answer = await callRoute<{ status: string; url: string }>(connectRoute, { token: owner.token, method: 'POST' })
  const { payoutsAccountId } = await prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } })
  return { ...owner, answer, account: payoutsAccountId! }
}

/** A booked gig whose card deposit was paid on the artist's account. */
async function paidByCard() {
  const owner = await connected()
  stripe.updateAccount(owner.account, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
  await deliver('account.updated', { id: owner.account, object: 'account' }, { account: owner.account })
  const customerEmail = `ivy-${randomBytes(3).toString('hex')}@example.com`
  const gig = await createGigFor(owner.user.id, { status: 'offered', origin: 'bookingRequest', customerEmail, totalCents: 60000, depositCents: 20000 })
  const paymentIntent = `pi_${randomBytes(6).toString('hex')}`
  await deliver(
    'checkout.session.completed',
    {
      id: `cs_${paymentIntent}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 20000,
      payment_intent: paymentIntent,
      metadata: { kind: 'gigDeposit', appointmentId: gig.id },
    },
    { account: owner.account },
  )
  const deposit = await prisma.payment.findFirstOrThrow({ where: { appointmentId: gig.id } })
  return { ...owner, gig, deposit, paymentIntent, customerEmail }
}

describe('"Get paid by card" with Stripe', () => {
  it('makes her own Stripe account once (controller properties, no legacy type) and answers its onboarding link, back to Payments settings', async () => {
    const before = stripe.requests.length
    const { user, token, answer, account } = await connected()
    expect(answer.body).toEqual({ status: 'onboarding', url: expect.stringMatching(/^https:\/\/connect\.stripe\.test\/setup\//) })
    const calls = stripe.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/accounts', 'POST /v1/account_links'])
    const created = new URLSearchParams(calls[0].body)
    expect(
      Object.fromEntries(
        [
          'type',
          'controller[stripe_dashboard][type]',
          'controller[losses][payments]',
          'controller[fees][payer]',
          'controller[requirement_collection]',
          'country',
          'email',
          'metadata[userId]',
          'capabilities[card_payments][requested]',
          'capabilities[transfers][requested]',
        ].map((key) => [key, created.get(key)]),
      ),
    ).toEqual({
      type: null,
      'controller[stripe_dashboard][type]': 'full',
      'controller[losses][payments]': 'stripe',
      'controller[fees][payer]': 'account',
      'controller[requirement_collection]': 'stripe',
      country: 'AU',
      email: user.email,
      'metadata[userId]': user.id,
      'capabilities[card_payments][requested]': 'true',
      'capabilities[transfers][requested]': 'true',
    })
    expect(calls[0].headers['idempotency-key']).toBe(`payouts-account-full-${user.id}`)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsDashboard).toBe('full')
    const link = new URLSearchParams(calls[1].body)
    expect(link.get('account')).toBe(account)
    expect(link.get('type')).toBe('account_onboarding')
    expect(link.get('return_url')).toBe('http://localhost:3000/dashboard/payments?connect=return')
    expect(link.get('refresh_url')).toBe('http://localhost:3000/dashboard/payments?connect=refresh')
    expect((await callRoute<{ card: { status: string; testMode: boolean } }>(settingsRoute, { token })).body.card).toEqual({
      status: 'detailsNeeded',
      testMode: false,
      feePercent: 0,
      // Her own account, with the full Stripe Dashboard (test mode's, with a test key): she logs in there herself.
      dashboard: 'full',
      dashboardUrl: 'https://dashboard.stripe.com/test/dashboard',
    })

    // Tapped again (the link expired): the same account, a new link.
    const again = stripe.requests.length
    await callRoute(connectRoute, { token, method: 'POST' })
    expect(stripe.requests.slice(again).map((call) => call.path)).toEqual(['/v1/account_links'])
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsAccountId).toBe(account)
  })

  it('follows account.updated as Stripe holds the account now: pending, then payouts on; a replay is applied once', async () => {
    const { user, token, account } = await connected()
    stripe.updateAccount(account, { details_submitted: true })
    expect((await deliver('account.updated', { id: account, object: 'account' }, { account, id: `evt_pending_${account}` })).body).toEqual({
      received: true,
      applied: true,
    })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsStatus).toBe('pending')

    stripe.updateAccount(account, { charges_enabled: true, payouts_enabled: true })
    // The older event again: already applied, nothing changes.
    expect((await deliver('account.updated', { id: account, object: 'account' }, { account, id: `evt_pending_${account}` })).body).toEqual({
      received: true,
      applied: false,
    })
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsStatus).toBe('pending')
    await deliver('account.updated', { id: account, object: 'account', payouts_enabled: true }, { account })
    expect((await callRoute<{ card: { status: string } }>(settingsRoute, { token })).body.card.status).toBe('payoutsOn')
  })

  it('asks for a card deposit on the offer page only once payouts are on', async () => {
    const { user, account } = await connected()
    const gig = await createGigFor(user.id, {
      status: 'offered',
      origin: 'bookingRequest',
      totalCents: 60000,
      depositCents: 20000,
      offerToken: randomBytes(24).toString('base64url'),
    })
    expect((await getOffer({ token: gig.offerToken! }))?.view.payment.card).toBe(false)
    stripe.updateAccount(account, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
    await deliver('account.updated', { id: account, object: 'account' }, { account })
    expect((await getOffer({ token: gig.offerToken! }))?.view.payment.card).toBe(true)
  })

  it('refuses unsigned events, events signed with the platform secret, and an unknown account changes nobody', async () => {
    const { user, account } = await connected()
    const wrong = await deliver('account.updated', { id: account, object: 'account' }, { account, secret: 'whsec_test_glowfolio' })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.message).toBe('The Stripe signature does not match')
    const unsigned = await callRoute<Err>(connectWebhook, { method: 'POST', rawBody: '{}', headers: { 'content-type': 'application/json' } })
    expect(unsigned.status).toBe(400)
    expect((await deliver('account.updated', { id: 'acct_nobody', object: 'account' }, { account: 'acct_nobody' })).status).toBe(200)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).payoutsStatus).toBe('detailsNeeded')
  })
})

describe('the rest by card on the artist’s account', () => {
  it('answers a Checkout session on the connected account; the webhook records the payment once and the gig is paid', async () => {
    const { gig, account, customerEmail } = await paidByCard()
    const offerToken = randomBytes(24).toString('base64url')
    await prisma.appointment.update({ where: { id: gig.id }, data: { offerToken } })
    const before = stripe.requests.length
    const answer = await callRoute<{ status: string; url: string }>(payRoute, {
      method: 'POST',
      params: { token: offerToken },
      headers: { 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}` },
    })
    expect(answer.body).toEqual({ status: 'checkout', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\//) })
    const [call] = stripe.requests.slice(before)
    expect(call.headers['stripe-account']).toBe(account)
    const session = new URLSearchParams(call.body)
    expect([session.get('line_items[0][price_data][unit_amount]'), session.get('metadata[kind]'), session.get('metadata[appointmentId]')]).toEqual([
      '40000',
      'gigBalance',
      gig.id,
    ])

    const completed = {
      id: 'cs_rest',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 40000,
      payment_intent: `pi_rest_${gig.id}`,
      metadata: { kind: 'gigBalance', appointmentId: gig.id },
    }
    await deliver('checkout.session.completed', completed, { account })
    await deliver('checkout.session.completed', completed, { account })
    await deliver('checkout.session.completed', { ...completed, payment_intent: 'pi_rest_elsewhere' }, { account: 'acct_someone_else' })
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(paid).toMatchObject({ status: 'booked', paid: true, paidToDateCents: 60000 })
    expect(paid.payments).toHaveLength(2)
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: 'Receipt #2 from Glow by Ava' } })).toBe(1)
  })
})

describe('refunds and disputes on the artist’s account', () => {
  it('refunds half through the connected account; its charge.refunded counts once; a dashboard refund adds the rest', async () => {
    const { token, gig, deposit, paymentIntent, account, customerEmail } = await paidByCard()
    expect(deposit).toMatchObject({ provider: 'stripe', providerAccountId: account, amountCents: 20000 })
    const before = stripe.requests.length
    const half = await callRoute<{ paidToDate: number; payments: { refunded: number }[] }>(refundRoute, {
      token,
      params: { appointmentId: gig.id, paymentId: deposit.id },
      body: { amount: 10000 },
    })
    expect(half.status).toBe(200)
    expect(half.body.paidToDate).toBe(10000)
    const calls = stripe.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/refunds'])
    expect(calls[0].headers['stripe-account']).toBe(account)
    const sent = new URLSearchParams(calls[0].body)
    expect([sent.get('payment_intent'), sent.get('amount')]).toEqual([paymentIntent, '10000'])
    expect((await prisma.refund.findFirstOrThrow({ where: { paymentId: deposit.id } })).providerRefundId).toMatch(/^re_/)

    const charge = { id: `ch_${paymentIntent}`, object: 'charge', amount: 20000, amount_refunded: 10000, payment_intent: paymentIntent, refunded: false }
    const event = `evt_refund_${paymentIntent}`
    expect((await deliver('charge.refunded', charge, { account, id: event })).body.applied).toBe(true)
    expect((await deliver('charge.refunded', charge, { account, id: event })).body.applied).toBe(false)
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: deposit.id } })).toMatchObject({ refundedCents: 10000 })

    // The artist refunds the rest in Stripe's dashboard.
    await deliver('charge.refunded', { ...charge, amount_refunded: 20000, refunded: true }, { account })
    await deliver('charge.refunded', { ...charge, amount_refunded: 20000, refunded: true }, { account })
    expect(await prisma.payment.findUniqueOrThrow({ where: { id: deposit.id } })).toMatchObject({ refundedCents: 20000 })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ paidToDateCents: 0 })
    expect(await prisma.refund.count({ where: { paymentId: deposit.id } })).toBe(2)
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: 'Refund from Glow by Ava' } })).toBe(2)
  })

  it('ignores a refund reported by another account, and a Stripe refusal answers 502 and changes nothing', async () => {
    const { token, gig, deposit, paymentIntent } = await paidByCard()
    await deliver(
      'charge.refunded',
      { id: 'ch_x', object: 'charge', amount: 20000, amount_refunded: 20000, payment_intent: paymentIntent },
      { account: 'acct_someone_else' },
    )
    expect((await prisma.payment.findUniqueOrThrow({ where: { id: deposit.id } })).refundedCents).toBe(0)

    stripe.refuseNext('/v1/refunds', 'Insufficient funds in the account to refund')
    const refused = await callRoute<Err>(refundRoute, { token, params: { appointmentId: gig.id, paymentId: deposit.id }, body: { amount: 500 } })
    expect(refused.status).toBe(502)
    expect(refused.body.error.message).toBe('Stripe refused the refund: Insufficient funds in the account to refund')
    expect(await prisma.refund.count({ where: { paymentId: deposit.id } })).toBe(0)
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).paidToDateCents).toBe(20000)
  })

  it('tells the artist of a dispute at once, once, with the link to it in her Stripe Dashboard and the evidence the app holds', async () => {
    const { user, gig, paymentIntent, account } = await paidByCard()
    await prisma.appointment.update({
      where: { id: gig.id },
      data: { offerSentAt: new Date('2026-11-02T01:00:00Z'), acceptedAt: new Date('2026-11-03T01:00:00Z') },
    })
    const quote = await prisma.quote.create({
      data: {
        userId: user.id,
        appointmentId: gig.id,
        party: [],
        travel: { kind: 'none' },
        feeRules: {},
        retainer: { kind: 'percent', percent: 30 },
        balanceDue: { kind: 'onTheDay' },
        cancellationTiers: [],
      },
    })
    const termsHash = 'a'.repeat(64)
    await prisma.contractSignature.create({
      data: {
        quoteId: quote.id,
        quoteVersion: 1,
        fullName: 'Zoe Harris',
        signedAt: new Date('2026-11-03T00:00:00Z'),
        ip: '203.0.113.9',
        userAgent: 'test',
        termsText: 'Terms',
        termsHash,
      },
    })
    const dispute = {
      id: `dp_${paymentIntent}`,
      object: 'dispute',
      amount: 20000,
      currency: 'aud',
      reason: 'product_not_received',
      status: 'needs_response',
      livemode: false,
      evidence_details: { due_by: Math.floor(new Date('2026-12-20T00:00:00Z').getTime() / 1000) },
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent}`,
    }
    await deliver('charge.dispute.created', dispute, { account, id: `evt_dispute_${paymentIntent}` })
    await deliver('charge.dispute.created', dispute, { account, id: `evt_dispute_${paymentIntent}` })
    expect(await prisma.notification.count({ where: { userId: user.id, message: `Zoe Harris disputed a card payment (#${gig.requestNumber})` } })).toBe(1)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: `Payment disputed: #${gig.requestNumber} Zoe Harris` } })
    expect(mail.text).toContain('product not received')
    expect(mail.text).toContain('Answer it in your Stripe Dashboard by 20 Dec 2026')
    expect(mail.html).toContain(`https://dashboard.stripe.com/test/payments/ch_${paymentIntent}`)
    expect(mail.text).toContain(`The signed contract: signed by Zoe Harris on 3 Nov 2026, SHA-256 ${termsHash}`)
    expect(mail.text).toContain('The offer: sent 2 Nov 2026, accepted 3 Nov 2026')
    expect(mail.text).toContain('Receipts #1, e-mailed to the client')
    expect(await prisma.emailOutbox.count({ where: { to: 'team@glowfolio.app', subject: { contains: `#${gig.requestNumber}` } } })).toBe(0)
  })

  it('an older Express account’s dispute goes to the team to answer in the platform’s Dashboard; a live one links without the test path', async () => {
    const { user, gig, paymentIntent, account } = await paidByCard()
    await prisma.user.update({ where: { id: user.id }, data: { payoutsDashboard: 'express' } })
    const dispute = {
      id: `dp_${paymentIntent}`,
      object: 'dispute',
      amount: 20000,
      currency: 'aud',
      reason: 'fraudulent',
      livemode: true,
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent}`,
    }
    await deliver('charge.dispute.created', dispute, { account })
    const mine = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: `Payment disputed: #${gig.requestNumber} Zoe Harris` } })
    expect(mine.text).toContain('Glowfolio answers for you')
    expect(mine.replyTo).toBe('team@glowfolio.app')
    const team = await prisma.emailOutbox.findFirstOrThrow({
      where: { to: 'team@glowfolio.app', subject: `To answer: Payment disputed: #${gig.requestNumber} Zoe Harris (${account})` },
    })
    expect(team.html).toContain(`https://dashboard.stripe.com/connect/accounts/${account}`)
  })
})
