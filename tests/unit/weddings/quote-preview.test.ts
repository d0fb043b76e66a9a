import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_TIERS, describeCancellationTiers } from '@/lib/appointments/cancellation-tiers'
import { safeRetainer, tiersPreview } from '@/lib/weddings/quote-preview'

describe('the quote builder’s live preview, before the schema has loaded', () => {
  it('describes the tiers once each reads as a tier, highest first, with the retainer', () => {
    const shuffled = [DEFAULT_CANCELLATION_TIERS[2], DEFAULT_CANCELLATION_TIERS[0], DEFAULT_CANCELLATION_TIERS[1]]
    expect(tiersPreview(shuffled, 60_000)).toEqual(describeCancellationTiers(DEFAULT_CANCELLATION_TIERS, { retainerCents: 60_000 }))
  })

  it('shows no tiers while one is half typed, out of bounds, or shares its days with another', () => {
    const [first, second] = DEFAULT_CANCELLATION_TIERS
    expect(tiersPreview([first, { daysBefore: Number.NaN, keep: { kind: 'retainer' } }], 60_000)).toEqual([])
    expect(tiersPreview([first, { daysBefore: 30, keep: { kind: 'percent', percent: 150 } }], 60_000)).toEqual([])
    expect(tiersPreview([first, { daysBefore: -1, keep: { kind: 'retainer' } }], 60_000)).toEqual([])
    expect(tiersPreview([second, { ...second }], 60_000)).toEqual([])
  })

  it('works out the retainer of a whole percentage or amount, and nothing of a half-typed one', () => {
    expect(safeRetainer(300_000, { kind: 'percent', percent: 20 })).toBe(60_000)
    expect(safeRetainer(300_000, { kind: 'amount', cents: 500_000 })).toBe(300_000)
    expect(safeRetainer(300_000, { kind: 'percent', percent: Number.NaN })).toBeUndefined()
    expect(safeRetainer(300_000, { kind: 'percent', percent: 101 })).toBeUndefined()
    expect(safeRetainer(300_000, { kind: 'amount', cents: -5 })).toBeUndefined()
  })
})
