// Every dollar exact on the Stripe side (issue 32, items 1, 2 and 6), against the local stand-in for
// Stripe's API and the signed Connect webhook: one Checkout page per amount due (two tabs, one charge),
// a page expired before its amount changes, money beyond what was due kept as an overpayment to refund,
// refunds and disputes that come before their payment, delayed bank debits, and a dispute lost.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: connectRoute } = await import('@/app/v1/payment-settings/connect/route')
const { POST: offerRoute } = await import('@/app/v1/appointment/[appointmentId]/offer/route')
const { POST: acceptRoute } = await import('@/app/v1/offer/[token]/accept/route')
const { POST: payRestRoute } = await import('@/app/v1/offer/[token]/pay/route')
const { POST: createSharesRoute } = await import('@/app/v1/appointment/[appointmentId]/shares/route')
const { PATCH: shareRoute } = await import('@/app/v1/appointment/[appointmentId]/shares/[shareId]/route')
const { POST: payShareRoute } = await import('@/app/v1/share/[token]/pay/route')
const { POST: refundRoute } = await import('@/app/v1/appointment/[appointmentId]/payments/[paymentId]/refund/route')
const { POST: cancelRoute } = await import('@/app/v1/appointment/[appointmentId]/cancel/route')
const { POST: webhookRoute } = await import('@/app/v1/webhooks/stripe-connect/route')
const { getAppointment } = await import('@/lib/appointments/get-appointment')
const { getOffer } = await import('@/lib/appointments/get-offer')

type Err = { error: { code: string; message: string } }
type Checkout = { status: string; url: string }
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const deliver = stripeWebhook(webhookRoute, 'connect')
const checkoutCalls = (from: number) => stripe.requests.slice(from).filter((call) => call.path.startsWith('/v1/checkout/sessions'))
const sessionIdOf = (url: string) => url.split('/').at(-1)!

