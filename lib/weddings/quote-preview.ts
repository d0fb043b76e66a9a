// The quote as the owner types it: the day and the total worked out live by the same functions the
// server saves with. Fields still being typed (a blank count, a half-typed amount) count as nothing yet;
// what is out of bounds shows nothing either, while the form's own check (the schema, loaded on the
// first check) says why. No zod here: the builder draws this before the schema loads.
import { describeCancellationTiers, type CancellationTier } from '@/lib/appointments/cancellation-tiers'
import { isClockTime, slotLabel } from '@/lib/appointments/slots'
import { quoteTotals, retainerCents } from './fees'
import { weddingSchedule, type WeddingSchedule } from './schedule'
import type { EarlyStartFee, FeeRules, QuoteBody, QuoteBodyInput, Retainer } from './schema'

/** What of the gig the live figures need: its day and suburb. */
export type QuoteGig = { date: string; location: { city: string } }

/** The day as typed so far: null until it can be timed. */
export function liveSchedule(values: QuoteBodyInput, gig: QuoteGig, rules: FeeRules, timeZone: string): WeddingSchedule | null {
  if (!values.readyBy || !isClockTime(values.readyBy) || !Number.isInteger(values.artistCount) || (values.artistCount ?? 0) < 1) return null
  const party = (values.party ?? []).filter((row) => Number.isInteger(row?.count) && Number.isInteger(row?.durationMinutes) && row.count > 0)
  if (!party.length) return null
  return weddingSchedule({
    date: gig.date,
    readyBy: values.readyBy,
    party: party.map((row) => ({ role: row.role || 'Guest', service: row.service ?? '', count: row.count, durationMinutes: row.durationMinutes })),
    artistCount: values.artistCount!,
    bufferMinutes: Number.isInteger(values.bufferMinutes) ? (values.bufferMinutes ?? 0) : 0,
    timeZone,
    earlyStartFees: rules.earlyStartFees,
  })
}

/** "6:30 am", or "11:30 pm the day before". */
export const startText = (schedule: WeddingSchedule) =>
  `${slotLabel(schedule.start).toLowerCase()}${schedule.timeline.startsDayBefore ? ' the day before' : ''}`

/** The quote's lines and total as typed so far; null while no row can be priced. */
export function livePreview(values: QuoteBodyInput, gig: QuoteGig, rules: FeeRules, earlyStart: EarlyStartFee | null) {
  const party = (values.party ?? []).filter((row) => Number.isInteger(row?.count) && Number.isInteger(row?.priceCents)) as QuoteBody['party']
  if (!party.length) return null
  const travel =
    values.travel?.kind === 'km' && !Number.isFinite(values.travel.km)
      ? { kind: 'none' as const }
      : ((values.travel ?? { kind: 'none' }) as QuoteBody['travel'])
  const parkingCents = Number.isInteger(values.parkingCents) ? (values.parkingCents ?? 0) : 0
  return quoteTotals({ party, travel, parkingCents, earlyStart, suburb: gig.location.city }, rules)
}

/** The tiers in the contract's words, once they read as valid tiers. */
export function tiersPreview(tiers: QuoteBodyInput['cancellationTiers'], retainer: number | undefined): string[] {
  const typed = (tiers ?? []).filter(
    (tier): tier is CancellationTier =>
      isCount(tier?.daysBefore) && (tier.keep?.kind === 'retainer' || (tier.keep?.kind === 'percent' && isPercent(tier.keep.percent))),
  )
  const complete = typed.length === (tiers ?? []).length && new Set(typed.map((tier) => tier.daysBefore)).size === typed.length
  return complete ? describeCancellationTiers(typed, { retainerCents: retainer }) : []
}

const isCount = (value: number | undefined): value is number => Number.isInteger(value) && value! >= 0
const isPercent = (value: number | undefined): value is number => isCount(value) && value <= 100

/** The retainer on a total, or undefined while its amount is half typed. */
export function safeRetainer(totalCents: number, retainer: QuoteBodyInput['retainer']): number | undefined {
  const typed: Retainer | null =
    retainer?.kind === 'percent' && isPercent(retainer.percent)
      ? { kind: 'percent', percent: retainer.percent }
      : retainer?.kind === 'amount' && isCount(retainer.cents)
        ? { kind: 'amount', cents: retainer.cents }
        : null
  return typed ? retainerCents(totalCents, typed) : undefined
}

/** Everything the builder shows from the values: the day, the lines and total, the retainer. */
export function liveQuote(values: QuoteBodyInput, gig: QuoteGig, rules: FeeRules, timeZone: string) {
  const schedule = liveSchedule(values, gig, rules, timeZone)
  const preview = livePreview(values, gig, rules, schedule?.earlyStartFee ?? null)
  const retainer = preview && values.retainer ? safeRetainer(preview.totalCents, values.retainer) : undefined
  return { schedule, preview, retainer }
}
