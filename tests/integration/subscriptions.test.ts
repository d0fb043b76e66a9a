// Paid features in test mode (no Stripe configured here): activation, Pro trial, access requests,
// cancelling, theme subscriptions and the trial that ends by itself.
import { describe, expect, it } from 'vitest'
import { POST as subscribeRoute } from '@/app/v1/subscription/route'
import { POST as cancelRoute } from '@/app/v1/subscription/cancel/route'
import { POST as cancelThemesRoute } from '@/app/v1/subscription/cancel-theme-subs/route'
import { POST as portalRoute } from '@/app/v1/subscription/portal/route'
import { POST as requestAccessRoute } from '@/app/v1/subscription/request-access/route'
import { POST as trialRoute } from '@/app/v1/user/trial/route'
import { GET as checklistRoute } from '@/app/v1/checklist/user/items/route'
import type { Checklist } from '@/lib/checklist/schema'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { featureStates } from '@/lib/features/feature-state'
import { getSiteBySlug, getSiteForOwner } from '@/lib/site/get-site'
import { endExpiredTrials } from '@/lib/subscriptions/end-subscriptions'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string } }
type Activated = {
  status: 'activated'
  testMode: boolean
  subscription: { _id: string; status: string; subItemId: string; trialEndsAt: string | null; currentPeriodEnd: string | null; provider: string }
}

