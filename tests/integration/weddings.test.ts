// Weddings: the owner's fee rules, the quote (built, changed, sent), the client's proposal (headcounts,
// signing, the retainer) and the signed contract, on the real database with test-mode payments.
import { describe, expect, it } from 'vitest'
import { GET as getFeeRulesRoute, PUT as putFeeRulesRoute } from '@/app/v1/fee-rules/route'
import { prisma } from '@/lib/db'
import type { FeeRules } from '@/lib/weddings/schema'
import { callRoute } from '../support/call-route'
import { createOwner } from '../factories/users'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }

export const RULES: FeeRules = {
  travel: { freeWithinKm: 20, perKmCents: 150, freeSuburbs: ['Bondi'], zones: [{ name: 'Blue Mountains', feeCents: 12000 }] },
  earlyStartFees: [
    { before: '07:00', feeCents: 5000 },
    { before: '06:00', feeCents: 10000 },
  ],
  minimumTotalCents: 0,
}

describe('GET/PUT /v1/fee-rules', () => {
  it('answers no fees until saved, then the saved rules, early starts in time order', async () => {
    const { user, token } = await createOwner()
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token })).body).toEqual({ travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: [], minimumTotalCents: 0 })
    const saved = await callRoute<FeeRules>(putFeeRulesRoute, { method: 'PUT', token, body: RULES })
    expect(saved.status).toBe(200)
    expect(saved.body.earlyStartFees).toEqual([RULES.earlyStartFees[1], RULES.earlyStartFees[0]])
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token })).body).toEqual(saved.body)
    expect(await prisma.feeRules.count({ where: { userId: user.id } })).toBe(1)
  })

  it('refuses bad rules with the field’s message, changing nothing', async () => {
    const { user, token } = await createOwner()
    await callRoute(putFeeRulesRoute, { method: 'PUT', token, body: RULES })
    const before = await prisma.feeRules.findUniqueOrThrow({ where: { userId: user.id } })
    const bad = await callRoute<Err>(putFeeRulesRoute, { method: 'PUT', token, body: { ...RULES, earlyStartFees: [{ before: '07:00', feeCents: -5 }] } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.['earlyStartFees.0.feeCents']).toBe('Please enter the fee')
    const zones = await callRoute<Err>(putFeeRulesRoute, { method: 'PUT', token, body: { ...RULES, travel: { ...RULES.travel, zones: [{ name: 'North', feeCents: 1 }, { name: 'NORTH', feeCents: 2 }] } } })
    expect(zones.body.error.fields?.['travel.zones']).toBe('Each zone needs its own name')
    expect(await prisma.feeRules.findUniqueOrThrow({ where: { userId: user.id } })).toEqual(before)
  })

  it('needs a token, and each owner sees and saves only their own rules', async () => {
    const first = await createOwner()
    const other = await createOwner()
    await callRoute(putFeeRulesRoute, { method: 'PUT', token: first.token, body: RULES })
    expect((await callRoute(getFeeRulesRoute, {})).status).toBe(401)
    expect((await callRoute(putFeeRulesRoute, { method: 'PUT', body: RULES })).status).toBe(401)
    expect((await callRoute<FeeRules>(getFeeRulesRoute, { token: other.token })).body.travel.zones).toEqual([])
    await callRoute(putFeeRulesRoute, { method: 'PUT', token: other.token, body: { ...RULES, minimumTotalCents: 99900 } })
    expect((await prisma.feeRules.findUniqueOrThrow({ where: { userId: first.user.id } })).minimumTotalCents).toBe(0)
  })
})
