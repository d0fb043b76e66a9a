// Her documents: a gig's invoice (what is due, by when, how to pay), a payment's receipt and a refund's
// adjustment note. While she is registered for GST they are tax documents: "Tax invoice" with her ABN,
// the GST in each line and in total, and the buyer's name. Plain data here; document-pdf.tsx draws it.
import { formatAbn } from './abn'
import { taxLines, taxRegimeOf, type TaxedLine, type TaxSettings } from './tax-rules'

export type DocumentKind = 'invoice' | 'receipt' | 'adjustment'

export type DocumentSeller = TaxSettings & { businessName: string | null; taxLegalName: string | null; email: string }

export type BooksDocument = {
  kind: DocumentKind
  title: string
  /** "R-0012": her run of receipts, invoices (INV-) or adjustment notes (AN-). */
  number: string
  issuedOn: string
  seller: { businessName: string; legalName: string | null; abn: string | null; email: string }
  buyer: { name: string; email: string | null }
  lines: TaxedLine[]
  totalCents: number
  /** Null: no tax on this document. */
  taxName: string | null
  taxCents: number
  /** Label and value lines under the totals: how it was paid, what is left, when it is due, how to pay. */
  details: { label: string; value: string }[]
  testMode: boolean
}

const PREFIX: Record<DocumentKind, string> = { receipt: 'R', invoice: 'INV', adjustment: 'AN' }
export const documentNumber = (kind: DocumentKind, number: number) => `${PREFIX[kind]}-${String(number).padStart(4, '0')}`

const PLAIN_TITLE: Record<DocumentKind, string> = { receipt: 'Receipt', invoice: 'Invoice', adjustment: 'Adjustment note' }

/** A document of hers, taxed as her sales on `issuedOn` are. */
export function buildDocument({
  kind,
  number,
  issuedOn,
  seller,
  buyer,
  lines,
  details,
  testMode = false,
}: {
  kind: DocumentKind
  number: number
  issuedOn: string
  seller: DocumentSeller
  buyer: { name: string; email: string | null }
  lines: { description: string; amountCents: number }[]
  details: { label: string; value: string }[]
  testMode?: boolean
}): BooksDocument {
  const regime = taxRegimeOf(seller, issuedOn)
  const taxed = taxLines(regime, lines)
  // An adjustment note keeps its name; a receipt or an invoice of a taxable sale is a tax invoice.
  const title = regime && kind !== 'adjustment' ? regime.documentTitle : PLAIN_TITLE[kind]
  return {
    kind,
    title,
    number: documentNumber(kind, number),
    issuedOn,
    seller: {
      businessName: seller.businessName ?? seller.taxLegalName ?? 'Your makeup artist',
      legalName: seller.taxLegalName,
      abn: seller.abn ? formatAbn(seller.abn) : null,
      email: seller.email,
    },
    buyer,
    lines: taxed.lines,
    totalCents: taxed.totalCents,
    taxName: regime?.name ?? null,
    taxCents: taxed.taxCents,
    details,
    testMode,
  }
}

/** "tax-invoice-R-0012.pdf". */
export const documentFileName = (document: Pick<BooksDocument, 'title' | 'number'>) =>
  `${document.title.toLowerCase().replace(/\s+/g, '-')}-${document.number}.pdf`