/** An artist whose own Stripe account (made through the app, in the fake) takes cards, and her offer of a $600 gig with a $200 deposit. */
async function offered({ deposit = 20000 }: { deposit?: number } = {}) {
  const owner = await createOwner({ businessName: 'Glow by Ava' })
  await callRoute(connectRoute, { token: owner.token, method: 'POST' })
  const { payoutsAccountId: account } = await prisma.user.findUniqueOrThrow({ where: { id: owner.user.id } })
  stripe.updateAccount(account!, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
  await deliver('account.updated', { id: account, object: 'account' }, { account: account! })
  const customerEmail = `zoe-${randomBytes(3).toString('hex')}@example.com`
  const gig = await createGigFor(owner.user.id, { status: 'offered', origin: 'bookingRequest', customerEmail, totalCents: 0 })
  const sent = await callRoute<{ offer: { url: string } }>(offerRoute, {
    token: owner.token,
    params: { appointmentId: gig.id },
    body: { pricing: { total: 60000, deposit }, paymentDueDate: dayFromToday(14) },
  })
  return { ...owner, account: account!, gig, customerEmail, offerToken: sent.body.offer.url.split('/offer/')[1] }
}

const accept = (offerToken: string) =>
  callRoute<Checkout & Err>(acceptRoute, { params: { token: offerToken }, body: { acceptPolicy: true }, headers: fromIp() })

/** A page opened before pages were kept (no row of ours) is paid: its event arrives. */
const paidOldPage = (account: string, id: string, amount: number, paymentIntent: string, metadata: Record<string, string>) =>
  deliver(
    'checkout.session.completed',
    { id, object: 'checkout.session', mode: 'payment', payment_status: 'paid', amount_total: amount, payment_intent: paymentIntent, metadata },
    { account },
  )

/** The client pays on a page: Stripe completes it, then its event arrives. */
async function pay(url: string, account: string, options: { paymentStatus?: 'paid' | 'unpaid'; paymentIntent?: string } = {}) {
  const session = stripe.completeSession(sessionIdOf(url), options)
  await deliver('checkout.session.completed', session, { account })
  return session
}

describe('one Checkout page per amount due', () => {
  it('two tabs paying the deposit get one page, one charge; the artist is never told of a withdrawal', async () => {
    const { user, gig, account, offerToken } = await offered()
    const before = stripe.requests.length
    const [first, second] = await Promise.all([accept(offerToken), accept(offerToken)])
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    expect(second.body.url).toBe(first.body.url)
    const calls = checkoutCalls(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/checkout/sessions'])
    expect(calls[0].headers['stripe-account']).toBe(account)
    expect(calls[0].headers['idempotency-key']).toMatch(new RegExp(`^checkout-deposit-${gig.id}-20000-0-[0-9a-f]{24}$`))
    expect(await prisma.checkoutSession.findMany({ where: { appointmentId: gig.id } })).toEqual([
      expect.objectContaining({ purpose: 'deposit', amountCents: 20000, status: 'open', accountId: account }),
    ])

    await pay(first.body.url, account)
    const third = await accept(offerToken)
    expect(third.status).toBe(409)
    expect(third.body.error.message).toBe('You have already accepted this offer')
    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(booked).toMatchObject({ status: 'booked', paidToDateCents: 20000 })
    expect(booked.payments.map((payment) => [payment.amountCents, payment.overpaidCents])).toEqual([[20000, 0]])
    expect(await prisma.checkoutSession.findFirstOrThrow({ where: { appointmentId: gig.id } })).toMatchObject({ status: 'paid' })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'Payment after' } } })).toBe(0)
  })

  it('two tabs paying the rest get one page; a payment Stripe still takes beyond what is due is an overpayment, in red, refunded in one tap', async () => {
    const { user, token, gig, account, offerToken } = await offered()
    await pay((await accept(offerToken)).body.url, account)
    const before = stripe.requests.length
    const [first, second] = await Promise.all(
      [1, 2].map(() => callRoute<Checkout>(payRestRoute, { method: 'POST', params: { token: offerToken }, headers: fromIp() })),
    )
    expect(second.body.url).toBe(first.body.url)
    expect(checkoutCalls(before)).toHaveLength(1)
    await pay(first.body.url, account)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ paid: true, paidToDateCents: 60000 })

    // A page opened before pages were kept (no row here) is paid too: the $600 gig must not just show $1,000 paid.
    await paidOldPage(account, 'cs_test_old_tab', 40000, `pi_old_${gig.id}`, { kind: 'gigBalance', appointmentId: gig.id })
    const gigAnswer = await getAppointment({ user, appointmentId: gig.id })
    expect(gigAnswer).toMatchObject({ paidToDate: 100000, remaining: 0, overpaid: 40000 })
    const extra = gigAnswer.payments.find((payment) => payment.overpaid > 0)!
    expect(extra).toMatchObject({ amount: 40000, overpaid: 40000 })
    const notice = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: `Overpaid: #${gig.requestNumber} Zoe Harris` } })
    expect(notice.text).toContain('$400.00 more than was due')
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'Payment after' } } })).toBe(0)

    // One tap: the refund of exactly the excess, through the artist's account.
    const refunded = await callRoute<{ overpaid: number; paidToDate: number }>(refundRoute, {
      token,
      params: { appointmentId: gig.id, paymentId: extra._id },
      body: { amount: extra.overpaid },
    })
    expect(refunded.body).toMatchObject({ overpaid: 0, paidToDate: 60000 })
  })

  it('a deposit paid again on a booked gig is an overpayment, not a payment after withdrawal', async () => {
    const { user, gig, account, offerToken } = await offered()
    await pay((await accept(offerToken)).body.url, account)
    await paidOldPage(account, 'cs_test_second_deposit', 20000, `pi_again_${gig.id}`, { kind: 'gigDeposit', appointmentId: gig.id })
    expect((await getAppointment({ user, appointmentId: gig.id })).overpaid).toBe(20000)
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: `Overpaid: #${gig.requestNumber} Zoe Harris` } })).toBe(1)
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'Payment after' } } })).toBe(0)
  })
})

