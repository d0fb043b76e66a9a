// A stored quote read back with what it adds up to, and the one function that keeps its gig in step:
// the gig's service lines, total, deposit (the retainer), payment due date and cancellation tiers
// always say what the quote says.
import { describeCancellationTiers } from '@/lib/appointments/cancellation-tiers'
import { cancellationTiersSchema } from '@/lib/appointments/cancellation-tiers-schema'
import { fromDbDate } from '@/lib/appointments/dates'
import type { Service } from '@/lib/appointments/schema'
import type { PrismaTx } from '@/lib/db'
import type { Appointment, ContractSignature, Quote } from '@/lib/generated/prisma/client'
import { formatMoney } from '@/lib/format/money'
import { contractTerms, termsHashOf, type ContractFacts } from './contract-terms'
import { balanceDueDate, quoteTotals, retainerCents, type QuoteLine } from './fees'
import { slotsAround, weddingSchedule, type WeddingSchedule } from './schedule'
import {
  balanceDueSchema,
  feeRulesSchema,
  partyRowSchema,
  retainerSchema,
  travelChoiceSchema,
  trialSchema,
  type FeeRules,
  type StoredQuoteBody,
} from './schema'

type GigFacts = Pick<
  Appointment,
  'date' | 'timeFrom' | 'timeTo' | 'readyBy' | 'artistCount' | 'bufferMinutes' | 'locationCity' | 'locationFormatted' | 'customerName' | 'requestNumber'
>

/** The quote's fields, parsed from their JSON columns. */
export function storedQuote(quote: Quote): StoredQuoteBody & { feeRules: ReturnType<typeof feeRulesSchema.parse>; contractWording: number } {
  return {
    party: partyRowSchema.array().parse(quote.party),
    trial: quote.trial ? trialSchema.parse(quote.trial) : null,
    travel: travelChoiceSchema.parse(quote.travel),
    parkingCents: quote.parkingCents,
    retainer: retainerSchema.parse(quote.retainer),
    retainerRefundable: quote.retainerRefundable,
    balanceDue: balanceDueSchema.parse(quote.balanceDue),
    cancellationTiers: cancellationTiersSchema.parse(quote.cancellationTiers),
    notes: quote.notes,
    terms: quote.terms,
    feeRules: feeRulesSchema.parse(quote.feeRules),
    contractWording: quote.contractWording,
  }
}

export type QuoteState = ReturnType<typeof storedQuote> & {
  /** The day as one computation: start, early-start fee, timeline; null while nobody is booked. */
  schedule: WeddingSchedule | null
  /** The times the contract and the proposal state: the first artist's start and ready-by. */
  time: { from: string; to: string }
  lines: QuoteLine[]
  totalCents: number
  retainerCents: number
  balanceCents: number
  balanceDueDate: string
}

/** The wedding's one ready-by time: set with the quote; a gig from before then kept it as its end. */
export const weddingReadyBy = (gig: Pick<Appointment, 'readyBy' | 'timeTo'>) => gig.readyBy ?? gig.timeTo

/** The wedding's day from its party and the gig's ready-by, artists and buffer, with the quote's fee rules. */
export const scheduleOf = (stored: Pick<StoredQuoteBody, 'party'> & { feeRules: FeeRules }, gig: GigFacts, timeZone: string) =>
  weddingSchedule({
    date: fromDbDate(gig.date),
    readyBy: weddingReadyBy(gig),
    party: stored.party,
    artistCount: gig.artistCount,
    bufferMinutes: gig.bufferMinutes,
    timeZone,
    earlyStartFees: stored.feeRules.earlyStartFees,
  })

/** What a quote adds up to on its gig's day, start and suburb. */
export function quoteState(quote: Quote, gig: GigFacts, timeZone: string): QuoteState {
  const stored = storedQuote(quote)
  const date = fromDbDate(gig.date)
  const schedule = scheduleOf(stored, gig, timeZone)
  const { lines, totalCents } = quoteTotals(
    { party: stored.party, travel: stored.travel, parkingCents: stored.parkingCents, earlyStart: schedule?.earlyStartFee ?? null, suburb: gig.locationCity },
    stored.feeRules,
  )
  const retainer = retainerCents(totalCents, stored.retainer)
  return {
    ...stored,
    schedule,
    time: { from: schedule?.start ?? gig.timeFrom, to: weddingReadyBy(gig) },
    lines,
    totalCents,
    retainerCents: retainer,
    balanceCents: totalCents - retainer,
    balanceDueDate: balanceDueDate(date, stored.balanceDue),
  }
}