describe('POST /v1/subscription (test mode)', () => {
  it('activates review cards at once with their trial, e-mails the team, and marks the suggestion seen', async () => {
    const { user, token } = await createOwner()
    await callRoute(checklistRoute, { token })
    const { status, body } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'review-cards', token: 'tok_visa' } })
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'activated', testMode: true, subscription: { subItemId: 'review-cards', status: 'trialing', provider: 'test' } })
    expect(new Date(body.subscription.trialEndsAt!).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000)
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)
    expect((await featureStates(user.id))['review-cards']).toBe('active')
    expect(await prisma.emailOutbox.count({ where: { subject: `${user.email} subscribed to Review Cards` } })).toBe(1)
    const { body: checklist } = await callRoute<Checklist>(checklistRoute, { token })
    expect(checklist.suggestions.map((s) => s.item._id)).not.toContain('suggest-review-cards')
    expect((await callRoute<Err>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })).status).toBe(409)
  })

  it('ends a test-mode trial by itself after its days (on read and by the job); buying again has no second trial', async () => {
    const { user, token } = await createOwner()
    const { body } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })
    expect(body.subscription.status).toBe('trialing')
    const ends = new Date(body.subscription.trialEndsAt!)
    expect(Math.round((ends.getTime() - Date.now()) / 86_400_000)).toBe(14)
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)

    const later = new Date(ends.getTime() + 60_000)
    expect((await getEntitlements(user.id, { now: later })).reviewCards).toBe(false)
    expect((await featureStates(user.id, later))['review-cards']).toBe('available')
    expect(await endExpiredTrials(later)).toBeGreaterThanOrEqual(1)
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })).status).toBe('cancelled')
    expect((await getEntitlements(user.id)).reviewCards).toBe(false)

    const again = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })
    expect(again.body.subscription).toMatchObject({ status: 'active', trialEndsAt: null })
    expect((await getEntitlements(user.id)).reviewCards).toBe(true)
  })

  it('ends Smart Albums and Pro bought on the feature page with a trial too', async () => {
    const { user, token } = await createOwner()
    for (const subItemId of ['smart-albums', 'pro']) {
      const { body } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId } })
      expect(body.subscription.status).toBe('trialing')
    }
    const entitlements = await getEntitlements(user.id)
    expect(entitlements).toMatchObject({ pro: true, smartAlbums: true, autoplayCovers: true })
    const later = new Date(Date.now() + 15 * 86_400_000)
    expect(await getEntitlements(user.id, { now: later })).toMatchObject({ pro: false, smartAlbums: false, autoplayCovers: false, customThemes: false })
    await endExpiredTrials(later)
    expect(await prisma.subscription.count({ where: { userId: user.id, status: { not: 'cancelled' } } })).toBe(0)
  })

  it('takes the price from the catalogue, never from the client', async () => {
    const { user, token } = await createOwner()
    await callRoute(subscribeRoute, { token, body: { subItemId: 'smart-albums', price: 1, priceCents: 1 } })
    expect((await prisma.subscription.findFirstOrThrow({ where: { userId: user.id } })).priceCents).toBe(399)
  })

  it('refuses a feature that is not ready, an unknown one, a free theme, and bad input', async () => {
    const { token } = await createOwner()
    expect((await callRoute(subscribeRoute, { token, body: { subItemId: 'card-payments' } })).status).toBe(409)
    expect((await callRoute(subscribeRoute, { token, body: { subItemId: 'nope' } })).status).toBe(404)
    expect((await callRoute(subscribeRoute, { token, body: { themeId: 'basic' } })).status).toBe(409)
    expect((await callRoute(subscribeRoute, { token, body: {} })).status).toBe(422)
    expect((await callRoute(subscribeRoute, { token, body: { subItemId: 'pro', themeId: 'noir' } })).status).toBe(422)
    expect((await callRoute(subscribeRoute, { body: { subItemId: 'pro' } })).status).toBe(401)
  })

  it('subscribes to a paid theme and cancels theme subscriptions: the site falls back to the free theme, the choice is kept', async () => {
    const { user, token } = await createOwner()
    const { body } = await callRoute<Activated>(subscribeRoute, { token, body: { themeId: 'noir' } })
    expect(body.status).toBe('activated')
    await prisma.user.update({ where: { id: user.id }, data: { themeId: 'noir' } })
    expect((await getEntitlements(user.id)).themeIds).toEqual(['noir'])
    expect((await getSiteBySlug(user.slug!))!.theme).toMatchObject({ id: 'noir', layout: 'noir' })

    expect((await callRoute(cancelThemesRoute, { token })).body).toEqual({ cancelled: 1 })
    expect((await callRoute(cancelThemesRoute, { token })).body).toEqual({ cancelled: 0 })
    // Cancelled at the end of the month paid for: the site wears Noir until then.
    const row = await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })
    expect(row).toMatchObject({ status: 'active', cancelledAt: expect.any(Date) })
    expect(row.currentPeriodEnd!.getTime()).toBe(new Date(body.subscription.currentPeriodEnd!).getTime())
    expect((await getSiteBySlug(user.slug!))!.theme.id).toBe('noir')
    expect(await endExpiredTrials(new Date(row.currentPeriodEnd!.getTime() + 1000))).toBeGreaterThanOrEqual(1)
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ themeId: 'noir' })
    expect((await getSiteBySlug(user.slug!))!.theme).toMatchObject({ id: 'basic', primary: '#007aff', heading: '#000000' })
    // The owner's preview of their own paid theme still shows it (to pay for it again).
    expect((await getSiteForOwner(user.id, { themeId: 'noir' }))!.theme.id).toBe('noir')

    await callRoute(subscribeRoute, { token, body: { themeId: 'noir' } })
    expect((await getSiteBySlug(user.slug!))!.theme.id).toBe('noir')
    expect((await callRoute(cancelThemesRoute)).status).toBe(401)
    // No Stripe here: nothing to manage in a portal.
    expect((await callRoute(portalRoute, { token, query: { returnTo: '/dashboard/design' } })).status).toBe(409)
  })

  it('keeps custom colours and a paid theme from Pro when Pro ends, and shows them again with Pro', async () => {
    const { user, token } = await createOwner({ theme: { connect: { id: 'editorial' } }, themeConfigs: { primaryColor: '#ff0000', headingColor: '#00ff00' } })
    const trial = await callRoute<{ trialEndsAt: string }>(trialRoute, { token })
    expect((await getSiteBySlug(user.slug!))!.theme).toMatchObject({ id: 'editorial', primary: '#ff0000', heading: '#00ff00' })
    await endExpiredTrials(new Date(new Date(trial.body.trialEndsAt).getTime() + 1000))
    expect((await getSiteBySlug(user.slug!))!.theme).toMatchObject({ id: 'basic', primary: '#007aff', heading: '#000000' })
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      themeId: 'editorial',
      themeConfigs: { primaryColor: '#ff0000', headingColor: '#00ff00' },
    })
    await callRoute(subscribeRoute, { token, body: { subItemId: 'pro' } })
    expect((await getSiteBySlug(user.slug!))!.theme).toMatchObject({ id: 'editorial', primary: '#ff0000', heading: '#00ff00' })
  })

  it("cancels one of the owner's subscriptions, never another owner's", async () => {
    const first = await createOwner()
    const { body } = await callRoute<Activated>(subscribeRoute, { token: first.token, body: { subItemId: 'smart-albums' } })
    const second = await createOwner()
    expect((await callRoute(cancelRoute, { token: second.token, body: { subscriptionId: body.subscription._id } })).status).toBe(404)
    expect((await getEntitlements(first.user.id)).smartAlbums).toBe(true)
    expect((await callRoute(cancelRoute, { token: first.token, body: { subscriptionId: body.subscription._id } })).body).toEqual({ cancelled: 1 })
    expect((await callRoute(cancelRoute, { token: first.token, body: { subscriptionId: body.subscription._id } })).body).toEqual({ cancelled: 0 })
    expect((await callRoute(cancelRoute, { token: first.token, body: {} })).status).toBe(422)
    expect((await callRoute(cancelRoute, { body: { subscriptionId: body.subscription._id } })).status).toBe(401)
    // A trial ends when it ends: cancelling keeps access until then.
    const ends = new Date(body.subscription.trialEndsAt!)
    expect((await getEntitlements(first.user.id)).smartAlbums).toBe(true)
    expect((await getEntitlements(first.user.id, { now: new Date(ends.getTime() + 1000) })).smartAlbums).toBe(false)
  })

  it('cancels a paid month at its end, not now: access until then, and the job ends it', async () => {
    const { user, token } = await createOwner({ hadTrial: true })
    const { body } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'pro' } })
    expect(body.subscription).toMatchObject({ status: 'active', trialEndsAt: null })
    expect((await callRoute(cancelRoute, { token, body: { subscriptionId: body.subscription._id } })).status).toBe(200)
    const periodEnd = new Date(body.subscription.currentPeriodEnd!)
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })).toMatchObject({
      status: 'active',
      cancelledAt: expect.any(Date),
      currentPeriodEnd: periodEnd,
    })
    expect((await getEntitlements(user.id, { now: new Date(periodEnd.getTime() - 60_000) })).pro).toBe(true)
    expect((await getEntitlements(user.id, { now: new Date(periodEnd.getTime() + 1000) })).pro).toBe(false)
    // Not before its end.
    await endExpiredTrials(new Date(periodEnd.getTime() - 60_000))
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })).status).toBe('active')
    await endExpiredTrials(new Date(periodEnd.getTime() + 1000))
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })).status).toBe('cancelled')
  })

  it('Pro after Noir, Smart Albums and Review Cards: they end when Pro starts, one bill; nothing Pro includes on top of Pro', async () => {
    const { user, token } = await createOwner({ hadTrial: true })
    const noir = await callRoute<Activated>(subscribeRoute, { token, body: { themeId: 'noir' } })
    const smart = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'smart-albums' } })
    const cards = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })
    const pro = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'pro' } })
    expect(pro.body.subscription.status).toBe('active')
    const rows = await prisma.subscription.findMany({ where: { userId: user.id } })
    const byId = (id: string) => rows.find((row) => row.id === id)!
    // Test mode took no money for them: they end now, and Pro gives what they gave.
    for (const included of [noir, smart, cards])
      expect(byId(included.body.subscription._id)).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(Date) })
    expect(byId(pro.body.subscription._id)).toMatchObject({ status: 'active', cancelledAt: null })
    expect(await getEntitlements(user.id)).toMatchObject({ pro: true, customThemes: true, smartAlbums: true, reviewCards: true, themeIds: [] })

    const refused = await callRoute<Err>(subscribeRoute, { token, body: { themeId: 'editorial' } })
    expect(refused.status).toBe(409)
    expect(refused.body.error.message).toBe('Glowfolio Pro includes every theme: there is nothing more to pay')
    expect((await callRoute<Err>(subscribeRoute, { token, body: { subItemId: 'smart-albums' } })).status).toBe(409)
    const cardsAgain = await callRoute<Err>(subscribeRoute, { token, body: { subItemId: 'review-cards' } })
    expect(cardsAgain.status).toBe(409)
    expect(cardsAgain.body.error.message).toBe('Glowfolio Pro includes Review Cards: there is nothing more to pay')
    expect((await featureStates(user.id))['review-cards']).toBe('included')
    expect(await prisma.subscription.count({ where: { userId: user.id } })).toBe(4)
  })

  it('ends a theme bought before a Pro trial: Pro includes it', async () => {
    const { user, token } = await createOwner()
    const noir = await callRoute<Activated>(subscribeRoute, { token, body: { themeId: 'noir' } })
    expect((await callRoute(trialRoute, { token })).status).toBe(201)
    expect(await prisma.subscription.findUniqueOrThrow({ where: { id: noir.body.subscription._id } })).toMatchObject({ status: 'cancelled' })
    expect(await getEntitlements(user.id)).toMatchObject({ pro: true, customThemes: true })
  })

  it('ends a test-mode month at its period end, like a Stripe subscription not paid again', async () => {
    const { user, token } = await createOwner()
    await prisma.subscription.create({
      data: { userId: user.id, type: 'feature', featureId: 'smart-albums', status: 'cancelled', provider: 'test', priceCents: 399, cancelledAt: new Date() },
    })
    const { body } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'smart-albums' } })
    expect(body.subscription).toMatchObject({ status: 'active', trialEndsAt: null })
    const periodEnd = new Date(body.subscription.currentPeriodEnd!)
    expect((await getEntitlements(user.id, { now: new Date(periodEnd.getTime() - 60_000) })).smartAlbums).toBe(true)
    // Nobody cancelled it, but nothing paid for another month: it ends on read, and the job ends it.
    expect((await getEntitlements(user.id, { now: new Date(periodEnd.getTime() + 60_000) })).smartAlbums).toBe(false)
    await endExpiredTrials(new Date(periodEnd.getTime() + 60_000))
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: body.subscription._id } })).status).toBe('cancelled')
  })
})

