// The contract a client signs, written from the quote's policy fields and the owner's own words. The
// text is the contract: the page shows it, the signature keeps it with its SHA-256, and the server
// writes it again on signing to check the client signed what the quote says now.
import { createHash } from 'node:crypto'
import { describeCancellationTiers, type CancellationTier } from '@/lib/appointments/cancellation-tiers'
import { formatDay, formatTimeRange } from '@/lib/appointments/describe'
import { weddingHours } from './schedule'
import { formatMoney } from '@/lib/format/money'
import type { QuoteLine } from './fees'
import type { BalanceDue, Retainer, Trial } from './schema'

export type ContractFacts = {
  /** Quote.contractWording: which heading the contract was written with. */
  wording: number
  businessName: string
  customerName: string
  requestNumber: number
  date: string
  time: { from: string; to: string }
  location: { city: string; formatted: string | null }
  lines: QuoteLine[]
  totalCents: number
  trial: Trial | null
  retainer: Retainer
  retainerCents: number
  retainerRefundable: boolean
  balanceDue: BalanceDue
  balanceDueDate: string
  cancellationTiers: CancellationTier[]
  terms: string | null
}

export const termsHashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex')

export function contractTerms(facts: ContractFacts): string {
  const { businessName, customerName } = facts
  const balanceCents = facts.totalCents - facts.retainerCents
  const place = facts.location.formatted ? `${facts.location.formatted}, ${facts.location.city}` : facts.location.city
  const sections = [
    // The request number meant nothing to a bride; contracts signed with it keep it (their SHA-256 holds it).
    facts.wording === 1
      ? `Wedding makeup agreement #${facts.requestNumber} between ${businessName} (the artist) and ${customerName} (the client).`
      : `Wedding makeup agreement between ${businessName} (the artist) and ${customerName} (the client).`,
    [
      '1. The booking',
      `${formatDay(facts.date)}, ${weddingHours(facts.time)}, at ${place}.`,
      ...facts.lines.map(lineText),
      `Total: ${formatMoney(facts.totalCents)} AUD.`,
    ].join('\n'),
    facts.trial
      ? [
          '2. Trial run',
          `${formatDay(facts.trial.date)}, ${formatTimeRange(facts.trial.time.from, facts.trial.time.to)}, for ${formatMoney(facts.trial.feeCents)}, booked and paid on its own, apart from the total above.`,
          ...(facts.trial.notes ? [facts.trial.notes] : []),
        ].join('\n')
      : '2. Trial run\nNo trial run is included.',
    [
      '3. Payment',
      facts.retainerCents > 0
        ? `A retainer of ${formatMoney(facts.retainerCents)}${facts.retainer.kind === 'percent' ? ` (${facts.retainer.percent}% of the total)` : ''} secures the date and is paid on signing. The retainer is ${facts.retainerRefundable ? 'refundable under the cancellation terms below' : 'non-refundable'}.`
        : 'No retainer is due on signing.',
      `The balance of ${formatMoney(balanceCents)} is due ${facts.balanceDue.kind === 'onTheDay' ? 'on the wedding day' : `${facts.balanceDue.days} ${facts.balanceDue.days === 1 ? 'day' : 'days'} before the wedding`}, ${formatDay(facts.balanceDueDate)}.`,
    ].join('\n'),
    ['4. Cancellation', ...cancellationText(facts)].join('\n'),
    `5. Changes\nA change to the party, the fees or these terms is a new agreement, signed again. A change to the number of people within the limits of the quote changes the total by the price per person.`,
    ...(facts.terms ? [`6. ${businessName}'s terms\n${facts.terms}`] : []),
  ]
  return sections.join('\n\n')
}

function lineText(line: QuoteLine): string {
  return `- ${line.label}${line.detail ? ` (${line.detail})` : ''}: ${formatMoney(line.cents)}`
}

function cancellationText(facts: ContractFacts): string[] {
  if (facts.cancellationTiers.length === 0) return ['Cancelling keeps nothing back: every payment made is refunded.']
  const tiers = describeCancellationTiers(facts.cancellationTiers, { retainerCents: facts.retainerCents })
  const nonRefundable =
    !facts.retainerRefundable && facts.retainerCents > 0
      ? [`Whenever the booking is cancelled, the retainer (${formatMoney(facts.retainerCents)}) is kept.`]
      : []
  return [...tiers, ...nonRefundable, 'The days are counted to the wedding day.']
}
