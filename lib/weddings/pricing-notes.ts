// The owner's fee rules as a pricing guide words them, for the public price list: travel, early starts
// and the minimum booking, one sentence each. Nothing for a rule she has not set.
import { slotLabel } from '@/lib/appointments/slots'
import { formatMoney } from '@/lib/format/money'
import type { FeeRules } from './schema'

const list = (items: string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`)
const time = (value: string) => slotLabel(value).toLowerCase()

export function pricingNotes(rules: FeeRules): string[] {
  const notes: string[] = []
  const { travel } = rules
  if (travel.perKmCents > 0)
    notes.push(
      travel.freeWithinKm > 0
        ? `Travel is free within ${travel.freeWithinKm} km, then ${formatMoney(travel.perKmCents)} per km.`
        : `Travel is ${formatMoney(travel.perKmCents)} per km.`,
    )
  if (travel.freeSuburbs.length) notes.push(`No travel fee to ${list(travel.freeSuburbs)}.`)
  if (travel.zones.length) notes.push(`Travel to ${list(travel.zones.map((zone) => `${zone.name} ${formatMoney(zone.feeCents)}`))}.`)
  const early = rules.earlyStartFees.filter((fee) => fee.feeCents > 0).toSorted((a, b) => b.before.localeCompare(a.before))
  if (early.length) notes.push(`Early starts: ${list(early.map((fee) => `${formatMoney(fee.feeCents)} before ${time(fee.before)}`))}.`)
  if (rules.minimumTotalCents > 0) notes.push(`Minimum booking ${formatMoney(rules.minimumTotalCents)}.`)
  return notes
}