describe('POST /v1/user/trial', () => {
  it('starts the 14-day Pro trial once, and it ends by itself, losing no data', async () => {
    const { user, token } = await createOwner({ imgAutoplay: true, coverImgs: ['/demo/cover-1.jpg'] })
    const { status, body } = await callRoute<{ _id: string; status: string; trialEndsAt: string }>(trialRoute, { token })
    expect(status).toBe(201)
    expect(body.status).toBe('trialing')
    const ends = new Date(body.trialEndsAt)
    expect(Math.round((ends.getTime() - Date.now()) / 86_400_000)).toBe(14)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).hadTrial).toBe(true)
    expect((await getEntitlements(user.id)).autoplayCovers).toBe(true)
    expect((await callRoute<Err>(trialRoute, { token })).body.error.message).toBe('You have already had your free Pro trial')

    // The clock moves past the end: the check on read and the job both lock Pro again.
    const later = new Date(ends.getTime() + 60_000)
    expect((await getEntitlements(user.id, { now: later })).pro).toBe(false)
    expect(await endExpiredTrials(later)).toBeGreaterThanOrEqual(1)
    expect((await prisma.subscription.findUniqueOrThrow({ where: { id: body._id } })).status).toBe('cancelled')
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ imgAutoplay: true, coverImgs: ['/demo/cover-1.jpg'] })
    // No second trial through the payment page either.
    const { body: paid } = await callRoute<Activated>(subscribeRoute, { token, body: { subItemId: 'pro' } })
    expect(paid.subscription.trialEndsAt).toBeNull()
  })

  it('needs a token', async () => {
    expect((await callRoute(trialRoute)).status).toBe(401)
  })
})

