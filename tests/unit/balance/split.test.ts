import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { headCount, proposeShares, splitCents, splitEvenly } from '@/lib/balance/split'

const sum = (parts: number[]) => parts.reduce((total, part) => total + part, 0)

describe('splitting a balance', () => {
  it('splits evenly with the odd cents on the first people, adding up exactly', () => {
    expect(splitEvenly(10000, 3)).toEqual([3334, 3333, 3333])
    expect(splitEvenly(10001, 3)).toEqual([3334, 3334, 3333])
    expect(splitEvenly(48000, 4)).toEqual([12000, 12000, 12000, 12000])
    expect(splitEvenly(5, 7)).toEqual([1, 1, 1, 1, 1, 0, 0])
    expect(splitEvenly(100, 0)).toEqual([])
  })

  it('splits by weights, the leftover cents to the parts that lost the most', () => {
    // 100 in thirds of 1:1:1 is 33.33 each; 2:1 is 66.67 and 33.33.
    expect(splitCents(10000, [2, 1])).toEqual([6667, 3333])
    expect(splitCents(1000, [1, 1, 2])).toEqual([250, 250, 500])
    // All-zero weights split evenly; negative weights count as nothing.
    expect(splitCents(300, [0, 0, 0])).toEqual([100, 100, 100])
    expect(splitCents(300, [1, -5, 2])).toEqual([100, 0, 200])
  })

  it('always adds up to the total exactly, each part within a cent of its fair share', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 100_000 }), { minLength: 1, maxLength: 50 }),
        (total, weights) => {
          const parts = splitCents(total, weights)
          expect(sum(parts)).toBe(total)
          const weightSum = sum(weights)
          parts.forEach((part, index) => expect(Math.abs(part - (total * weights[index]) / weightSum)).toBeLessThan(1))
        },
      ),
    )
  })
})

describe('proposing one share per person', () => {
  it('counts head counts, numbering the people of a line', () => {
    const services = [
      { title: 'Bride', subTitle: 'Bridal makeup' },
      { title: 'Bridesmaid', subTitle: 'Soft glam', count: 3 },
    ]
    expect(headCount(services)).toBe(4)
    expect(proposeShares(services, 40001, 50)).toEqual([
      { name: 'Bride', amount: 10001 },
      { name: 'Bridesmaid 1', amount: 10000 },
      { name: 'Bridesmaid 2', amount: 10000 },
      { name: 'Bridesmaid 3', amount: 10000 },
    ])
  })

  it('follows each person’s price when every line has one', () => {
    const services = [
      { title: 'Bride', subTitle: 'Bridal makeup', priceCents: 30000 },
      { title: 'Bridesmaid', subTitle: 'Soft glam', count: 2, priceCents: 15000 },
    ]
    const shares = proposeShares(services, 45000, 50)
    expect(shares).toEqual([
      { name: 'Bride', amount: 22500 },
      { name: 'Bridesmaid 1', amount: 11250 },
      { name: 'Bridesmaid 2', amount: 11250 },
    ])
    // One line without a price: evenly.
    expect(proposeShares([...services, { title: 'Flower girl', subTitle: 'Glow' }], 40000, 50).map((share) => share.amount)).toEqual([
      10000, 10000, 10000, 10000,
    ])
  })

  it('stops at the most shares a gig takes', () => {
    expect(
      proposeShares(
        [
          { title: 'Guest', subTitle: 'Glam', count: 50 },
          { title: 'Bride', subTitle: 'Bridal' },
        ],
        100000,
        50,
      ),
    ).toHaveLength(50)
  })
})
