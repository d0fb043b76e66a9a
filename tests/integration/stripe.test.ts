// The Stripe path, against a local stand-in for Stripe's API: Checkout at the catalogue's price and
// trial, webhooks verified by signature and applied once, cancellations removing access.
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: subscribeRoute } = await import('@/app/v1/subscription/route')
const { POST: webhookRoute } = await import('@/app/v1/webhooks/stripe/route')
const { POST: portalRoute } = await import('@/app/v1/subscription/portal/route')
const { POST: cancelRoute } = await import('@/app/v1/subscription/cancel/route')
const { getEntitlements } = await import('@/lib/entitlements/get-entitlements')
const { featureStates } = await import('@/lib/features/feature-state')

const deliver = stripeWebhook<{ received: boolean; applied: boolean } & { error?: { message: string } }>(webhookRoute, 'platform')

async function checkout(featureId: string) {
  const owner = await createOwner()
  const answer = await callRoute<{ status: string; url: string }>(subscribeRoute, {
    token: owner.token,
    body: { subItemId: featureId, priceCents: 1 },
    query: { returnTo: '/dashboard/feature/review-cards' },
  })
  return { ...owner, answer }
}

describe('Stripe Checkout', () => {
  it('creates a session with the catalogue price and trial, for a Stripe customer of the owner', async () => {
    const before = stripe.requests.length
    const { user, answer } = await checkout('review-cards')
    expect(answer.body).toEqual({ status: 'checkout', url: expect.stringMatching(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/) })
    const calls = stripe.requests.slice(before)
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /v1/customers', 'POST /v1/products', 'POST /v1/checkout/sessions'])
    expect(new URLSearchParams(calls[1].body).get('id')).toBe('glowfolio-feature-review-cards')
    const session = new URLSearchParams(calls[2].body)
    expect(session.get('mode')).toBe('subscription')
    expect(session.get('line_items[0][price_data][unit_amount]')).toBe('499')
    expect(session.get('line_items[0][price_data][currency]')).toBe('aud')
    expect(session.get('subscription_data[trial_period_days]')).toBe('14')
    expect(session.get('metadata[userId]')).toBe(user.id)
    expect(session.get('success_url')).toBe('http://localhost:3000/dashboard/feature/review-cards?checkout=success')
    expect(session.get('cancel_url')).toBe('http://localhost:3000/dashboard/feature/review-cards?checkout=cancel')
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toMatch(/^cus_/)
    // Nothing is active until Stripe says the payment went through.
    expect((await getEntitlements(user.id)).reviewCards).toBe(false)
  })
})

