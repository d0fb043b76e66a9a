// What a wedding's quote adds to its party's lines: the fees (travel, an early start, parking and
// tolls) and the minimum booking total it tops up to. The gig's own lines are the party's alone, so a
// total worked out again from them on Edit gig must add these back.
import type { QuoteLine } from './fees'

export type QuoteExtras = {
  /** Travel, early start, parking and tolls: every line that is not the party's or the top-up. */
  feesCents: number
  /** The minimum booking total the quote topped up to; 0 when it needed none. */
  minimumCents: number
}

/** The quote's extras; null for a gig without a quote. */
export function quoteExtras(quote: { lines: QuoteLine[]; totalCents: number } | null): QuoteExtras | null {
  if (!quote) return null
  const feesCents = quote.lines.filter((line) => line.kind !== 'party' && line.kind !== 'minimum').reduce((sum, line) => sum + line.cents, 0)
  // A top-up line brings the total to exactly the minimum.
  const minimumCents = quote.lines.some((line) => line.kind === 'minimum') ? quote.totalCents : 0
  return { feesCents, minimumCents }
}

/** What the services come to with the quote's fees, and at least its minimum. */
export const totalWithExtras = (servicesCents: number, extras: QuoteExtras | null) =>
  extras ? Math.max(servicesCents + extras.feesCents, extras.minimumCents) : servicesCents
