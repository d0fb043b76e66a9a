import { describe, expect, it } from 'vitest'
import { pricingNotes } from '@/lib/weddings/pricing-notes'
import { NO_FEE_RULES } from '@/lib/weddings/schema'

describe('the price list’s fees', () => {
  it('words each rule as a pricing guide does', () => {
    expect(
      pricingNotes({
        travel: { freeWithinKm: 20, perKmCents: 150, freeSuburbs: ['Bondi', 'Manly', 'Coogee'], zones: [{ name: 'Blue Mountains', feeCents: 12000 }] },
        earlyStartFees: [
          { before: '05:30', feeCents: 10000 },
          { before: '07:00', feeCents: 5000 },
        ],
        minimumTotalCents: 30000,
      }),
    ).toEqual([
      'Travel is free within 20 km, then $1.50 per km.',
      'No travel fee to Bondi, Manly and Coogee.',
      'Travel to Blue Mountains $120.00.',
      'Early starts: $50.00 before 7:00 am and $100.00 before 5:30 am.',
      'Minimum booking $300.00.',
    ])
  })

  it('says nothing of rules she has not set', () => {
    expect(pricingNotes(NO_FEE_RULES)).toEqual([])
    expect(pricingNotes({ ...NO_FEE_RULES, travel: { ...NO_FEE_RULES.travel, perKmCents: 90 } })).toEqual(['Travel is $0.90 per km.'])
  })
})