describe('Stripe webhooks', () => {
  it('activates on checkout.session.completed, once however often the event comes', async () => {
    const { user } = await checkout('smart-albums')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_smart1', { status: 'trialing', trial_end: now + 7 * 86400, current_period_end: now + 7 * 86400 })
    const session = {
      id: 'cs_1',
      object: 'checkout.session',
      mode: 'subscription',
      subscription: 'sub_smart1',
      client_reference_id: user.id,
      metadata: { userId: user.id, type: 'feature', featureId: 'smart-albums', themeId: '' },
    }
    const first = await deliver('checkout.session.completed', session, { id: 'evt_checkout_once' })
    expect(first.body).toEqual({ received: true, applied: true })
    const replay = await deliver('checkout.session.completed', session, { id: 'evt_checkout_once' })
    expect(replay.body).toEqual({ received: true, applied: false })
    const rows = await prisma.subscription.findMany({ where: { userId: user.id } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ provider: 'stripe', status: 'trialing', priceCents: 399, providerSubscriptionId: 'sub_smart1' })
    expect((await getEntitlements(user.id)).smartAlbums).toBe(true)
    // The trial ends by itself on read, until Stripe says it was paid for.
    expect((await getEntitlements(user.id, { now: new Date((now + 7 * 86400 + 60) * 1000) })).smartAlbums).toBe(false)
  })

  it('follows renewals, failed payments and cancellations; a cancelled subscription removes access', async () => {
    const { user } = await checkout('review-cards')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_cards1', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_2',
      object: 'checkout.session',
      subscription: 'sub_cards1',
      metadata: { userId: user.id, featureId: 'review-cards', themeId: '' },
    })
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)

    stripe.addSubscription('sub_cards1', { status: 'past_due', current_period_end: now + 60 * 86400 })
    await deliver('invoice.payment_failed', { id: 'in_1', object: 'invoice', subscription: 'sub_cards1' })
    expect((await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_cards1' } })).status).toBe('pastDue')
    stripe.addSubscription('sub_cards1', { status: 'active', current_period_end: now + 60 * 86400 })
    await deliver('invoice.paid', { id: 'in_2', object: 'invoice', subscription: 'sub_cards1' })
    expect((await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_cards1' } })).status).toBe('active')

    stripe.addSubscription('sub_cards1', { status: 'canceled', canceled_at: now, current_period_end: now })
    await deliver('customer.subscription.deleted', {
      id: 'sub_cards1',
      object: 'subscription',
      status: 'canceled',
      canceled_at: now,
      trial_end: null,
      items: { data: [{ current_period_end: now }] },
    })
    expect((await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_cards1' } })).status).toBe('cancelled')
    expect((await getEntitlements(user.id)).reviewCards).toBe(false)
  })

  it('gives no access while a payment is past due, and gives it back once Stripe is paid', async () => {
    const { user, token } = await checkout('review-cards')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_due', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_due',
      object: 'checkout.session',
      subscription: 'sub_due',
      metadata: { userId: user.id, featureId: 'review-cards', themeId: '' },
    })
    stripe.addSubscription('sub_due', { status: 'past_due', current_period_end: now + 60 * 86400 })
    await deliver('invoice.payment_failed', { id: 'in_due', object: 'invoice', subscription: 'sub_due' })
    expect((await getEntitlements(user.id)).reviewCards).toBe(false)
    expect((await featureStates(user.id))['review-cards']).toBe('pastDue')
    // Not a second subscription: the card is fixed in Stripe's portal.
    const again = await callRoute<{ error: { message: string } }>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })
    expect(again.status).toBe(409)
    expect(again.body.error.message).toBe('Your last payment for Review Cards did not go through: update your card from Manage subscription')
    // A late invoice.paid for an earlier invoice changes nothing: Stripe still says past_due.
    await deliver('invoice.paid', { id: 'in_old', object: 'invoice', subscription: 'sub_due' })
    expect((await getEntitlements(user.id)).reviewCards).toBe(false)
    stripe.addSubscription('sub_due', { status: 'active', current_period_end: now + 60 * 86400 })
    await deliver('invoice.paid', { id: 'in_retry', object: 'invoice', subscription: 'sub_due' })
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)
  })

  it('never brings a cancelled subscription back, whatever order the events come in', async () => {
    const { user } = await checkout('smart-albums')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_gone', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_gone',
      object: 'checkout.session',
      subscription: 'sub_gone',
      metadata: { userId: user.id, featureId: 'smart-albums', themeId: '' },
    })
    stripe.addSubscription('sub_gone', { status: 'canceled', canceled_at: now, current_period_end: now })
    await deliver('customer.subscription.deleted', { id: 'sub_gone', object: 'subscription', status: 'canceled' })
    // Late events, each carrying an older picture of the subscription.
    await deliver('invoice.payment_failed', { id: 'in_late', object: 'invoice', subscription: 'sub_gone' })
    await deliver('invoice.paid', { id: 'in_late2', object: 'invoice', subscription: 'sub_gone' })
    await deliver('customer.subscription.updated', { id: 'sub_gone', object: 'subscription', status: 'active' })
    expect((await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_gone' } })).status).toBe('cancelled')
    expect((await getEntitlements(user.id)).smartAlbums).toBe(false)
    // Even if Stripe itself answered otherwise, a cancelled row stays cancelled.
    stripe.addSubscription('sub_gone', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('customer.subscription.updated', { id: 'sub_gone', object: 'subscription', status: 'active' })
    expect((await getEntitlements(user.id)).smartAlbums).toBe(false)
  })

  it('answers 2xx to events it has already reflected, and to a second paid checkout of something the owner holds', async () => {
    const { user } = await checkout('review-cards')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_twice_1', { status: 'active', current_period_end: now + 30 * 86400 })
    stripe.addSubscription('sub_twice_2', { status: 'active', current_period_end: now + 30 * 86400 })
    const session = (id: string, subscription: string) => ({
      id,
      object: 'checkout.session',
      subscription,
      metadata: { userId: user.id, featureId: 'review-cards', themeId: '' },
    })
    expect((await deliver('checkout.session.completed', session('cs_t1', 'sub_twice_1'))).body).toEqual({ received: true, applied: true })
    // Another event about the same subscription (Stripe sends more than one kind): nothing more to do.
    const reflected = await deliver('checkout.session.completed', session('cs_t1', 'sub_twice_1'))
    expect(reflected.status).toBe(200)
    // Two tabs, two payments: Stripe charges for both, so both are recorded (the owner cancels one in the portal).
    const second = await deliver('checkout.session.completed', session('cs_t2', 'sub_twice_2'))
    expect(second.status).toBe(200)
    expect(await prisma.subscription.count({ where: { userId: user.id, status: 'active' } })).toBe(2)
    // An owner who is gone, or an item no longer sold: acknowledged, so Stripe stops retrying.
    stripe.addSubscription('sub_orphan', { status: 'active', current_period_end: now + 30 * 86400 })
    expect(
      (await deliver('checkout.session.completed', { id: 'cs_o', subscription: 'sub_orphan', metadata: { userId: 'nobody', featureId: 'review-cards' } }))
        .status,
    ).toBe(200)
    expect(
      (await deliver('checkout.session.completed', { id: 'cs_x', subscription: 'sub_orphan', metadata: { userId: user.id, featureId: 'retired-feature' } }))
        .status,
    ).toBe(200)
    expect((await deliver('invoice.paid', { id: 'in_x', object: 'invoice', subscription: 'sub_unknown_at_stripe' })).status).toBe(200)
    expect(await prisma.subscription.count({ where: { providerSubscriptionId: 'sub_orphan' } })).toBe(0)
  })

  it('notes a cancellation asked for in the portal, keeping access until the period ends', async () => {
    const { user } = await checkout('review-cards')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_ending', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_e',
      subscription: 'sub_ending',
      metadata: { userId: user.id, featureId: 'review-cards', themeId: '' },
    })
    stripe.addSubscription('sub_ending', { status: 'active', cancel_at_period_end: true, canceled_at: now, current_period_end: now + 30 * 86400 })
    await deliver('customer.subscription.updated', { id: 'sub_ending', object: 'subscription' })
    const row = await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_ending' } })
    expect(row).toMatchObject({ status: 'active', cancelledAt: new Date(now * 1000) })
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)
  })

  it('refuses a bad signature and changes nothing', async () => {
    const { user } = await checkout('smart-albums')
    const forged = await deliver(
      'checkout.session.completed',
      { id: 'cs_3', subscription: 'sub_x', metadata: { userId: user.id, featureId: 'smart-albums' } },
      { secret: 'whsec_attacker' },
    )
    expect(forged.status).toBe(400)
    expect(forged.body.error?.message).toBe('The Stripe signature does not match')
    const unsigned = await callRoute(webhookRoute, { method: 'POST', rawBody: '{}', headers: { 'content-type': 'application/json' } })
    expect(unsigned.status).toBe(400)
    expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(0)
  })

  it('e-mails the owner when a trial is about to end', async () => {
    const { user } = await checkout('smart-albums')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_trial_end', { status: 'trialing', trial_end: now + 3 * 86400, current_period_end: now + 3 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_4',
      subscription: 'sub_trial_end',
      metadata: { userId: user.id, featureId: 'smart-albums', themeId: '' },
    })
    await deliver('customer.subscription.trial_will_end', { id: 'sub_trial_end', object: 'subscription', status: 'trialing' })
    expect(await prisma.emailOutbox.count({ where: { to: user.email, subject: 'Your Smart Albums trial ends soon' } })).toBe(1)
  })
})

