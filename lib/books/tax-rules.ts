// The one place the tax on an owner's sales is decided. Today: Australia's GST, for an owner who says she
// is registered (with her ABN), on sales from the day of her registration. Prices are GST-inclusive, so
// the GST in an amount is one eleventh of it, rounded to the cent per line (the ATO allows rounding each
// line), and a document's GST is the sum of its lines' so its totals always agree. Everyone else (not
// registered, or another country) sells without tax: plain receipts, no tax figures. Another regime (VAT,
// a sales tax) is another branch of `taxRegimeOf`.
import { fromDbDate } from '@/lib/appointments/dates'

export type TaxRegime = {
  /** The tax's name on documents and reports. */
  name: 'GST'
  /** What a document of a taxable sale is called ("Tax invoice"), and what the owner's number is called. */
  documentTitle: string
  registrationLabel: 'ABN'
  registrationNumber: string
  /** The part of a tax-inclusive price that is tax: numerator over denominator (1/11). */
  inclusiveShare: { numerator: number; denominator: number }
}

export type TaxSettings = { abn: string | null; gstRegistered: boolean; gstRegisteredFrom: Date | null }

/** The tax the owner's sale on `day` ("YYYY-MM-DD", her calendar) carries, or null: none. */
export function taxRegimeOf(owner: TaxSettings, day: string): TaxRegime | null {
  if (!owner.gstRegistered || !owner.abn) return null
  if (owner.gstRegisteredFrom && day < fromDbDate(owner.gstRegisteredFrom)) return null
  return {
    name: 'GST',
    documentTitle: 'Tax invoice',
    registrationLabel: 'ABN',
    registrationNumber: owner.abn,
    inclusiveShare: { numerator: 1, denominator: 11 },
  }
}

/** The tax inside one tax-inclusive line, rounded half away from zero to the cent (refunds are negative). */
export function includedTax(regime: TaxRegime | null, amountCents: number): number {
  if (!regime) return 0
  const { numerator, denominator } = regime.inclusiveShare
  const tax = Math.round((Math.abs(amountCents) * numerator) / denominator)
  return amountCents < 0 ? -tax : tax
}

/**
 * The tax credit in what Stripe took from a card payment: its fees to an Australian account include GST,
 * so while she is registered a fee holds one eleventh of itself, rounded per fee as an expense's is.
 */
export const cardFeeTaxCredit = (regime: TaxRegime | null, feeCents: number): number => includedTax(regime, feeCents)

export type TaxedLine = { description: string; amountCents: number; taxCents: number }

/** Each line with its own rounded tax, and the totals as their sums: the document adds up exactly. */
export function taxLines(regime: TaxRegime | null, lines: { description: string; amountCents: number }[]) {
  const taxed: TaxedLine[] = lines.map((line) => ({ ...line, taxCents: includedTax(regime, line.amountCents) }))
  return {
    lines: taxed,
    totalCents: taxed.reduce((sum, line) => sum + line.amountCents, 0),
    taxCents: taxed.reduce((sum, line) => sum + line.taxCents, 0),
  }
}
