import { describe, expect, it } from 'vitest'
import { durationLabel, groupByCategory, lineFromService, linesTotal, priceLabel } from '@/lib/services/menu'
import type { ServiceResponse } from '@/lib/services/schema'

const entry = (overrides: Partial<ServiceResponse>): ServiceResponse => ({
  _id: 'svc-1',
  name: 'Bridal makeup',
  category: 'bridal',
  priceCents: 45000,
  priceFrom: false,
  durationMinutes: 90,
  bookingMode: 'request',
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
  onLocation: false,
  ...overrides,
})

describe('groupByCategory', () => {
  it('puts entries under their category in menu order, keeping their order, and leaves out empty categories', () => {
    const menu = [
      entry({ _id: 'a', category: 'trial' }),
      entry({ _id: 'b', category: 'bridal' }),
      entry({ _id: 'c', category: 'other' }),
      entry({ _id: 'd', category: 'bridal' }),
    ]
    expect(groupByCategory(menu).map((group) => [group.label, group.services.map((service) => service._id)])).toEqual([
      ['Bridal', ['b', 'd']],
      ['Trials', ['a']],
      ['Other', ['c']],
    ])
    expect(groupByCategory([])).toEqual([])
  })
})

describe('priceLabel and durationLabel', () => {
  it('shows whole dollars without cents, cents when there are some, and "from" for a starting price', () => {
    expect(priceLabel({ priceCents: 45000, priceFrom: false })).toBe('$450')
    expect(priceLabel({ priceCents: 8950, priceFrom: false })).toBe('$89.50')
    expect(priceLabel({ priceCents: 125000, priceFrom: true })).toBe('from $1,250')
    expect(priceLabel({ priceCents: 0, priceFrom: false })).toBe('$0')
  })

  it('reads minutes as hours and minutes', () => {
    expect(durationLabel(5)).toBe('5 min')
    expect(durationLabel(45)).toBe('45 min')
    expect(durationLabel(60)).toBe('1 hr')
    expect(durationLabel(90)).toBe('1 hr 30 min')
    expect(durationLabel(120)).toBe('2 hrs')
    expect(durationLabel(720)).toBe('12 hrs')
  })
})

describe('lineFromService', () => {
  it('fills who from the category, what from the name, and the price, duration and entry', () => {
    expect(lineFromService(entry({ _id: 'svc-9', category: 'bridesmaid', name: 'Bridesmaid makeup', priceCents: 18000, durationMinutes: 45 }))).toEqual({
      title: 'Bridesmaid',
      subTitle: 'Bridesmaid makeup',
      count: 1,
      durationMinutes: 45,
      priceCents: 18000,
      serviceId: 'svc-9',
    })
  })

  it('keeps a head count the line already had', () => {
    expect(lineFromService(entry({ category: 'bridesmaid' }), 4).count).toBe(4)
    expect(lineFromService(entry({ category: 'trial' })).title).toBe('Bride (trial)')
  })
})

describe('linesTotal', () => {
  it('adds price × head count over the priced lines', () => {
    expect(linesTotal([{ priceCents: 45000, count: 1 }, { priceCents: 18000, count: 4 }, {}])).toBe(117000)
  })

  it('counts a line with no head count, or a blank one, once', () => {
    expect(linesTotal([{ priceCents: 45000 }, { priceCents: 18000, count: Number.NaN }])).toBe(63000)
  })

  it('is null when no line has a price, so there is nothing to offer', () => {
    expect(linesTotal([{}, { count: 3 }])).toBeNull()
    expect(linesTotal([{ priceCents: Number.NaN }])).toBeNull()
    expect(linesTotal([{ priceCents: 0 }])).toBe(0)
  })
})
