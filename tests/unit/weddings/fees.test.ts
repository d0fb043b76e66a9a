import { describe, expect, it } from 'vitest'
import { balanceDueDate, earlyStartFeeFor, quoteTotals, retainerCents, travelFee } from '@/lib/weddings/fees'
import { feeRulesSchema, partyRowSchema, type FeeRules, type PartyRow } from '@/lib/weddings/schema'

const rules: FeeRules = {
  travel: {
    freeWithinKm: 20,
    perKmCents: 150,
    freeSuburbs: ['Bondi', 'Coogee'],
    zones: [
      { name: 'Blue Mountains', feeCents: 12000 },
      { name: 'Central Coast', feeCents: 9000 },
    ],
  },
  earlyStartFees: [
    { before: '07:00', feeCents: 5000 },
    { before: '06:00', feeCents: 10000 },
  ],
  minimumTotalCents: 0,
}

const row = (extra: Partial<PartyRow> = {}): PartyRow => ({
  role: 'Bride',
  service: 'Bridal makeup',
  count: 1,
  minCount: 1,
  maxCount: 1,
  priceCents: 45000,
  durationMinutes: 90,
  ...extra,
})

describe('travel fees', () => {
  it('charges each km beyond the free radius at the per-km rate, and nothing within it', () => {
    expect(travelFee(rules, { suburb: 'Parramatta', travel: { kind: 'km', km: 35 } })).toMatchObject({ cents: 2250, detail: '15 km beyond 20 km' })
    expect(travelFee(rules, { suburb: 'Parramatta', travel: { kind: 'km', km: 20 } })).toMatchObject({ cents: 0, detail: 'Within 20 km' })
    expect(travelFee(rules, { suburb: 'Parramatta', travel: { kind: 'km', km: 5 } })?.cents).toBe(0)
  })

  it('rounds a part km to the cent', () => {
    // 12.3 km beyond at $1.55: $19.065 → $19.07.
    expect(travelFee({ ...rules, travel: { ...rules.travel, perKmCents: 155 } }, { suburb: 'Penrith', travel: { kind: 'km', km: 32.3 } })).toMatchObject({
      cents: 1907,
      detail: '12.3 km beyond 20 km',
    })
  })

  it('charges a zone its own fee, whatever the case the zone was named in', () => {
    expect(travelFee(rules, { suburb: 'Katoomba', travel: { kind: 'zone', zone: 'blue mountains' } })).toMatchObject({ cents: 12000, detail: 'Blue Mountains' })
    expect(travelFee(rules, { suburb: 'Katoomba', travel: { kind: 'zone', zone: 'Hunter Valley' } })).toBeNull()
  })

  it('is free to a listed suburb, matched ignoring case and spaces, even with a distance or a zone', () => {
    expect(travelFee(rules, { suburb: '  bondi ', travel: { kind: 'km', km: 80 } })).toMatchObject({ cents: 0, detail: 'Free to bondi' })
    expect(travelFee(rules, { suburb: 'COOGEE', travel: { kind: 'zone', zone: 'Central Coast' } })?.cents).toBe(0)
    expect(travelFee(rules, { suburb: 'Bondi Junction', travel: { kind: 'km', km: 21 } })?.cents).toBe(150)
  })

  it('adds no line when travel is not charged', () => {
    expect(travelFee(rules, { suburb: 'Parramatta', travel: { kind: 'none' } })).toBeNull()
  })
})

describe('early-start fees', () => {
  it('picks the highest fee of the tiers the start is before', () => {
    expect(earlyStartFeeFor('05:30', rules.earlyStartFees)).toEqual({ before: '06:00', feeCents: 10000 })
    expect(earlyStartFeeFor('06:00', rules.earlyStartFees)).toEqual({ before: '07:00', feeCents: 5000 })
    expect(earlyStartFeeFor('06:30', rules.earlyStartFees)).toEqual({ before: '07:00', feeCents: 5000 })
    expect(earlyStartFeeFor('07:00', rules.earlyStartFees)).toBeNull()
    expect(earlyStartFeeFor('14:00', rules.earlyStartFees)).toBeNull()
  })

  it('takes the highest fee even when an earlier cut-off costs less', () => {
    expect(
      earlyStartFeeFor('05:00', [
        { before: '06:00', feeCents: 3000 },
        { before: '08:00', feeCents: 4000 },
      ]),
    ).toEqual({ before: '08:00', feeCents: 4000 })
  })

  it('never counts a start after midnight (the night after the gig’s day) as early', () => {
    expect(earlyStartFeeFor('01:00', rules.earlyStartFees)).toBeNull()
    expect(earlyStartFeeFor('04:30', rules.earlyStartFees)).toBeNull()
  })

  it('has no fee without tiers', () => {
    expect(earlyStartFeeFor('05:00', [])).toBeNull()
  })
})

