import { describe, expect, it } from 'vitest'
import { newQuoteValues } from '@/lib/weddings/quote-defaults'
import type { ServiceResponse } from '@/lib/services/schema'

const BOOKING = { bookingMode: 'request', bufferBeforeMinutes: 0, bufferAfterMinutes: 0, onLocation: false } as const

const MENU: ServiceResponse[] = [
  { _id: 'svc-bridal', name: 'Bridal makeup', category: 'bridal', priceCents: 45000, priceFrom: false, durationMinutes: 90, ...BOOKING },
  { _id: 'svc-maid', name: 'Bridesmaid makeup', category: 'bridesmaid', priceCents: 18000, priceFrom: false, durationMinutes: 45, ...BOOKING },
]

const values = (services: Parameters<typeof newQuoteValues>[0]['services']) =>
  newQuoteValues({
    services,
    menu: MENU,
    usual: null,
    fromScratch: false,
    date: '2027-03-20',
    readyBy: '10:30',
    artistCount: 1,
    today: '2026-11-29',
    ownerTiers: null,
  })

describe('a new quote', () => {
  it('starts each line the menu names at the menu’s price and time, never $0 and 1 h', () => {
    const { party } = values([{ title: 'Bride', subTitle: 'bridal makeup' }])
    expect(party[0]).toMatchObject({ role: 'Bride', service: 'Bridal makeup', priceCents: 45000, durationMinutes: 90, serviceId: 'svc-bridal' })
  })

  it('keeps a line’s own price and time, and the ready-by it is timed to', () => {
    const start = values([{ title: 'Bride', subTitle: 'Bridal makeup', priceCents: 50000, durationMinutes: 120, count: 1 }])
    expect(start.party[0]).toMatchObject({ priceCents: 50000, durationMinutes: 120 })
    expect(start).toMatchObject({ readyBy: '10:30', artistCount: 1, bufferMinutes: 0 })
  })

  it('leaves a line the menu does not name for the artist to price', () => {
    expect(values([{ title: 'Aunt', subTitle: 'Airbrush' }]).party[0]).toMatchObject({ priceCents: 0, durationMinutes: 60 })
  })
})

describe('a new quote from her usual wedding', () => {
  const usual = {
    party: [
      { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90, ...BOOKING },
      { role: 'Bridesmaids', service: 'Bridesmaid makeup', count: 4, minCount: 2, maxCount: 6, priceCents: 18000, durationMinutes: 45, ...BOOKING },
    ],
    trial: { time: { from: '10:00', to: '12:00' }, feeCents: 15000, notes: null },
    retainer: { kind: 'amount' as const, cents: 30000 },
    retainerRefundable: true,
    terms: 'Touch-ups after 2 pm are charged by the hour.',
  }
  const start = (fromScratch: boolean) =>
    newQuoteValues({
      services: [{ title: 'Mia', subTitle: 'Bridal makeup' }],
      menu: MENU,
      usual,
      fromScratch,
      date: '2027-03-20',
      readyBy: '10:30',
      artistCount: 1,
      today: '2026-11-29',
      ownerTiers: null,
    })

  it('starts a wedding of her own with her usual party, trial (its date to pick), retainer and terms', () => {
    expect(start(true)).toMatchObject({
      party: usual.party,
      trial: { date: '', feeCents: 15000, time: { from: '10:00', to: '12:00' } },
      retainer: usual.retainer,
      retainerRefundable: true,
      terms: usual.terms,
    })
  })

  it('keeps a bride’s request’s own party, with her usual retainer and terms', () => {
    expect(start(false)).toMatchObject({ party: [{ role: 'Mia', priceCents: 45000 }], trial: null, retainer: usual.retainer, terms: usual.terms })
  })
})
