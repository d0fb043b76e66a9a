import { describe, expect, it } from 'vitest'
import { DEFAULT_CANCELLATION_TIERS } from '@/lib/appointments/cancellation-tiers'
import { contractTerms, termsHashOf, type ContractFacts } from '@/lib/weddings/contract-terms'

const facts: ContractFacts = {
  wording: 2,
  businessName: 'Glow Bridal',
  customerName: 'Mia Rossi',
  requestNumber: 12,
  date: '2027-03-20',
  time: { from: '06:30', to: '10:30' },
  location: { city: 'Manly', formatted: 'Manly Pavilion' },
  lines: [
    { kind: 'party', label: 'Bride: Bridal makeup', detail: '1 × $450.00', cents: 45000 },
    { kind: 'earlyStart', label: 'Early start', detail: 'Starting before 7:00 am', cents: 5000 },
  ],
  totalCents: 50000,
  trial: null,
  retainer: { kind: 'percent', percent: 30 },
  retainerCents: 15000,
  retainerRefundable: false,
  balanceDue: { kind: 'daysBefore', days: 14 },
  balanceDueDate: '2027-03-06',
  cancellationTiers: DEFAULT_CANCELLATION_TIERS,
  terms: null,
}

describe('contract terms', () => {
  it('head a new contract with the two names, and keep the request number in contracts written before', () => {
    expect(contractTerms(facts).split('\n')[0]).toBe('Wedding makeup agreement between Glow Bridal (the artist) and Mia Rossi (the client).')
    expect(contractTerms({ ...facts, wording: 1 }).split('\n')[0]).toBe(
      'Wedding makeup agreement #12 between Glow Bridal (the artist) and Mia Rossi (the client).',
    )
  })

  it('write the booking, payment and cancellation from the quote', () => {
    const text = contractTerms(facts)
    expect(text).toContain('Saturday 20 March 2027, makeup from 6:30 am, everyone ready by 10:30 am, at Manly Pavilion, Manly.')
    expect(text).toContain('- Early start (Starting before 7:00 am): $50.00')
    expect(text).toContain('Total: $500.00 AUD.')
    expect(text).toContain('2. Trial run\nNo trial run is included.')
    expect(text).toContain('The balance of $350.00 is due 14 days before the wedding, Saturday 6 March 2027.')
    expect(text).toContain('Cancelled 91 days or more before the day: the retainer ($150.00) is kept.')
    expect(text).toContain('Whenever the booking is cancelled, the retainer ($150.00) is kept.')
    expect(text).not.toContain("Glow Bridal's terms")
  })

  it('say a refundable retainer, the balance on the day, no tiers, and add the owner’s own words last', () => {
    const text = contractTerms({
      ...facts,
      retainer: { kind: 'amount', cents: 20000 },
      retainerCents: 20000,
      retainerRefundable: true,
      balanceDue: { kind: 'onTheDay' },
      balanceDueDate: '2027-03-20',
      cancellationTiers: [],
      terms: 'No glitter.',
    })
    expect(text).toContain('A retainer of $200.00 secures the date and is paid on signing. The retainer is refundable under the cancellation terms below.')
    expect(text).toContain('is due on the wedding day, Saturday 20 March 2027.')
    expect(text).toContain('Cancelling keeps nothing back: every payment made is refunded.')
    expect(text.endsWith("6. Glow Bridal's terms\nNo glitter.")).toBe(true)
  })

  it('hash the exact text: any change, even a space, is another contract', () => {
    const text = contractTerms(facts)
    expect(termsHashOf(text)).toMatch(/^[0-9a-f]{64}$/)
    expect(termsHashOf(text)).toBe(termsHashOf(contractTerms({ ...facts })))
    expect(termsHashOf(`${text} `)).not.toBe(termsHashOf(text))
  })
})