describe('an amount due that changes', () => {
  it('a deposit lowered after Checkout opened expires the old page first; the new amount is paid', async () => {
    const { token, gig, account, offerToken } = await offered()
    const old = await accept(offerToken)
    const before = stripe.requests.length
    const resent = await callRoute(offerRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { pricing: { total: 60000, deposit: 10000 }, paymentDueDate: dayFromToday(14) },
    })
    expect(resent.status).toBe(200)
    const [expire] = checkoutCalls(before)
    expect(`${expire.method} ${expire.path}`).toBe(`POST /v1/checkout/sessions/${sessionIdOf(old.body.url)}/expire`)
    expect(expire.headers['stripe-account']).toBe(account)
    expect(stripe.sessions.get(sessionIdOf(old.body.url))?.status).toBe('expired')
    expect(() => stripe.completeSession(sessionIdOf(old.body.url))).toThrow(/expired/)

    const fresh = await accept(offerToken)
    expect(fresh.body.url).not.toBe(old.body.url)
    const [created] = checkoutCalls(before).filter((call) => call.path === '/v1/checkout/sessions')
    expect(new URLSearchParams(created.body).get('line_items[0][price_data][unit_amount]')).toBe('10000')
    expect(created.headers['idempotency-key']).toMatch(new RegExp(`^checkout-deposit-${gig.id}-10000-1-`))
    await pay(fresh.body.url, account)
    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(booked).toMatchObject({ status: 'booked', depositCents: 10000, paidToDateCents: 10000 })
    expect(booked.payments.map((payment) => payment.amountCents)).toEqual([10000])
  })

  it('refuses to change a deposit whose page was paid a moment ago, changing nothing', async () => {
    const { token, gig, offerToken } = await offered()
    const page = await accept(offerToken)
    stripe.completeSession(sessionIdOf(page.body.url))
    const refused = await callRoute<Err>(offerRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { pricing: { total: 60000, deposit: 10000 }, paymentDueDate: dayFromToday(14) },
    })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toMatch(/went through a moment ago/)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ depositCents: 20000 })
  })

  it('the webhook compares what was paid with what is due now: an older page’s $200 books, and $100 of it is kept to refund', async () => {
    const { user, gig, account } = await offered({ deposit: 10000 })
    await paidOldPage(account, 'cs_test_before_pages', 20000, `pi_stale_${gig.id}`, { kind: 'gigDeposit', appointmentId: gig.id })
    const answer = await getAppointment({ user, appointmentId: gig.id })
    expect(answer).toMatchObject({ status: 'booked', pricing: { total: 60000, deposit: 10000 }, paidToDate: 20000, overpaid: 10000 })
  })

  it('a lowered share expires her page; a page paid at her old amount never overwrites her share', async () => {
    const { user, token, gig, account, offerToken } = await offered()
    await pay((await accept(offerToken)).body.url, account)
    const made = await callRoute<{ shares: { _id: string; url: string }[] }>(createSharesRoute, {
      token,
      params: { appointmentId: gig.id },
      body: { shares: [{ name: 'Mia', amount: 30000 }] },
    })
    const mia = { id: made.body.shares[0]._id, token: made.body.shares[0].url.split('/pay/')[1] }
    const page = await callRoute<Checkout>(payShareRoute, { method: 'POST', params: { token: mia.token }, headers: fromIp() })
    const before = stripe.requests.length
    const lowered = await callRoute(shareRoute, { token, params: { appointmentId: gig.id, shareId: mia.id }, body: { amount: 20000 } })
    expect(lowered.status).toBe(200)
    expect(checkoutCalls(before).map((call) => call.path)).toEqual([`/v1/checkout/sessions/${sessionIdOf(page.body.url)}/expire`])

    // Her old page's $300 arrives anyway (opened before pages were kept): her share stays $200, $100 is to refund.
    await paidOldPage(account, 'cs_test_old_share', 30000, `pi_share_${mia.id}`, { kind: 'gigShare', appointmentId: gig.id, shareId: mia.id })
    expect(await prisma.paymentShare.findUniqueOrThrow({ where: { id: mia.id } })).toMatchObject({ amountCents: 20000, paidAt: expect.any(Date) })
    expect((await getAppointment({ user, appointmentId: gig.id })).overpaid).toBe(10000)
  })

  it('cancelling expires the gig’s open pages before anything else', async () => {
    const { token, gig, account, offerToken } = await offered()
    await pay((await accept(offerToken)).body.url, account)
    const rest = await callRoute<Checkout>(payRestRoute, { method: 'POST', params: { token: offerToken }, headers: fromIp() })
    const before = stripe.requests.length
    await callRoute(cancelRoute, { token, params: { appointmentId: gig.id }, body: { by: 'artist' } })
    expect(stripe.requests.slice(before).map((call) => call.path)).toEqual([`/v1/checkout/sessions/${sessionIdOf(rest.body.url)}/expire`, '/v1/refunds'])
  })
})

