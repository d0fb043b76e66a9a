import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_TIERS, daysBeforeGig, describeCancellationTiers, settleCancellation, tierFor } from '@/lib/appointments/cancellation-tiers'
import { cancellationTiersSchema } from '@/lib/appointments/cancellation-tiers-schema'

const total = 300_000
const retainer = 60_000

describe('cancellation tiers', () => {
  it('finds the tier a cancellation falls in, at and between the edges', () => {
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 200)?.keep).toEqual({ kind: 'retainer' })
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 91)?.keep).toEqual({ kind: 'retainer' })
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 90)?.keep).toEqual({ kind: 'percent', percent: 50 })
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 30)?.keep).toEqual({ kind: 'percent', percent: 50 })
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 29)?.keep).toEqual({ kind: 'percent', percent: 100 })
    expect(tierFor(DEFAULT_CANCELLATION_TIERS, 0)?.keep).toEqual({ kind: 'percent', percent: 100 })
    expect(tierFor([{ daysBefore: 14, keep: { kind: 'retainer' } }], 3)).toBeNull()
  })

  it('keeps the retainer far out and refunds the rest of what was paid', () => {
    expect(
      settleCancellation({ tiers: DEFAULT_CANCELLATION_TIERS, daysBefore: 120, totalCents: total, retainerCents: retainer, paidCents: 100_000 }),
    ).toMatchObject({
      keptCents: 60_000,
      refundCents: 40_000,
      owedCents: 0,
    })
  })

  it('keeps half between 30 and 90 days, and says what is still owed when less was paid', () => {
    expect(
      settleCancellation({ tiers: DEFAULT_CANCELLATION_TIERS, daysBefore: 45, totalCents: total, retainerCents: retainer, paidCents: retainer }),
    ).toMatchObject({
      keptCents: 150_000,
      refundCents: 0,
      owedCents: 90_000,
    })
  })

  it('keeps everything close to the day, never more than the total', () => {
    expect(
      settleCancellation({ tiers: DEFAULT_CANCELLATION_TIERS, daysBefore: 3, totalCents: total, retainerCents: retainer, paidCents: total }),
    ).toMatchObject({ keptCents: total, refundCents: 0, owedCents: 0 })
    expect(
      settleCancellation({ tiers: [{ daysBefore: 0, keep: { kind: 'retainer' } }], daysBefore: 3, totalCents: 10_000, retainerCents: 20_000, paidCents: 0 })
        .keptCents,
    ).toBe(10_000)
  })

  it('refunds everything paid when no tier covers the day', () => {
    expect(settleCancellation({ tiers: [], daysBefore: 10, totalCents: total, retainerCents: retainer, paidCents: retainer })).toEqual({
      tier: null,
      keptCents: 0,
      refundCents: retainer,
      owedCents: 0,
    })
  })

  it('rounds a percentage of an odd total to whole cents', () => {
    expect(
      settleCancellation({
        tiers: [{ daysBefore: 0, keep: { kind: 'percent', percent: 33 } }],
        daysBefore: 1,
        totalCents: 10_001,
        retainerCents: 0,
        paidCents: 0,
      }).keptCents,
    ).toBe(3300)
  })

  it('counts days before the gig in the owner’s time zone', () => {
    // 23:30 UTC on 1 March is already 2 March in Sydney.
    const now = new Date('2027-03-01T23:30:00Z')
    expect(daysBeforeGig('2027-03-12', 'Australia/Sydney', now)).toBe(10)
    expect(daysBeforeGig('2027-03-12', 'UTC', now)).toBe(11)
    expect(daysBeforeGig('2027-02-28', 'UTC', now)).toBe(-1)
  })

  it('accepts tiers in any order, sorts them, and refuses repeated days and bad percentages', () => {
    const parsed = cancellationTiersSchema.parse([DEFAULT_CANCELLATION_TIERS[2], DEFAULT_CANCELLATION_TIERS[0], DEFAULT_CANCELLATION_TIERS[1]])
    expect(parsed.map((tier) => tier.daysBefore)).toEqual([91, 30, 0])
    expect(cancellationTiersSchema.safeParse([DEFAULT_CANCELLATION_TIERS[0], DEFAULT_CANCELLATION_TIERS[0]]).error?.issues[0].message).toBe(
      'Each tier needs its own number of days',
    )
    expect(cancellationTiersSchema.safeParse([{ daysBefore: 3, keep: { kind: 'percent', percent: 120 } }]).error?.issues[0].message).toBe(
      'Percentages run from 0 to 100',
    )
  })

  it('writes one sentence per tier for the terms', () => {
    expect(describeCancellationTiers(DEFAULT_CANCELLATION_TIERS, { retainerCents: retainer })).toEqual([
      'Cancelled 91 days or more before the day: the retainer ($600.00) is kept.',
      'Cancelled 30 to 90 days before the day: 50% of the total is kept.',
      'Cancelled less than 30 days before the day: 100% of the total is kept.',
    ])
    expect(
      describeCancellationTiers([
        { daysBefore: 7, keep: { kind: 'percent', percent: 0 } },
        { daysBefore: 0, keep: { kind: 'retainer' } },
      ]),
    ).toEqual(['Cancelled 7 days or more before the day: everything paid is refunded.', 'Cancelled less than 7 days before the day: the retainer is kept.'])
  })
})