describe('POST /v1/subscription/request-access', () => {
  it('records the request once, e-mails the team, and the feature reads Pending Access', async () => {
    const { user, token } = await createOwner()
    const first = await callRoute<{ status: string; message: string }>(requestAccessRoute, { token, body: { subItemId: 'card-payments' } })
    expect(first.body).toEqual({ status: 'pending', message: 'Requested access to this feature. We will email you when it is available.' })
    await callRoute(requestAccessRoute, { token, body: { subItemId: 'card-payments' } })
    expect(await prisma.accessRequest.count({ where: { userId: user.id } })).toBe(1)
    expect(await prisma.emailOutbox.count({ where: { replyTo: user.email, subject: { startsWith: 'Access request' } } })).toBe(1)
    expect((await featureStates(user.id))['card-payments']).toBe('pending')
  })

  it('refuses a live feature, an unknown one, bad input and no token', async () => {
    const { token } = await createOwner()
    expect((await callRoute(requestAccessRoute, { token, body: { subItemId: 'review-cards' } })).status).toBe(409)
    expect((await callRoute(requestAccessRoute, { token, body: { subItemId: 'nope' } })).status).toBe(404)
    expect((await callRoute(requestAccessRoute, { token, body: {} })).status).toBe(422)
    expect((await callRoute(requestAccessRoute, { body: { subItemId: 'card-payments' } })).status).toBe(401)
  })
})