describe('events in any order', () => {
  it('a refund that comes before its payment is kept, then applied when the payment arrives', async () => {
    const { gig, account, offerToken, customerEmail } = await offered()
    const page = await accept(offerToken)
    const paymentIntent = `pi_early_${gig.id}`
    const charge = { id: `ch_${paymentIntent}`, object: 'charge', amount: 20000, amount_refunded: 5000, payment_intent: paymentIntent }
    expect((await deliver('charge.refunded', charge, { account })).body).toEqual({ received: true, applied: true })
    expect(await prisma.heldPaymentEvent.count({ where: { providerPaymentId: paymentIntent } })).toBe(1)

    await pay(page.body.url, account, { paymentIntent })
    const payment = await prisma.payment.findUniqueOrThrow({ where: { providerPaymentId: paymentIntent } })
    expect(payment).toMatchObject({ amountCents: 20000, refundedCents: 5000 })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'booked', paidToDateCents: 15000 })
    expect(await prisma.heldPaymentEvent.count({ where: { providerPaymentId: paymentIntent } })).toBe(0)
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: 'Refund from Glow by Ava' } })).toBe(1)
  })

  it('a dispute that comes first tells the artist once the payment is recorded; a lost one takes the money back and reopens the balance, once', async () => {
    const { user, gig, account, offerToken } = await offered()
    const page = await accept(offerToken)
    const paymentIntent = `pi_disputed_${gig.id}`
    const dispute = {
      id: `dp_${gig.id}`,
      object: 'dispute',
      amount: 20000,
      currency: 'aud',
      reason: 'fraudulent',
      status: 'needs_response',
      livemode: false,
      payment_intent: paymentIntent,
      charge: `ch_${paymentIntent}`,
    }
    await deliver('charge.dispute.created', dispute, { account })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'Payment disputed' } } })).toBe(0)
    await pay(page.body.url, account, { paymentIntent })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: `Payment disputed: #${gig.requestNumber} Zoe Harris` } })).toBe(1)

    await deliver('charge.dispute.closed', { ...dispute, status: 'lost' }, { account })
    await deliver('charge.dispute.closed', { ...dispute, status: 'lost' }, { account })
    const gigNow = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: { include: { refunds: true } } } })
    expect(gigNow).toMatchObject({ status: 'booked', paid: false, paidToDateCents: 0 })
    expect(gigNow.payments[0].refunds.map((refund) => [refund.kind, refund.amountCents])).toEqual([['disputeLost', 20000]])
    expect((await getAppointment({ user, appointmentId: gig.id })).remaining).toBe(60000)
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: `Dispute lost: #${gig.requestNumber} Zoe Harris` } })).toBe(1)
  })

  it('a bank debit (BECS) completes unpaid: nothing is booked until Stripe says it succeeded', async () => {
    const { gig, account, offerToken } = await offered()
    const page = await accept(offerToken)
    const session = await pay(page.body.url, account, { paymentStatus: 'unpaid' })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'offered', paidToDateCents: 0 })
    expect((await getOffer({ token: offerToken }))?.view.payment.bankDebit).toEqual({ status: 'processing', amount: 20000 })

    await deliver('checkout.session.async_payment_succeeded', { ...session, payment_status: 'paid' }, { account })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'booked', paidToDateCents: 20000 })
    expect((await getOffer({ token: offerToken }))?.view.payment.bankDebit).toBeNull()
  })

  it('a bank debit that fails books nothing, tells the artist, and her page asks her to pay again', async () => {
    const { user, gig, account, offerToken } = await offered()
    const page = await accept(offerToken)
    const session = await pay(page.body.url, account, { paymentStatus: 'unpaid' })
    await deliver('checkout.session.async_payment_failed', session, { account })
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'offered', paidToDateCents: 0 })
    expect((await getOffer({ token: offerToken }))?.view.payment.bankDebit).toEqual({ status: 'failed', amount: 20000 })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: `Payment failed: #${gig.requestNumber} Zoe Harris` } })).toBe(1)
    // Paying again opens a new page, and the notice goes.
    const again = await accept(offerToken)
    expect(again.body.url).not.toBe(page.body.url)
    expect((await getOffer({ token: offerToken }))?.view.payment.bankDebit).toBeNull()
  })
})
