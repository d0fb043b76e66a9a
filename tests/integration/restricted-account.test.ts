// An artist's Stripe account restricted after her offer went out (account.updated: charges disabled,
// requirements past due), against the local stand-in for Stripe: she is told in the app and by e-mail
// with the way to finish Stripe's requirements, her open offer's pay button gives way to her offline
// ways, and accepting holds the gig for its deposit: never booked with the deposit silently skipped.
import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: connectRoute } = await import('@/app/v1/payment-settings/connect/route')
const { POST: connectWebhook } = await import('@/app/v1/webhooks/stripe-connect/route')
const { POST: acceptRoute } = await import('@/app/v1/offer/[token]/accept/route')
const { getOffer } = await import('@/lib/appointments/get-offer')

const deliver = stripeWebhook(connectWebhook, 'connect')
const RESTRICTED = {
  charges_enabled: false,
  payouts_enabled: false,
  details_submitted: true,
  requirements: { past_due: ['individual.verification.document'], disabled_reason: 'requirements.past_due' },
}

describe('a connected account restricted after an offer went out', () => {
  it('tells the artist once, switches her open offer to the offline ways, and holds an accepted gig for its deposit', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow by Ava', payBankDetails: 'BSB 062-000 · Account 1234 5678' })
    await callRoute(connectRoute, { token, method: 'POST' })
    const { payoutsAccountId: account } = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
    stripe.updateAccount(account!, { details_submitted: true, charges_enabled: true, payouts_enabled: true })
    await deliver('account.updated', { id: account, object: 'account' }, { account: account! })
    const offerToken = randomBytes(24).toString('base64url')
    const gig = await createGigFor(user.id, { status: 'offered', offerToken, offerSentAt: new Date(), totalCents: 60000, depositCents: 20000 })
    expect((await getOffer({ token: offerToken }))!.view.payment.card).toBe(true)

    stripe.updateAccount(account!, RESTRICTED)
    expect((await deliver('account.updated', { id: account, object: 'account' }, { account: account! })).status).toBe(200)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ payoutsStatus: 'detailsNeeded' })
    const notification = await prisma.notification.findFirstOrThrow({ where: { userId: user.id, message: { startsWith: 'Stripe paused your card payments' } } })
    expect(notification.link).toBe('/dashboard/payments/finish')
    const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email, subject: 'Card payments paused: Stripe needs more from you' } })
    expect(email.text).toContain('Your open offer shows your other ways to pay instead of the card button.')
    expect(email.html).toContain('/dashboard/payments/finish')
    // The same news again tells her nothing new.
    await deliver('account.updated', { id: account, object: 'account' }, { account: account! })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: { startsWith: 'Card payments paused' } } })).toBe(1)

    const view = (await getOffer({ token: offerToken }))!.view
    expect(view.payment).toMatchObject({ card: false, offline: { bankDetails: 'BSB 062-000 · Account 1234 5678' } })
    const before = stripe.requests.length
    const accepted = await callRoute<{ status: string }>(acceptRoute, { params: { token: offerToken }, body: { acceptPolicy: true } })
    expect(accepted.body).toEqual({ status: 'awaitingDeposit' })
    expect(stripe.requests.slice(before)).toEqual([])
    expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id }, include: { payments: true } })).toMatchObject({
      status: 'awaitingDeposit',
      paidToDateCents: 0,
      payments: [],
    })
  })
})
