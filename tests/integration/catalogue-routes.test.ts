// The first two routes: the feature catalogue and the brand list. Both are public catalogues.
import { describe, expect, it } from 'vitest'
import { GET as getFeatures } from '@/app/v1/subscription/item/route'
import { GET as getKit } from '@/app/v1/kit/route'
import { prisma } from '@/lib/db'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type Feature = { _id: string; id: string; name: string; price: number; trialPeriod: number; status: string }

describe('GET /v1/subscription/item', () => {
  it('lists the catalogue with prices in cents and nothing internal', async () => {
    const { status, body } = await callRoute<Feature[]>(getFeatures, { path: '/v1/subscription/item' })
    expect(status).toBe(200)
    const reviewCards = body.find((f) => f.id === 'review-cards')
    expect(reviewCards).toMatchObject({ _id: 'review-cards', name: 'Review Cards', price: 499, trialPeriod: 14, status: 'live' })
    expect(body.find((f) => f.id === 'pro')).toMatchObject({ price: 1199, trialPeriod: 14 })
    expect(new Set(body.map((f) => f.status))).toEqual(new Set(['live', 'manual', 'notReady']))
    for (const feature of body) expect(feature).not.toHaveProperty('stripePriceId')
  })

  it('answers the same to a signed-in owner', async () => {
    const { token } = await createOwner()
    const anonymous = await callRoute(getFeatures)
    const signedIn = await callRoute(getFeatures, { token })
    expect(signedIn.body).toEqual(anonymous.body)
  })
})

describe('GET /v1/kit', () => {
  it('lists every brand without a query', async () => {
    const { status, body } = await callRoute<{ name: string }[]>(getKit)
    expect(status).toBe(200)
    const brands = await prisma.brand.findMany({ select: { name: true }, orderBy: { name: 'asc' } })
    expect(brands.length).toBeGreaterThanOrEqual(60)
    expect(body.map((brand) => brand.name)).toEqual(brands.map((brand) => brand.name))
  })

  it('matches case-insensitively, names that start with the text first', async () => {
    const { body } = await callRoute<{ name: string }[]>(getKit, { query: { q: 'mAc' } })
    expect(body[0].name).toBe('MAC')
    const { body: nars } = await callRoute<{ name: string }[]>(getKit, { query: { q: 'nars' } })
    expect(nars.map((b) => b.name)).toEqual(['NARS'])
    const { body: accents } = await callRoute<{ name: string }[]>(getKit, { query: { q: 'estée' } })
    expect(accents.map((b) => b.name)).toEqual(['Estée Lauder'])
  })

  it('honours limit and refuses a bad one', async () => {
    const { body } = await callRoute<unknown[]>(getKit, { query: { limit: 3 } })
    expect(body).toHaveLength(3)
    const bad = await callRoute<{ error: { code: string } }>(getKit, { query: { limit: 'lots' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.code).toBe('unprocessable')
  })

  it('answers an owner exactly what it answers anyone', async () => {
    const { token } = await createOwner()
    expect((await callRoute(getKit, { token, query: { q: 'ma' } })).body).toEqual((await callRoute(getKit, { query: { q: 'ma' } })).body)
  })
})