describe('cancelling through Stripe', () => {
  it('cancels at the end of the period and opens the customer portal', async () => {
    const { user, token } = await checkout('review-cards')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_cancel', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_5',
      subscription: 'sub_cancel',
      metadata: { userId: user.id, featureId: 'review-cards', themeId: '' },
    })
    const row = await prisma.subscription.findFirstOrThrow({ where: { providerSubscriptionId: 'sub_cancel' } })
    const before = stripe.requests.length
    expect((await callRoute(cancelRoute, { token, body: { subscriptionId: row.id } })).status).toBe(200)
    const call = stripe.requests[before]
    expect(`${call.method} ${call.path}`).toBe('POST /v1/subscriptions/sub_cancel')
    expect(new URLSearchParams(call.body).get('cancel_at_period_end')).toBe('true')
    const portal = await callRoute<{ url: string }>(portalRoute, { token, query: { returnTo: '/dashboard/design' } })
    expect(portal.body.url).toBe('https://billing.stripe.test/p/session')
    expect(new URLSearchParams(stripe.requests.at(-1)!.body).get('return_url')).toBe('http://localhost:3000/dashboard/design')
    expect((await callRoute(portalRoute, { token, query: { returnTo: 'https://evil.example/' } })).status).toBe(422)
    expect((await callRoute(portalRoute, {})).status).toBe(401)
    // Asking Stripe to cancel keeps access until the period ends, and says so.
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'active', cancelledAt: expect.any(Date) })
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)
  })
})

