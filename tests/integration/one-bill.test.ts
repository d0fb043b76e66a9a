// One Stripe subscription per owner (issue 32, item 8), against the local Stripe stand-in: the first
// purchase's Checkout starts the bill, later ones are items on it, Pro takes off what it includes, a
// second tab gets the same Checkout page, one Pro trial per owner, and test-mode rows are worth nothing
// once a Stripe key is set.
import { describe, expect, it } from 'vitest'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { setUpFakeStripe, stripeWebhook } from '../support/fake-stripe-setup'
import { createOwner } from '../factories/users'

const stripe = await setUpFakeStripe()

const { POST: subscribeRoute } = await import('@/app/v1/subscription/route')
const { POST: cancelRoute } = await import('@/app/v1/subscription/cancel/route')
const { POST: trialRoute } = await import('@/app/v1/user/trial/route')
const { POST: webhookRoute } = await import('@/app/v1/webhooks/stripe/route')
const { getEntitlements } = await import('@/lib/entitlements/get-entitlements')
const { featureStates } = await import('@/lib/features/feature-state')
const { listBilling } = await import('@/lib/subscriptions/list-billing')

const deliver = stripeWebhook(webhookRoute, 'platform')
type Answer = { status: string; url?: string; subscription?: { _id: string; subItemId: string | null; status: string }; error?: { message: string } }

const buy = (token: string, subItemId: string) =>
  callRoute<Answer>(subscribeRoute, { token, body: { subItemId }, query: { returnTo: `/dashboard/feature/${subItemId}` } })
const sessionIdOf = (url: string) => url.split('/').at(-1)!
const callsSince = (before: number) => stripe.requests.slice(before).map((call) => `${call.method} ${call.path}`)

/** The owner pays on Stripe's page and Stripe reports it: her bill starts. */
async function payCheckout(url: string) {
  const { session, subscription } = stripe.completeSubscriptionSession(sessionIdOf(url))
  const answer = await deliver('checkout.session.completed', { ...session, object: 'checkout.session' })
  expect(answer.status).toBe(200)
  return subscription as { id: string; items: { data: { id: string; price: { product: string } }[] } }
}

/** An owner whose bill carries Review Cards (no trial left for them: paid from the start). */
async function ownerWithReviewCards() {
  const owner = await createOwner()
  await prisma.subscription.create({
    data: {
      userId: owner.user.id,
      type: 'feature',
      featureId: 'review-cards',
      status: 'cancelled',
      provider: 'stripe',
      priceCents: 499,
      cancelledAt: new Date(),
    },
  })
  const answer = await buy(owner.token, 'review-cards')
  expect(answer.body.status).toBe('checkout')
  const bill = await payCheckout(answer.body.url!)
  return { ...owner, bill }
}

