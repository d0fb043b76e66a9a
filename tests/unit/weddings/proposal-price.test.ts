import { describe, expect, it } from 'vitest'
import { quoteTotals, retainerCents } from '@/lib/weddings/fees'
import { countLimitNote, priceForCounts } from '@/lib/weddings/proposal-price'
import { weddingSchedule } from '@/lib/weddings/schedule'
import { NO_FEE_RULES, type FeeRules, type PartyRow } from '@/lib/weddings/schema'

const SYDNEY = 'Australia/Sydney'
const rules: FeeRules = {
  ...NO_FEE_RULES,
  travel: { freeWithinKm: 20, perKmCents: 150, freeSuburbs: [], zones: [] },
  earlyStartFees: [
    { before: '06:00', feeCents: 10000 },
    { before: '07:00', feeCents: 5000 },
  ],
}
const party: PartyRow[] = [
  { role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 45000, durationMinutes: 90 },
  { role: 'Bridesmaids', service: 'Makeup', count: 4, minCount: 2, maxCount: 5, priceCents: 18000, durationMinutes: 45 },
]
const day = { date: '2027-02-20', readyBy: '10:30', artistCount: 1, bufferMinutes: 0 }

/** The server's way: the schedule from the party, then the quote's lines and total. */
function serverPrice(rows: PartyRow[], fees: FeeRules) {
  const schedule = weddingSchedule({ ...day, party: rows, timeZone: SYDNEY, earlyStartFees: fees.earlyStartFees })
  return quoteTotals({ party: rows, travel: { kind: 'km', km: 30 }, parkingCents: 2500, earlyStart: schedule?.earlyStartFee ?? null, suburb: 'Manly' }, fees)
}

function proposalOf(fees: FeeRules) {
  return {
    party,
    date: day.date,
    lines: serverPrice(party, fees).lines,
    repricing: { ...day, earlyStartFees: fees.earlyStartFees, minimumTotalCents: fees.minimumTotalCents, retainer: { kind: 'percent' as const, percent: 30 } },
  }
}

describe("the bride's proposal as she changes the numbers", () => {
  it('prices each headcount as the server will, early-start fee and all', () => {
    for (const fees of [rules, { ...rules, minimumTotalCents: 150_000 }]) {
      const proposal = proposalOf(fees)
      for (const maids of [2, 3, 4, 5]) {
        const rows = party.map((row, index) => (index === 1 ? { ...row, count: maids } : row))
        const server = serverPrice(rows, fees)
        const price = priceForCounts(proposal, [1, maids], SYDNEY)
        expect(price.lines).toEqual(server.lines)
        expect(price.totalCents).toBe(server.totalCents)
        expect(price.retainerCents).toBe(retainerCents(server.totalCents, { kind: 'percent', percent: 30 }))
        expect(price.balanceCents).toBe(server.totalCents - price.retainerCents)
      }
    }
  })

  it('moves the early-start fee when a fifth bridesmaid makes the start earlier', () => {
    const proposal = proposalOf(rules)
    // Four: 4 h 30 before 10:30 is 6:00 am, before 7:00 ($50). Five: 5:15 am, before 6:00 ($100).
    expect(priceForCounts(proposal, [1, 4], SYDNEY).totalCents).toBe(45000 + 4 * 18000 + 1500 + 5000 + 2500)
    expect(priceForCounts(proposal, [1, 5], SYDNEY).totalCents).toBe(45000 + 5 * 18000 + 1500 + 10000 + 2500)
  })

  it('says why "+" is greyed at the most, and "−" at the fewest', () => {
    const maids = party[1]
    expect(countLimitNote(maids, 5, 'Ava Makeup')).toBe('Bridesmaids: up to 5 in this quote. Message Ava Makeup for more.')
    expect(countLimitNote(maids, 2, 'Ava Makeup')).toBe('Bridesmaids: at least 2 in this quote. Message Ava Makeup for fewer.')
    expect(countLimitNote(maids, 3, 'Ava Makeup')).toBeNull()
    expect(countLimitNote(party[0], 1, 'Ava Makeup')).toBeNull()
    expect(countLimitNote({ role: 'Flower girls', minCount: 0, maxCount: 2 }, 0, 'Ava Makeup')).toBeNull()
  })
})
