// A gig's deposit through Stripe, against the local stand-in for Stripe's API: accepting an offer
// answers a Checkout session in payment mode on the artist's connected account (a direct charge, no
// platform fee by default); the signed Connect webhook records the payment once and books.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createGigFor, dayFromToday } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: offerRoute } = await import('@/app/v1/appointment/[appointmentId]/offer/route')
const { POST: acceptRoute } = await import('@/app/v1/offer/[token]/accept/route')
const { POST: webhookRoute } = await import('@/app/v1/webhooks/stripe-connect/route')

const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const connectEvent = stripeWebhook(webhookRoute, 'connect')
const deliver = (session: Record<string, unknown>, account: string, id?: string) => connectEvent('checkout.session.completed', session, { account, id })

async function offeredGig() {
  const account = `acct_${randomBytes(6).toString('hex')}`
  const { user, token } = await createOwner({ businessName: 'Glow by Ava', payoutsAccountId: account, payoutsStatus: 'payoutsOn' })
  const gig = await createGigFor(user.id, { status: 'offered', origin: 'bookingRequest', customerEmail: IVY_EMAIL, totalCents: 0 })
  const sent = await callRoute<{ offer: { url: string } }>(offerRoute, {
    token,
    params: { appointmentId: gig.id },
    body: { pricing: { total: 60000, deposit: 20000 }, paymentDueDate: dayFromToday(14) },
  })
  return { user, gig, account, offerToken: sent.body.offer.url.split('/offer/')[1] }
}

/** Her own address in this run: the client-message caps count per address across every test file. */
const IVY_EMAIL = `ivy-${randomBytes(3).toString('hex')}@example.com`

describe('a deposit through Stripe Checkout', () => {
  it('answers a Checkout session in payment mode for the deposit, in AUD, and books nothing yet', async () => {
    const { gig, offerToken, account } = await offeredGig()
    const before = stripe.requests.length
    const answer = await callRoute<{ status: string; url: string }>(acceptRoute, {
      params: { token: offerToken },
      body: { acceptPolicy: true },
      headers: fromIp(),
    })
    expect(answer.body).toEqual({ status: 'checkout', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) })
    const calls = stripe.requests.slice(before)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['POST /v1/checkout/sessions'])
    expect(calls[0].headers['stripe-account']).toBe(account)
    const session = new URLSearchParams(calls[0].body)
    // No commission unless PLATFORM_FEE_PERCENT says otherwise.
    expect(session.get('payment_intent_data[application_fee_amount]')).toBeNull()
    expect(session.get('mode')).toBe('payment')
    expect(session.get('line_items[0][price_data][unit_amount]')).toBe('20000')
    expect(session.get('line_items[0][price_data][currency]')).toBe('aud')
    expect(session.get('customer_email')).toBe(IVY_EMAIL)
    expect(session.get('metadata[appointmentId]')).toBe(gig.id)
    expect(session.get('metadata[kind]')).toBe('gigDeposit')
    expect(session.get('success_url')).toBe(`http://localhost:3000/offer/${offerToken}?paid=1`)
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({
      status: 'offered',
      paidToDateCents: 0,
      policyAcceptedAt: expect.any(Date),
    })
  })

  it('records the payment from the webhook once, however often Stripe sends it, and books the gig', async () => {
    const { user, gig, account } = await offeredGig()
    const session = {
      id: 'cs_test_dep1',
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      amount_total: 20000,
      currency: 'aud',
      payment_intent: `pi_${gig.id}`,
      metadata: { kind: 'gigDeposit', appointmentId: gig.id },
    }
    expect((await deliver(session, account, `evt_dep_${gig.id}`)).body).toEqual({ received: true, applied: true })
    expect((await deliver(session, account, `evt_dep_${gig.id}`)).body).toEqual({ received: true, applied: false })
    // The same payment in another event (Stripe retries with new ids after a timeout): still once.
    expect((await deliver(session, account)).body).toEqual({ received: true, applied: true })
    const booked = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })
    expect(booked).toMatchObject({ status: 'booked', paidToDateCents: 20000, acceptedAt: expect.any(Date) })
    expect(booked.payments).toEqual([
      expect.objectContaining({
        amountCents: 20000,
        provider: 'stripe',
        providerPaymentId: `pi_${gig.id}`,
        providerAccountId: account,
        method: 'card',
        receiptNumber: 1,
      }),
    ])
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: `Booked: #${gig.requestNumber} Zoe Harris` } })).toBe(1)
  })

  it('ignores unpaid sessions and sessions that are not deposits', async () => {
    const { gig, account } = await offeredGig()
    await deliver(
      {
        id: 'cs_unpaid',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'unpaid',
        amount_total: 20000,
        metadata: { kind: 'gigDeposit', appointmentId: gig.id },
      },
      account,
    )
    await deliver(
      { id: 'cs_other', object: 'checkout.session', mode: 'payment', payment_status: 'paid', amount_total: 20000, metadata: { appointmentId: gig.id } },
      account,
    )
    // A paid deposit reported by another artist's account books nothing here.
    await deliver(
      {
        id: 'cs_elsewhere',
        object: 'checkout.session',
        mode: 'payment',
        payment_status: 'paid',
        amount_total: 20000,
        payment_intent: 'pi_elsewhere',
        metadata: { kind: 'gigDeposit', appointmentId: gig.id },
      },
      'acct_someone_else',
    )
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ status: 'offered', paidToDateCents: 0 })
  })
})