describe('one bill per owner', () => {
  it('Pro over Review Cards: one subscription whose one item is Pro, Review Cards taken off with a proration', async () => {
    const { user, token, bill } = await ownerWithReviewCards()
    const cards = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id, featureId: 'review-cards', status: 'active' } })
    expect(cards).toMatchObject({ providerSubscriptionId: bill.id, providerItemId: bill.items.data[0].id })

    const before = stripe.requests.length
    const pro = await buy(token, 'pro')
    expect(pro.status).toBe(200)
    expect(pro.body).toMatchObject({ status: 'activated', subscription: { subItemId: 'pro', status: 'trialing' } })
    // No second Checkout, no second subscription: one update of the bill.
    expect(callsSince(before).filter((call) => !call.endsWith('/v1/products'))).toEqual([`POST /v1/subscriptions/${bill.id}`])
    const update = new URLSearchParams(stripe.requests.find((call, index) => index >= before && call.path === `/v1/subscriptions/${bill.id}`)!.body)
    expect(update.get('items[0][price_data][product]')).toBe('glowfolio-feature-pro')
    expect(update.get('items[0][price_data][unit_amount]')).toBe('1199')
    expect(update.get('items[1][id]')).toBe(cards.providerItemId)
    expect(update.get('items[1][deleted]')).toBe('true')
    expect(update.get('proration_behavior')).toBe('create_prorations')

    const atStripe = stripe.subscriptions.get(bill.id) as { items: { data: { price: { product: string } }[] } }
    expect(atStripe.items.data.map((item) => item.price.product)).toEqual(['glowfolio-feature-pro'])
    const rows = await prisma.subscription.findMany({ where: { userId: user.id, provider: 'stripe', status: { not: 'cancelled' } } })
    expect(rows.map((row) => [row.featureId, row.providerSubscriptionId])).toEqual([['pro', bill.id]])
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: cards.id } })).toMatchObject({ status: 'cancelled' })
    expect(await getEntitlements(user.id)).toMatchObject({ pro: true, reviewCards: true })
    expect((await featureStates(user.id))['review-cards']).toBe('included')

    // Stripe's event about the update agrees: the Pro row follows its item, nothing comes back.
    await deliver('customer.subscription.updated', { id: bill.id, object: 'subscription' })
    expect(await prisma.subscription.count({ where: { userId: user.id, status: { not: 'cancelled' } } })).toBe(1)
  })

  it('two tabs asking for Pro get the same Checkout page: one subscription, one trial', async () => {
    const { user, token } = await createOwner()
    const before = stripe.requests.length
    const [first, second] = await Promise.all([buy(token, 'pro'), buy(token, 'pro')])
    expect(first.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/)
    expect(second.body.url).toBe(first.body.url)
    expect(callsSince(before).filter((call) => call === 'POST /v1/checkout/sessions')).toHaveLength(1)
    expect(await prisma.subscriptionCheckout.count({ where: { userId: user.id, status: 'open' } })).toBe(1)
    // A third tab: still the same page.
    expect((await buy(token, 'pro')).body.url).toBe(first.body.url)

    // Something else meanwhile closes that page first: never two pages, so never two bills.
    const cards = await buy(token, 'smart-albums')
    expect(cards.body.url).not.toBe(first.body.url)
    expect(stripe.sessions.get(sessionIdOf(first.body.url!))!.status).toBe('expired')
    expect(await prisma.subscriptionCheckout.count({ where: { userId: user.id, status: 'open' } })).toBe(1)
  })

  it('an owner on Pro cannot buy Review Cards: 409, nothing asked of Stripe, nothing recorded', async () => {
    const { user, token } = await createOwner()
    const pro = await buy(token, 'pro')
    await payCheckout(pro.body.url!)
    expect((await getEntitlements(user.id)).pro).toBe(true)
    const before = stripe.requests.length
    const rowsBefore = await prisma.subscription.count({ where: { userId: user.id } })
    const cards = await buy(token, 'review-cards')
    expect(cards.status).toBe(409)
    expect(cards.body.error?.message).toBe('Glowfolio Pro includes Review Cards: there is nothing more to pay')
    expect(stripe.requests.length).toBe(before)
    expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(rowsBefore)
    expect(await prisma.subscriptionCheckout.count({ where: { userId: user.id, status: 'open' } })).toBe(0)
  })

  it('one Pro trial per owner: a unique key, and a second Pro after cancelling has none', async () => {
    const { user, token } = await createOwner()
    const first = await buy(token, 'pro')
    const firstSession = stripe.sessions.get(sessionIdOf(first.body.url!))!
    expect(firstSession.trial_period_days).toBe(14)
    const bill = await payCheckout(first.body.url!)
    expect(await prisma.proTrial.count({ where: { userId: user.id } })).toBe(1)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).hadTrial).toBe(true)
    // The database refuses a second one, whoever asks.
    await expect(prisma.proTrial.create({ data: { userId: user.id } })).rejects.toMatchObject({ code: 'P2002' })

    // Cancelled, and Stripe ends it.
    Object.assign(stripe.subscriptions.get(bill.id)!, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) })
    await deliver('customer.subscription.deleted', { id: bill.id, object: 'subscription', status: 'canceled' })
    expect((await getEntitlements(user.id)).pro).toBe(false)

    const again = await buy(token, 'pro')
    expect(again.body.status).toBe('checkout')
    expect(stripe.sessions.get(sessionIdOf(again.body.url!))!.trial_period_days).toBe(0)
    const call = new URLSearchParams(stripe.requests.filter((request) => request.path === '/v1/checkout/sessions').at(-1)!.body)
    expect(call.get('subscription_data[trial_period_days]')).toBeNull()
    // The no-card trial is test mode's: with Stripe, it starts on Stripe's page.
    expect((await callRoute(trialRoute, { token, method: 'POST' })).status).toBe(409)
  })

  it('taking an add-on off while others stay deletes its item with a proration; the subscription stays', async () => {
    const { user, token, bill } = await ownerWithReviewCards()
    const before = stripe.requests.length
    const albums = await buy(token, 'smart-albums')
    expect(albums.body).toMatchObject({ status: 'activated', subscription: { subItemId: 'smart-albums', status: 'active' } })
    const added = stripe.requests.slice(before).find((call) => call.path === '/v1/subscription_items')!
    expect(new URLSearchParams(added.body).get('subscription')).toBe(bill.id)
    expect(new URLSearchParams(added.body).get('proration_behavior')).toBe('create_prorations')
    const row = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id, featureId: 'smart-albums', status: 'active' } })
    expect(row.providerSubscriptionId).toBe(bill.id)

    // The Billing screen says so before: this one ends now, credited; the last one would end with its month.
    const lines = (await listBilling({ user })).lines
    expect(lines.map((line) => [line.name, line.endsNow])).toEqual([
      ['Review Cards', true],
      ['Smart Albums', true],
    ])

    const cancelledAt = stripe.requests.length
    expect((await callRoute(cancelRoute, { token, body: { subscriptionId: row.id } })).status).toBe(200)
    const calls = stripe.requests.slice(cancelledAt)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([`DELETE /v1/subscription_items/${row.providerItemId}`])
    expect(calls[0].query.get('proration_behavior')).toBe('create_prorations')
    const atStripe = stripe.subscriptions.get(bill.id) as { status: string; cancel_at_period_end: boolean; items: { data: { price: { product: string } }[] } }
    expect(atStripe).toMatchObject({ status: 'active', cancel_at_period_end: false })
    expect(atStripe.items.data.map((item) => item.price.product)).toEqual(['glowfolio-feature-review-cards'])
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'cancelled' })
    await deliver('customer.subscription.updated', { id: bill.id, object: 'subscription' })
    expect(await getEntitlements(user.id)).toMatchObject({ reviewCards: true, smartAlbums: false })

    // An item taken off in Stripe's portal ends here too, once Stripe says so.
    const cards = await prisma.subscription.findFirstOrThrow({ where: { userId: user.id, featureId: 'review-cards', status: 'active' } })
    await buy(token, 'smart-albums')
    Object.assign(atStripe, { items: { object: 'list', data: atStripe.items.data.filter((item) => item.price.product !== 'glowfolio-feature-review-cards') } })
    await deliver('customer.subscription.updated', { id: bill.id, object: 'subscription' })
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: cards.id } })).toMatchObject({ status: 'cancelled' })
    expect(await getEntitlements(user.id)).toMatchObject({ reviewCards: false, smartAlbums: true })
  })

  it('honours no row made in test mode once a Stripe key is set', async () => {
    const { user, token } = await createOwner()
    const inAMonth = new Date(Date.now() + 30 * 86_400_000)
    await prisma.subscription.createMany({
      data: [
        { userId: user.id, type: 'pro', featureId: 'pro', status: 'active', provider: 'test', priceCents: 1199, currentPeriodEnd: inAMonth },
        { userId: user.id, type: 'feature', featureId: 'review-cards', status: 'trialing', provider: 'test', priceCents: 499, trialEndsAt: inAMonth },
      ],
    })
    expect(await getEntitlements(user.id)).toMatchObject({ pro: false, reviewCards: false, featureIds: [] })
    // Nor do they stand in the way of paying for the real thing.
    expect((await buy(token, 'review-cards')).body.status).toBe('checkout')
  })
})