describe('quote totals', () => {
  const party = [row(), row({ role: 'Bridesmaids', service: 'Makeup', count: 4, minCount: 2, maxCount: 5, priceCents: 18000 })]

  it('adds the party, travel, an early start and parking, in that order', () => {
    const totals = quoteTotals(
      { party, travel: { kind: 'km', km: 30 }, parkingCents: 2500, earlyStart: earlyStartFeeFor('06:30', rules.earlyStartFees), suburb: 'Manly' },
      rules,
    )
    expect(totals.lines.map((line) => [line.kind, line.cents])).toEqual([
      ['party', 45000],
      ['party', 72000],
      ['travel', 1500],
      ['earlyStart', 5000],
      ['parking', 2500],
    ])
    expect(totals.lines[1]).toMatchObject({ label: 'Bridesmaids: Makeup', detail: '4 × $180.00' })
    expect(totals.totalCents).toBe(126000)
  })

  it('leaves out rows with nobody in them', () => {
    const totals = quoteTotals(
      {
        party: [row(), row({ role: 'Flower girl', count: 0, minCount: 0, maxCount: 2 })],
        travel: { kind: 'none' },
        parkingCents: 0,
        earlyStart: null,
        suburb: 'Manly',
      },
      rules,
    )
    expect(totals.lines).toHaveLength(1)
    expect(totals.totalCents).toBe(45000)
  })

  it('tops a small booking up to the minimum total with a line of its own', () => {
    const totals = quoteTotals(
      { party: [row({ priceCents: 20000 })], travel: { kind: 'none' }, parkingCents: 1000, earlyStart: null, suburb: 'Manly' },
      { ...rules, minimumTotalCents: 50000 },
    )
    expect(totals.lines.at(-1)).toEqual({ kind: 'minimum', label: 'Minimum booking top-up', detail: 'Bookings start at $500.00', cents: 29000 })
    expect(totals.totalCents).toBe(50000)
  })

  it('adds no top-up at or above the minimum', () => {
    const totals = quoteTotals(
      { party: [row({ priceCents: 50000 })], travel: { kind: 'none' }, parkingCents: 0, earlyStart: null, suburb: 'Manly' },
      { ...rules, minimumTotalCents: 50000 },
    )
    expect(totals.lines.map((line) => line.kind)).toEqual(['party'])
  })
})

describe('retainer and balance', () => {
  it('takes a share of the total rounded to the cent, or a fixed amount no more than the total', () => {
    expect(retainerCents(126_000, { kind: 'percent', percent: 30 })).toBe(37_800)
    expect(retainerCents(100_001, { kind: 'percent', percent: 25 })).toBe(25_000)
    expect(retainerCents(100_002, { kind: 'percent', percent: 25 })).toBe(25_001)
    expect(retainerCents(126_000, { kind: 'amount', cents: 30_000 })).toBe(30_000)
    expect(retainerCents(20_000, { kind: 'amount', cents: 30_000 })).toBe(20_000)
  })

  it('falls due on the day, or so many days before, across month and year ends', () => {
    expect(balanceDueDate('2027-03-20', { kind: 'onTheDay' })).toBe('2027-03-20')
    expect(balanceDueDate('2027-03-20', { kind: 'daysBefore', days: 14 })).toBe('2027-03-06')
    expect(balanceDueDate('2027-01-05', { kind: 'daysBefore', days: 7 })).toBe('2026-12-29')
  })
})

describe('schemas', () => {
  it('refuses headcounts outside the row’s limits and limits the wrong way round', () => {
    expect(partyRowSchema.safeParse(row({ count: 6, minCount: 2, maxCount: 5 })).error?.issues[0]).toMatchObject({
      path: ['count'],
      message: 'Between 2 and 5',
    })
    expect(partyRowSchema.safeParse(row({ count: 3, minCount: 4, maxCount: 2 })).error?.issues[0]).toMatchObject({ path: ['maxCount'] })
  })

  it('refuses early-start times after midnight, zones named twice and suburbs listed twice', () => {
    expect(feeRulesSchema.safeParse({ ...rules, earlyStartFees: [{ before: '04:00', feeCents: 100 }] }).success).toBe(false)
    expect(
      feeRulesSchema.safeParse({
        ...rules,
        travel: {
          ...rules.travel,
          zones: [
            { name: 'North', feeCents: 1 },
            { name: 'north ', feeCents: 2 },
          ],
        },
      }).success,
    ).toBe(false)
    expect(feeRulesSchema.safeParse({ ...rules, travel: { ...rules.travel, freeSuburbs: ['Bondi', 'BONDI'] } }).success).toBe(false)
    expect(feeRulesSchema.safeParse(rules).success).toBe(true)
  })
})

describe('the minimum booking total', () => {
  const rules = feeRulesSchema.parse({ travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: [], minimumTotalCents: 30000 })
  const blank = (priceCents: number) =>
    quoteTotals(
      {
        party: [{ role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents, durationMinutes: 90 }],
        travel: { kind: 'none' },
        parkingCents: 0,
        earlyStart: null,
        suburb: 'Manly',
      },
      rules,
    )

  it('tops nothing up while nothing is priced: a blank quote is $0, not the minimum', () => {
    expect(blank(0)).toEqual({ lines: [expect.objectContaining({ kind: 'party', cents: 0 })], totalCents: 0 })
  })

  it('tops up once there is a priced line', () => {
    expect(blank(20000).totalCents).toBe(30000)
  })
})
