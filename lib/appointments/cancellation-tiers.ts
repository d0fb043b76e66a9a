// A cancellation policy the app can apply: tiers by how many days before the gig's day the client
// cancels, each saying what the artist keeps (the retainer, or a share of the total). The written
// policy (`cancellationPolicy`) stays the owner's own words; tiers are what cancelling computes with.
// Their schemas are in cancellation-tiers-schema.ts, so a screen that only describes tiers loads no zod.
import { formatMoney } from '@/lib/format/money'
import { todayIn } from './dates'

export const MAX_CANCELLATION_TIERS = 6

/** The tier applies when the client cancels this many days or more before the gig's day (and fewer than the next tier up). */
export type CancellationTier = { daysBefore: number; keep: { kind: 'retainer' } | { kind: 'percent'; percent: number } }

/** The policy most wedding artists write: more than 90 days: the retainer is kept; 30–90: 50%; under 30: 100%. */
export const DEFAULT_CANCELLATION_TIERS: CancellationTier[] = [
  { daysBefore: 91, keep: { kind: 'retainer' } },
  { daysBefore: 30, keep: { kind: 'percent', percent: 50 } },
  { daysBefore: 0, keep: { kind: 'percent', percent: 100 } },
]

/** Whole calendar days from today (in the owner's zone) to the gig's day; negative once it has passed. */
export function daysBeforeGig(gigDay: string, timeZone: string, now = new Date()): number {
  const today = todayIn(timeZone, now)
  return Math.round((Date.parse(`${gigDay}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}

/** The tier a cancellation so many days before falls in: the one with the most days not above it. */
export function tierFor(tiers: CancellationTier[], daysBefore: number): CancellationTier | null {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore)
  return sorted.find((tier) => daysBefore >= tier.daysBefore) ?? null
}

export type CancellationSettlement = {
  tier: CancellationTier | null
  /** What the policy lets the artist keep. */
  keptCents: number
  /** What goes back to the client: paid beyond what is kept. */
  refundCents: number
  /** What the policy says the client still owes: kept beyond what was paid. */
  owedCents: number
}

/**
 * What cancelling settles under the tiers. With no tier for the day (no tiers, or a gap below the lowest),
 * the policy keeps nothing, so every cent paid goes back.
 */
export function settleCancellation(options: {
  tiers: CancellationTier[]
  daysBefore: number
  totalCents: number
  retainerCents: number
  paidCents: number
}): CancellationSettlement {
  const { tiers, daysBefore, totalCents, retainerCents, paidCents } = options
  const tier = tierFor(tiers, daysBefore)
  const keptCents = tier ? Math.min(totalCents, keptUnder(tier, totalCents, retainerCents)) : 0
  return { tier, keptCents, refundCents: Math.max(0, paidCents - keptCents), owedCents: Math.max(0, keptCents - paidCents) }
}

function keptUnder(tier: CancellationTier, totalCents: number, retainerCents: number): number {
  return tier.keep.kind === 'retainer' ? retainerCents : Math.round((totalCents * tier.keep.percent) / 100)
}

/**
 * What the payment that books a gig is called where the client reads it: a quoted wedding's retainer,
 * any other gig's deposit. A tier of kind "retainer" keeps that payment, whatever its name.
 */
export const BOOKING_PAYMENT_NAMES = ['deposit', 'retainer'] as const
export type BookingPaymentName = (typeof BOOKING_PAYMENT_NAMES)[number]

/** One sentence per tier, highest first, for the written terms: "Cancelled 30 to 90 days before: 50% of the total is kept." */
export function describeCancellationTiers(
  tiers: CancellationTier[],
  { retainerCents, retainerName = 'retainer' }: { retainerCents?: number; retainerName?: BookingPaymentName } = {},
): string[] {
  const sorted = [...tiers].sort((a, b) => b.daysBefore - a.daysBefore)
  return sorted.map((tier, index) => {
    const above = sorted[index - 1]
    const window = above ? rangeText(tier.daysBefore, above.daysBefore - 1) : `${tier.daysBefore} days or more before the day`
    return `Cancelled ${window}: ${keptText(tier, retainerName, retainerCents)}.`
  })
}

function rangeText(from: number, to: number): string {
  if (from === to) return from === 0 ? 'on the day' : `${from} ${from === 1 ? 'day' : 'days'} before the day`
  if (from === 0) return `less than ${to + 1} days before the day`
  return `${from} to ${to} days before the day`
}

function keptText(tier: CancellationTier, retainerName: BookingPaymentName, retainerCents?: number): string {
  if (tier.keep.kind === 'retainer')
    return retainerCents === undefined ? `the ${retainerName} is kept` : `the ${retainerName} (${formatMoney(retainerCents)}) is kept`
  if (tier.keep.percent === 0) return 'everything paid is refunded'
  return `${tier.keep.percent}% of the total is kept`
}
