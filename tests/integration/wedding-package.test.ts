// The owner's usual wedding (GET/PUT /v1/wedding-package): where her next wedding quote starts.
import { describe, expect, it } from 'vitest'
import { GET as getPackageRoute, PUT as putPackageRoute } from '@/app/v1/wedding-package/route'
import { prisma } from '@/lib/db'
import type { WeddingPackage } from '@/lib/weddings/schema'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

const USUAL: WeddingPackage = {
  party: [
    { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
    { role: 'Bridesmaids', service: 'Bridesmaid makeup', count: 4, minCount: 2, maxCount: 6, priceCents: 18000, durationMinutes: 45 },
  ],
  trial: { time: { from: '10:00', to: '12:00' }, feeCents: 15000, notes: 'Bring a photo of the dress' },
  retainer: { kind: 'amount', cents: 30000 },
  retainerRefundable: false,
  terms: 'Touch-ups after 2 pm are charged by the hour.',
}

const put = (token: string | undefined, body: unknown) => callRoute<WeddingPackage & Err>(putPackageRoute, { method: 'PUT', token, body })

describe('GET/PUT /v1/wedding-package', () => {
  it('answers null until saved, then her usual wedding; saving again replaces it', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute(getPackageRoute, { token })).body).toBeNull()
    const saved = await put(token, USUAL)
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(USUAL)
    expect((await callRoute(getPackageRoute, { token })).body).toEqual(USUAL)
    const noTrial = await put(token, { ...USUAL, trial: null, terms: '' })
    expect(noTrial.body).toMatchObject({ trial: null, terms: null })
    expect(await prisma.weddingPackage.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses a bad party with the field’s message, changing nothing', async () => {
    const { user, token } = await createOwner()
    await put(token, USUAL)
    const before = await prisma.weddingPackage.findUniqueOrThrow({ where: { userId: user.id } })
    const bad = await put(token, { ...USUAL, party: [{ ...USUAL.party[0], priceCents: -1 }] })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.['party.0.priceCents']).toBe('Please enter the price per person')
    expect((await put(token, { ...USUAL, party: [] })).status).toBe(422)
    expect(await prisma.weddingPackage.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(before)
  })

  it('needs a token, and each owner sees and saves only her own', async () => {
    const first = await createOwner()
    const other = await createOwner()
    await put(first.token, USUAL)
    expect((await callRoute(getPackageRoute, {})).status).toBe(401)
    expect((await put(undefined, USUAL)).status).toBe(401)
    expect((await callRoute(getPackageRoute, { token: other.token })).body).toBeNull()
    await put(other.token, { ...USUAL, terms: 'Hers' })
    expect((await callRoute<WeddingPackage>(getPackageRoute, { token: first.token })).body.terms).toBe(USUAL.terms)
  })
})
