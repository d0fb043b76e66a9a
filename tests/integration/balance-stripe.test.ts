// A party member's share through Stripe, against the local stand-in for Stripe's API: her link answers
// a Checkout session on the artist's connected account (the same page for a second tap), and the signed
// Connect webhook records the payment once, on her share; money Stripe takes twice is kept to refund.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: createSharesRoute } = await import('@/app/v1/appointment/[appointmentId]/shares/route')
const { POST: payShareRoute } = await import('@/app/v1/share/[token]/pay/route')
const { POST: webhookRoute } = await import('@/app/v1/webhooks/stripe-connect/route')

const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })
const connectEvent = stripeWebhook(webhookRoute, 'connect')
const deliver = (session: Record<string, unknown>, account: string, id?: string) => connectEvent('checkout.session.completed', session, { account, id })

/** A booked gig of an artist whose payouts are on with Stripe, its $800 rest split in two shares. */
async function splitGig() {
  const account = `acct_${randomBytes(6).toString('hex')}`
  const { user, token } = await createOwner({ businessName: 'Glow by Ava', payoutsAccountId: account, payoutsStatus: 'payoutsOn' })
  const gig = await createGigFor(user.id, {
    status: 'booked',
    customerEmail: 'hannah@example.com',
    totalCents: 120000,
    depositCents: 40000,
    paidToDateCents: 40000,
  })
  const made = await callRoute<{ shares: { _id: string; url: string }[] }>(createSharesRoute, {
    token,
    params: { appointmentId: gig.id },
    body: {
      shares: [
        { name: 'Chloe', amount: 30000, email: CHLOE_EMAIL },
        { name: 'Mia', amount: 20000 },
      ],
    },
  })
  const [chloe, mia] = made.body.shares.map((share) => ({ id: share._id, token: share.url.split('/pay/')[1] }))
  return { gig, account, chloe, mia }
}

const paidSession = (gigId: string, shareId: string, paymentIntent: string, amount = 30000) => ({
  id: `cs_${paymentIntent}`,
  object: 'checkout.session',
  mode: 'payment',
  payment_status: 'paid',
  amount_total: amount,
  payment_intent: paymentIntent,
  customer_details: { email: 'chloe.card@example.com' },
  metadata: { kind: 'gigShare', appointmentId: gigId, shareId },
})

/** Her own address in this run: the client-message caps count per address across every test file. */
const CHLOE_EMAIL = `chloe-${randomBytes(3).toString('hex')}@example.com`

describe('a share through Stripe Checkout', () => {
  it('answers a Checkout session for her share on the artist’s account; a second tap gets the same page', async () => {
    const { gig, account, chloe } = await splitGig()
    const before = stripe.requests.length
    const first = await callRoute<{ status: string; url: string }>(payShareRoute, { method: 'POST', params: { token: chloe.token }, headers: fromIp() })
    const second = await callRoute<{ status: string; url: string }>(payShareRoute, { method: 'POST', params: { token: chloe.token }, headers: fromIp() })
    expect(first.body).toEqual({ status: 'checkout', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) })
    expect(second.body.url).toBe(first.body.url)
    const calls = stripe.requests.slice(before)
    expect(calls[0].headers['stripe-account']).toBe(account)
    // One page for her share: the second tap is handed the open one, without asking Stripe again.
    expect(calls).toHaveLength(1)
    expect(calls[0].headers['idempotency-key']).toMatch(new RegExp(`^checkout-share-${chloe.id}-30000-0-[0-9a-f]{24}$`))
    const session = new URLSearchParams(calls[0].body)
    expect([
      session.get('line_items[0][price_data][unit_amount]'),
      session.get('metadata[kind]'),
      session.get('metadata[appointmentId]'),
      session.get('metadata[shareId]'),
      session.get('customer_email'),
    ]).toEqual(['30000', 'gigShare', gig.id, chloe.id, CHLOE_EMAIL])
    expect(session.get('success_url')).toBe(`http://localhost:3000/pay/${chloe.token}?paid=1`)
    // Nothing is recorded until Stripe says it was paid.
    expect(await prisma.payment.count({ where: { appointmentId: gig.id } })).toBe(0)
  })

  it('records her payment from the webhook once, however often Stripe sends it, with her receipt', async () => {
    const { gig, account, chloe, mia } = await splitGig()
    const session = paidSession(gig.id, chloe.id, `pi_${chloe.id}`)
    expect((await deliver(session, account, `evt_share_${chloe.id}`)).body).toEqual({ received: true, applied: true })
    expect((await deliver(session, account, `evt_share_${chloe.id}`)).body).toEqual({ received: true, applied: false })
    expect((await deliver(session, account)).body).toEqual({ received: true, applied: true })
    // Another artist's account cannot pay this gig's share.
    await deliver(paidSession(gig.id, mia.id, 'pi_elsewhere', 20000), 'acct_someone_else')
    const paid = await prisma.appointment.findUniqueOrThrow({
      where: { id: gig.id },
      include: { payments: true, paymentShares: { orderBy: { position: 'asc' } } },
    })
    expect(paid.paidToDateCents).toBe(70000)
    expect(paid.payments).toEqual([
      expect.objectContaining({
        amountCents: 30000,
        provider: 'stripe',
        providerPaymentId: `pi_${chloe.id}`,
        providerAccountId: account,
        note: 'Share: Chloe',
        receiptNumber: 1,
      }),
    ])
    expect(paid.paymentShares.map((share) => [share.name, share.paidAt !== null, share.paymentId])).toEqual([
      ['Chloe', true, paid.payments[0].id],
      ['Mia', false, null],
    ])
    expect(await prisma.emailOutbox.count({ where: { to: CHLOE_EMAIL, subject: 'Receipt #1 from Glow by Ava' } })).toBe(1)
  })

  it('keeps a second payment of one share on the gig as an overpayment, to refund, rather than losing it', async () => {
    const { gig, account, mia } = await splitGig()
    await deliver(paidSession(gig.id, mia.id, `pi_a_${mia.id}`, 20000), account)
    await deliver(paidSession(gig.id, mia.id, `pi_b_${mia.id}`, 20000), account)
    const paid = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: { orderBy: { paidAt: 'asc' } } } })
    expect(paid.paidToDateCents).toBe(80000)
    expect(paid.payments.map((payment) => [payment.amountCents, payment.note, payment.overpaidCents])).toEqual([
      [20000, 'Share: Mia', 0],
      [20000, 'Share paid again', 20000],
    ])
    // Mia gave no address: her receipt goes to the one she gave Stripe, once.
    expect(await prisma.emailOutbox.count({ where: { to: 'chloe.card@example.com' } })).toBe(1)
  })
})