/** Who the wedding is for, which request, when (the schedule's start to ready-by) and where: as the proposal shows them and the contract states them. */
export const weddingFacts = (gig: GigFacts, state: Pick<QuoteState, 'time'>) => ({
  customerName: gig.customerName,
  requestNumber: gig.requestNumber,
  date: fromDbDate(gig.date),
  time: state.time,
  location: { city: gig.locationCity, formatted: gig.locationFormatted },
})

/** The contract's words for the quote as it stands. */
export function termsFor(state: QuoteState, gig: GigFacts, businessName: string): { text: string; hash: string } {
  const facts: ContractFacts = {
    wording: state.contractWording,
    businessName,
    ...weddingFacts(gig, state),
    lines: state.lines,
    totalCents: state.totalCents,
    trial: state.trial,
    retainer: state.retainer,
    retainerCents: state.retainerCents,
    retainerRefundable: state.retainerRefundable,
    balanceDue: state.balanceDue,
    balanceDueDate: state.balanceDueDate,
    cancellationTiers: state.cancellationTiers,
    terms: state.terms,
  }
  const text = contractTerms(facts)
  return { text, hash: termsHashOf(text) }
}

/** The signature on the quote as it stands: the newest one not superseded. */
export const currentSignature = (signatures: ContractSignature[]) =>
  signatures.filter((signature) => !signature.supersededAt).sort((a, b) => b.signedAt.getTime() - a.signedAt.getTime())[0] ?? null

/** The gig's lines from the party: one per row with anyone in it, carrying count, price and duration. */
export const serviceLinesOf = (state: QuoteState): Service[] =>
  state.party
    .filter((row) => row.count > 0)
    .map((row) => ({
      title: row.role,
      subTitle: row.service,
      count: row.count,
      priceCents: row.priceCents,
      durationMinutes: row.durationMinutes,
      ...(row.serviceId ? { serviceId: row.serviceId } : {}),
    }))

/** The written policy the gig keeps beside its tiers, from the quote's terms. */
function writtenPolicy(state: QuoteState): string {
  const retainer =
    state.retainerCents > 0
      ? [`The retainer (${formatMoney(state.retainerCents)}) is ${state.retainerRefundable ? 'refundable under these tiers' : 'non-refundable'}.`]
      : []
  return [...retainer, ...describeCancellationTiers(state.cancellationTiers, { retainerCents: state.retainerCents })].join('\n')
}

/**
 * Makes the gig say what its quote says: lines, total (less what refunds took off its price), deposit
 * (the retainer), due date (the balance's), tiers and the written policy. `paid` follows the new total.
 */
export async function applyQuoteToGig(tx: PrismaTx, quote: Quote, gig: Appointment, timeZone: string): Promise<QuoteState> {
  const state = quoteState(quote, gig, timeZone)
  const { _sum: lowered } = await tx.refund.aggregate({ where: { lowersPrice: true, payment: { appointmentId: gig.id } }, _sum: { amountCents: true } })
  const totalCents = Math.max(state.totalCents - (lowered.amountCents ?? 0), 0)
  await tx.appointment.update({
    where: { id: gig.id },
    data: {
      services: serviceLinesOf(state),
      ...calendarTimes(state, gig),
      totalCents,
      depositCents: state.retainerCents,
      paymentDueDate: new Date(`${state.balanceDueDate}T00:00:00Z`),
      cancellationTiers: state.cancellationTiers,
      cancellationPolicy: writtenPolicy(state),
      paid: totalCents > 0 && gig.paidToDateCents >= totalCents,
    },
  })
  return state
}

/** The gig's calendar slots from its schedule; unchanged while nobody is booked. */
function calendarTimes(state: QuoteState, gig: Pick<Appointment, 'timeFrom' | 'timeTo'>): { timeFrom: string; timeTo: string } {
  if (!state.schedule) return { timeFrom: gig.timeFrom, timeTo: gig.timeTo }
  const { start, readyBy, startsDayBefore } = state.schedule.timeline
  return slotsAround({ start: startsDayBefore ? '00:00' : start.time, readyBy: readyBy.time }) ?? { timeFrom: gig.timeFrom, timeTo: gig.timeTo }
}

/**
 * After a change: a signature whose terms no longer match is marked superseded (the row itself stays,
 * as signed). Answers whether one was.
 */
export async function supersedeChangedSignature(
  tx: PrismaTx,
  { quoteId, signatures, newHash, now }: { quoteId: string; signatures: ContractSignature[]; newHash: string; now: Date },
): Promise<boolean> {
  const signed = currentSignature(signatures)
  if (!signed || signed.termsHash === newHash) return false
  await tx.contractSignature.updateMany({ where: { quoteId, supersededAt: null }, data: { supersededAt: now } })
  return true
}
