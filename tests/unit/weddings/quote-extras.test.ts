import { describe, expect, it } from 'vitest'
import { linesTotal } from '@/lib/services/menu'
import { quoteTotals } from '@/lib/weddings/fees'
import { quoteExtras, totalWithExtras } from '@/lib/weddings/quote-extras'
import { NO_FEE_RULES, type FeeRules, type PartyRow } from '@/lib/weddings/schema'

const rules: FeeRules = { ...NO_FEE_RULES, travel: { freeWithinKm: 20, perKmCents: 150, freeSuburbs: [], zones: [] } }
const party: PartyRow[] = [
  { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
  { role: 'Bridesmaids', service: 'Makeup', count: 4, minCount: 2, maxCount: 5, priceCents: 18000, durationMinutes: 45 },
]
const quoteOf = (fees: FeeRules) =>
  quoteTotals({ party, travel: { kind: 'km', km: 30 }, parkingCents: 2000, earlyStart: { before: '07:00', feeCents: 5000 }, suburb: 'Manly' }, fees)
// The gig's own lines are the party's, as the quote set them.
const gigLines = party.map((row) => ({ priceCents: row.priceCents, count: row.count }))

describe('"Use as total" on a wedding gig', () => {
  it('keeps the travel, early-start and parking fees the quote added', () => {
    const quote = quoteOf(rules)
    expect(quote.totalCents).toBe(45000 + 4 * 18000 + 1500 + 5000 + 2000)
    expect(totalWithExtras(linesTotal(gigLines)!, quoteExtras(quote))).toBe(quote.totalCents)
  })

  it('keeps the fees when a line changes, and never goes under the minimum booking total', () => {
    const quote = quoteOf({ ...rules, minimumTotalCents: 150_000 })
    expect(quote.totalCents).toBe(150_000)
    const extras = quoteExtras(quote)
    expect(totalWithExtras(45000 + 5 * 18000, extras)).toBe(150_000)
    expect(totalWithExtras(45000 + 5 * 18000 + 20000, extras)).toBe(155_000 + 8500)
  })

  it('is the lines alone on a gig without a quote', () => {
    expect(totalWithExtras(12000, quoteExtras(null))).toBe(12000)
  })
})
