// What a wedding quote costs: the party's lines, then the fees the owner's rules add (travel, an early
// start, parking and tolls) and a top-up to the minimum booking total. Pure: the quote builder shows it
// live, and the server recomputes it from the stored quote whenever anything changes.
import { addDaysTo } from '@/lib/appointments/dates'
import { minutesFromDate, slotLabel } from '@/lib/appointments/slots'
import { earlyStartFeeAt } from '@/lib/appointments/timeline'
import { formatMoney } from '@/lib/format/money'
import type { EarlyStartFee, FeeRules, PartyRow, Retainer, BalanceDue, TravelChoice } from './schema'

export type QuoteLineKind = 'party' | 'travel' | 'earlyStart' | 'parking' | 'minimum'
export type QuoteLine = { kind: QuoteLineKind; label: string; detail: string | null; cents: number }
export type QuoteTotals = { lines: QuoteLine[]; totalCents: number }

const sameName = (a: string, b: string) => a.trim().toLocaleLowerCase('en-AU') === b.trim().toLocaleLowerCase('en-AU')

/** Whether the suburb is one the owner travels to for free. */
export const isFreeSuburb = (rules: FeeRules, suburb: string) => rules.travel.freeSuburbs.some((free) => sameName(free, suburb))

/** The owner's zone of that name, ignoring case; null when the rules have none. */
export const findZone = (rules: FeeRules, name: string) => rules.travel.zones.find((zone) => sameName(zone.name, name)) ?? null

/**
 * The travel fee to the client: free to a listed suburb; otherwise the chosen zone's fee, or each km
 * beyond the free radius (to a tenth of a km) at the per-km rate, rounded to the cent. An unknown zone costs nothing here:
 * the quote's validation refuses it before it is saved.
 */
export function travelFee(rules: FeeRules, { suburb, travel }: { suburb: string; travel: TravelChoice }): QuoteLine | null {
  if (travel.kind === 'none') return null
  if (isFreeSuburb(rules, suburb)) return { kind: 'travel', label: 'Travel', detail: `Free to ${suburb.trim()}`, cents: 0 }
  if (travel.kind === 'zone') {
    const zone = findZone(rules, travel.zone)
    return zone ? { kind: 'travel', label: 'Travel', detail: zone.name, cents: zone.feeCents } : null
  }
  // In tenths of a km, so 32.3 - 20 is 12.3 and not 12.299999…
  const beyondTenths = Math.max(0, Math.round(travel.km * 10) - rules.travel.freeWithinKm * 10)
  const detail = beyondTenths > 0 ? `${formatKm(beyondTenths / 10)} km beyond ${rules.travel.freeWithinKm} km` : `Within ${rules.travel.freeWithinKm} km`
  return { kind: 'travel', label: 'Travel', detail, cents: Math.round((beyondTenths * rules.travel.perKmCents) / 10) }
}

const formatKm = (km: number) => (Number.isInteger(km) ? String(km) : km.toFixed(1))

/**
 * The early-start fee for a start time: of the tiers the start is before, the highest fee. Times after
 * midnight (before 5:00) belong to the night after the gig's day, so they are late, never early.
 */
export const earlyStartFeeFor = (start: string, fees: EarlyStartFee[]): EarlyStartFee | null => earlyStartFeeAt(minutesFromDate(start), fees)

export type QuoteInput = {
  party: PartyRow[]
  travel: TravelChoice
  parkingCents: number
  /** The early-start fee the day's start triggers (lib/weddings/schedule.ts), or null. */
  earlyStart: EarlyStartFee | null
  /** The gig's suburb or city, for the free-suburb list. */
  suburb: string
}

/** The party's lines: one per row with anyone in it. */
export const partyLines = (party: Pick<PartyRow, 'role' | 'service' | 'count' | 'priceCents'>[]): QuoteLine[] =>
  party
    .filter((row) => row.count > 0)
    .map((row) => ({
      kind: 'party',
      label: `${row.role}: ${row.service}`,
      detail: `${row.count} × ${formatMoney(row.priceCents)}`,
      cents: row.count * row.priceCents,
    }))

/** The early-start fee's line, or null when the start is not early or the fee is nothing. */
export const earlyStartLine = (early: EarlyStartFee | null): QuoteLine | null =>
  early && early.feeCents > 0
    ? { kind: 'earlyStart', label: 'Early start', detail: `Starting before ${slotLabel(early.before).toLowerCase()}`, cents: early.feeCents }
    : null

/** The lines of a quote and its total, in cents. */
export function quoteTotals(quote: QuoteInput, rules: FeeRules): QuoteTotals {
  const lines = partyLines(quote.party)
  const travel = travelFee(rules, { suburb: quote.suburb, travel: quote.travel })
  if (travel) lines.push(travel)
  const early = earlyStartLine(quote.earlyStart)
  if (early) lines.push(early)
  if (quote.parkingCents > 0) lines.push({ kind: 'parking', label: 'Parking and tolls', detail: null, cents: quote.parkingCents })
  return withMinimum(lines, rules.minimumTotalCents)
}

/** The lines with a top-up to the minimum booking total when they come to less, and their total. */
export function withMinimum(lines: QuoteLine[], minimumTotalCents: number): QuoteTotals {
  const subtotal = sum(lines)
  // A quote with nothing priced in it yet is not a booking: no top-up to the minimum.
  const booked = lines.some((line) => line.kind === 'party' && line.cents > 0)
  const topUp: QuoteLine[] =
    booked && minimumTotalCents > subtotal
      ? [
          {
            kind: 'minimum',
            label: 'Minimum booking top-up',
            detail: `Bookings start at ${formatMoney(minimumTotalCents)}`,
            cents: minimumTotalCents - subtotal,
          },
        ]
      : []
  const all = [...lines, ...topUp]
  return { lines: all, totalCents: sum(all) }
}

const sum = (lines: QuoteLine[]) => lines.reduce((total, line) => total + line.cents, 0)

/** The retainer on a total: a share (rounded to the cent) or a fixed amount, never more than the total. */
export function retainerCents(totalCents: number, retainer: Retainer): number {
  return retainer.kind === 'percent' ? Math.round((totalCents * retainer.percent) / 100) : Math.min(retainer.cents, totalCents)
}

/** The day the balance is due: the wedding's own day, or so many days before it ("YYYY-MM-DD"). */
export function balanceDueDate(weddingDay: string, balanceDue: BalanceDue): string {
  return balanceDue.kind === 'onTheDay' ? weddingDay : addDaysTo(weddingDay, -balanceDue.days)
}
