// The period's money as files for her accountant: a plain CSV of payments and refunds (with each card
// payment's fee, as Stripe reported it, and what reached her), and the same as Xero's sales invoice import
// (each receipt an invoice, each adjustment note a negative one, which Xero imports as a credit note).
// Prices are GST-inclusive: choose "Tax inclusive" when importing. Xero's file keeps its template's
// columns exactly, so card fees are in the plain CSV only.
import { fromDbDate } from '@/lib/appointments/dates'
import { PAYMENT_METHOD_LABELS } from '@/lib/appointments/payment-methods'
import { documentNumber } from './document'
import { loadOwnerForBooks, movementsOf, periodFor, serviceOf, type Movement } from './money'
import type { MoneyExportQuery } from './schema'

/** Xero's sales invoice import columns, in its template's order (an asterisk marks a required one). */
export const XERO_INVOICE_COLUMNS = [
  '*ContactName',
  'EmailAddress',
  'POAddressLine1',
  'POAddressLine2',
  'POAddressLine3',
  'POAddressLine4',
  'POCity',
  'PORegion',
  'POPostalCode',
  'POCountry',
  '*InvoiceNumber',
  'Reference',
  '*InvoiceDate',
  '*DueDate',
  'InventoryItemCode',
  'Description',
  '*Quantity',
  '*UnitAmount',
  'Discount',
  '*AccountCode',
  '*TaxType',
  'TrackingName1',
  'TrackingOption1',
  'TrackingName2',
  'TrackingOption2',
  'Currency',
  'BrandingTheme',
] as const

export const PLAIN_COLUMNS = ['Date', 'Type', 'Number', 'Client', 'Email', 'Gig date', 'Service', 'Method', 'Amount', 'GST', 'Card fee', 'Net'] as const

/** Xero's default sales account, and its Australian tax rates: GST on Income, or BAS Excluded without GST. */
const SALES_ACCOUNT = '200'

/** A CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function field(value: string | number): string {
  if (typeof value === 'number') return String(value)
  // A leading = + - @ would start a formula (a negative amount, "-55.00", is left as it is).
  const safe = /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

export const toCsv = (rows: (string | number)[][]) => rows.map((row) => row.map(field).join(',')).join('\r\n') + '\r\n'

const dollars = (cents: number) => (cents / 100).toFixed(2)
/** Xero's Australian date: DD/MM/YYYY. */
const xeroDate = (day: string) => day.split('-').reverse().join('/')

/** The document a movement is: its receipt or adjustment note number, or the payment's own id when none was issued. */
function numberOf(movement: Movement): string {
  if (movement.number !== null) return documentNumber(movement.kind === 'payment' ? 'receipt' : 'adjustment', movement.number)
  return `${movement.kind === 'payment' ? 'PAY' : 'REF'}-${movement.id.slice(-8).toUpperCase()}`
}

const describe = (movement: Movement) =>
  `${movement.kind === 'payment' ? 'Payment' : 'Refund'}: ${serviceOf(movement.gig.services)}, ${fromDbDate(movement.gig.date)}${movement.note ? ` (${movement.note})` : ''}`

export function plainRows(movements: Movement[]): (string | number)[][] {
  return [
    [...PLAIN_COLUMNS],
    ...movements.map((movement) => [
      movement.day,
      movement.kind === 'payment' ? 'Payment' : 'Refund',
      numberOf(movement),
      movement.buyer.name,
      movement.buyer.email ?? '',
      fromDbDate(movement.gig.date),
      serviceOf(movement.gig.services),
      PAYMENT_METHOD_LABELS[movement.method],
      dollars(movement.amountCents),
      dollars(movement.taxCents),
      dollars(movement.cardFeeCents),
      dollars(movement.amountCents - movement.cardFeeCents),
    ]),
  ]
}

export function xeroRows(movements: Movement[]): (string | number)[][] {
  return [
    [...XERO_INVOICE_COLUMNS],
    ...movements.map((movement) => {
      const row: Record<(typeof XERO_INVOICE_COLUMNS)[number], string | number> = {
        '*ContactName': movement.buyer.name,
        EmailAddress: movement.buyer.email ?? '',
        POAddressLine1: '',
        POAddressLine2: '',
        POAddressLine3: '',
        POAddressLine4: '',
        POCity: '',
        PORegion: '',
        POPostalCode: '',
        POCountry: '',
        '*InvoiceNumber': numberOf(movement),
        Reference: PAYMENT_METHOD_LABELS[movement.method],
        '*InvoiceDate': xeroDate(movement.day),
        '*DueDate': xeroDate(movement.day),
        InventoryItemCode: '',
        Description: describe(movement),
        '*Quantity': 1,
        '*UnitAmount': dollars(movement.amountCents),
        Discount: '',
        '*AccountCode': SALES_ACCOUNT,
        '*TaxType': movement.taxed ? 'GST on Income' : 'BAS Excluded',
        TrackingName1: '',
        TrackingOption1: '',
        TrackingName2: '',
        TrackingOption2: '',
        Currency: 'AUD',
        BrandingTheme: '',
      }
      return XERO_INVOICE_COLUMNS.map((column) => row[column])
    }),
  ]
}

/** The file to download: "glowfolio-2026-10-01-xero.csv". */
export async function moneyExport({ user, query, now = new Date() }: { user: { id: string }; query: MoneyExportQuery; now?: Date }): Promise<Response> {
  const owner = await loadOwnerForBooks(user.id)
  const period = periodFor(owner, query, now)
  const movements = await movementsOf(owner, period)
  const csv = toCsv(query.format === 'xero' ? xeroRows(movements) : plainRows(movements))
  const name = `glowfolio-${period.kind}-${period.start}${query.format === 'xero' ? '-xero' : ''}.csv`
  return new Response(csv, {
    headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'private, no-store' },
  })
}