describe('Pro through Stripe includes themes and Smart Albums', () => {
  it('ends the Noir and Smart Albums subscriptions at period end once Pro checkout completes, once however often the event comes', async () => {
    const { user } = await checkout('smart-albums')
    const now = Math.floor(Date.now() / 1000)
    stripe.addSubscription('sub_noir_pro', { status: 'active', current_period_end: now + 20 * 86400 })
    stripe.addSubscription('sub_smart_pro', { status: 'active', current_period_end: now + 10 * 86400 })
    stripe.addSubscription('sub_pro', { status: 'active', current_period_end: now + 30 * 86400 })
    await deliver('checkout.session.completed', {
      id: 'cs_noir',
      subscription: 'sub_noir_pro',
      metadata: { userId: user.id, type: 'theme', featureId: '', themeId: 'noir' },
    })
    await deliver('checkout.session.completed', {
      id: 'cs_smart',
      subscription: 'sub_smart_pro',
      metadata: { userId: user.id, type: 'feature', featureId: 'smart-albums', themeId: '' },
    })

    const before = stripe.requests.length
    const proSession = { id: 'cs_pro', subscription: 'sub_pro', metadata: { userId: user.id, type: 'pro', featureId: 'pro', themeId: '' } }
    expect((await deliver('checkout.session.completed', proSession, { id: 'evt_pro_once' })).body).toEqual({ received: true, applied: true })
    const updates = stripe.requests.slice(before).filter((call) => call.method === 'POST' && call.path.startsWith('/v1/subscriptions/'))
    expect(updates.map((call) => [call.path, new URLSearchParams(call.body).get('cancel_at_period_end')]).sort()).toEqual([
      ['/v1/subscriptions/sub_noir_pro', 'true'],
      ['/v1/subscriptions/sub_smart_pro', 'true'],
    ])
    // Until their paid month ends they stay active; Pro gives the same meanwhile, and after.
    const rows = await prisma.subscription.findMany({ where: { userId: user.id }, orderBy: { createdAt: 'asc' } })
    expect(rows.map((row) => [row.providerSubscriptionId, row.status, row.cancelledAt !== null])).toEqual([
      ['sub_noir_pro', 'active', true],
      ['sub_smart_pro', 'active', true],
      ['sub_pro', 'active', false],
    ])
    expect(await getEntitlements(user.id, { now: new Date((now + 25 * 86400) * 1000) })).toMatchObject({
      pro: true,
      customThemes: true,
      smartAlbums: true,
      themeIds: [],
    })

    const again = stripe.requests.length
    expect((await deliver('checkout.session.completed', proSession, { id: 'evt_pro_once' })).body).toEqual({ received: true, applied: false })
    expect(stripe.requests.slice(again).filter((call) => call.method === 'POST' && call.path.startsWith('/v1/subscriptions/'))).toEqual([])
  })
})

describe('Pro checkout with no bill yet', () => {
  it('leaves a Pro checkout with nothing to overlap, or with a trial, on its own dates', async () => {
    const { token } = await checkout('smart-albums')
    const before = stripe.requests.length
    await callRoute(subscribeRoute, { token, body: { subItemId: 'pro' }, query: { returnTo: '/dashboard/upgrade' } })
    const session = new URLSearchParams(stripe.requests.slice(before).find((call) => call.path === '/v1/checkout/sessions')!.body)
    expect(session.get('subscription_data[trial_period_days]')).toBe('14')
    expect(session.get('subscription_data[billing_cycle_anchor]')).toBeNull()
  })
})
