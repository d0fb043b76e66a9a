import { describe, expect, it } from 'vitest'
import { toDbDate } from '@/lib/appointments/dates'
import { cardFeeTaxCredit, includedTax, taxLines, taxRegimeOf } from '@/lib/books/tax-rules'

const registered = { abn: '51824753556', gstRegistered: true, gstRegisteredFrom: toDbDate('2026-07-01') }
const gst = taxRegimeOf(registered, '2026-10-01')

describe('the GST in GST-inclusive prices', () => {
  it('is one eleventh, to the cent', () => {
    expect(includedTax(gst, 11000)).toBe(1000)
    expect(includedTax(gst, 65000)).toBe(5909) // 5909.09
    expect(includedTax(gst, 100)).toBe(9) // 9.09
  })

  it('rounds a half cent up, and the tiny amounts each way', () => {
    expect(includedTax(gst, 5)).toBe(0) // 0.4545
    expect(includedTax(gst, 6)).toBe(1) // 0.5454
    expect(includedTax(gst, 1)).toBe(0)
    expect(includedTax(gst, 11)).toBe(1)
    expect(includedTax(gst, 16)).toBe(1) // 1.4545
    expect(includedTax(gst, 17)).toBe(2) // 1.5454
  })

  it('gives a refund the same GST, negative', () => {
    expect(includedTax(gst, -65000)).toBe(-5909)
    expect(includedTax(gst, -6)).toBe(-1)
  })

  it('rounds each line, and the total GST is the sum of the lines', () => {
    // Three lines of $0.06: 0.545 each → 1 cent each, 3 cents; the total of 18 cents alone would give 2.
    const document = taxLines(gst, [
      { description: 'a', amountCents: 6 },
      { description: 'b', amountCents: 6 },
      { description: 'c', amountCents: 6 },
    ])
    expect(document.lines.map((line) => line.taxCents)).toEqual([1, 1, 1])
    expect(document.taxCents).toBe(3)
    expect(document.totalCents).toBe(18)
    const wedding = taxLines(gst, [
      { description: 'Bride', amountCents: 45000 },
      { description: 'Bridesmaids × 3', amountCents: 49500 },
      { description: 'Travel', amountCents: 3300 },
    ])
    expect(wedding.lines.map((line) => line.taxCents)).toEqual([4091, 4500, 300])
    expect(wedding.taxCents).toBe(8891)
    expect(wedding.totalCents).toBe(97800)
  })

  it('is none without a registration, before it started, or without an ABN', () => {
    expect(taxRegimeOf({ ...registered, gstRegistered: false }, '2026-10-01')).toBeNull()
    expect(taxRegimeOf(registered, '2026-06-30')).toBeNull()
    expect(taxRegimeOf(registered, '2026-07-01')?.name).toBe('GST')
    expect(taxRegimeOf({ ...registered, abn: null }, '2026-10-01')).toBeNull()
    expect(includedTax(null, 11000)).toBe(0)
    expect(taxLines(null, [{ description: 'a', amountCents: 11000 }]).taxCents).toBe(0)
  })
})

describe('the GST credit in card fees', () => {
  it('is one eleventh of each fee, rounded to the cent per fee', () => {
    expect(cardFeeTaxCredit(gst, 380)).toBe(35) // 34.545
    expect(cardFeeTaxCredit(gst, 205)).toBe(19) // 18.636
    expect(cardFeeTaxCredit(gst, 6)).toBe(1) // 0.5454
    expect(cardFeeTaxCredit(gst, 5)).toBe(0) // 0.4545
    expect(cardFeeTaxCredit(gst, 0)).toBe(0)
    // Per fee, the four make 55 cents; their total of $5.96 alone would give 54.
    expect([380, 205, 6, 5].map((fee) => cardFeeTaxCredit(gst, fee)).reduce((a, b) => a + b)).toBe(55)
  })

  it('is none without a GST registration', () => {
    expect(cardFeeTaxCredit(null, 380)).toBe(0)
    expect(cardFeeTaxCredit(taxRegimeOf(registered, '2026-06-30'), 380)).toBe(0)
  })
})
