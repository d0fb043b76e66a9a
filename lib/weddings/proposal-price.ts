// The bride's proposal priced again for her headcounts as she changes them, by the same functions the
// server saves with: the party's lines, the travel and parking as quoted, the early-start fee her
// party's start now triggers, the top-up to the minimum, and the retainer.
import { earlyStartLine, partyLines, retainerCents, withMinimum, type QuoteLine } from './fees'
import { weddingSchedule } from './schedule'
import type { ProposalView } from './schema'

export type ProposalPrice = { lines: QuoteLine[]; totalCents: number; retainerCents: number; balanceCents: number }

/** What the proposal comes to with these headcounts, one per party row, in the owner's time zone. */
export function priceForCounts(proposal: Pick<ProposalView, 'party' | 'lines' | 'date' | 'repricing'>, counts: number[], timeZone: string): ProposalPrice {
  const { repricing } = proposal
  const party = proposal.party.map((row, index) => ({ ...row, count: counts[index] ?? row.count }))
  const schedule = weddingSchedule({
    date: proposal.date,
    readyBy: repricing.readyBy,
    party,
    artistCount: repricing.artistCount,
    bufferMinutes: repricing.bufferMinutes,
    timeZone,
    earlyStartFees: repricing.earlyStartFees,
  })
  // Travel and parking do not depend on the party: they stay as quoted.
  const kept = (kind: QuoteLine['kind']) => proposal.lines.filter((line) => line.kind === kind)
  const early = earlyStartLine(schedule?.earlyStartFee ?? null)
  const { lines, totalCents } = withMinimum(
    [...partyLines(party), ...kept('travel'), ...(early ? [early] : []), ...kept('parking')],
    repricing.minimumTotalCents,
  )
  const retainer = retainerCents(totalCents, repricing.retainer)
  return { lines, totalCents, retainerCents: retainer, balanceCents: totalCents - retainer }
}

/** Why "+" or "−" is greyed on a row: its most or its fewest in this quote, and whom to ask for more. */
export function countLimitNote(row: { role: string; minCount: number; maxCount: number }, count: number, business: string): string | null {
  if (row.minCount === row.maxCount) return null
  if (count >= row.maxCount) return `${row.role}: up to ${row.maxCount} in this quote. Message ${business} for more.`
  if (count <= row.minCount && row.minCount > 0) return `${row.role}: at least ${row.minCount} in this quote. Message ${business} for fewer.`
  return null
}
