// Her documents' numbers: one run per owner and kind (receipts, invoices, adjustment notes), 1, 2, 3…
// Taken from a counter on her row in the transaction that records what the document is for
// (UPDATE … RETURNING): the row stays locked until that commits, so payments at once queue for their
// numbers, and a transaction that rolls back gives its number back. No gaps, no repeats.
import type { PrismaTx } from '@/lib/db'
import type { DocumentKind } from './document'

export async function nextDocumentNumber(tx: PrismaTx, userId: string, kind: DocumentKind): Promise<number> {
  const rows =
    kind === 'receipt'
      ? await tx.$queryRaw<
          { last: number }[]
        >`UPDATE "User" SET "lastReceiptNumber" = "lastReceiptNumber" + 1 WHERE "id" = ${userId} RETURNING "lastReceiptNumber" AS "last"`
      : kind === 'invoice'
        ? await tx.$queryRaw<
            { last: number }[]
          >`UPDATE "User" SET "lastInvoiceNumber" = "lastInvoiceNumber" + 1 WHERE "id" = ${userId} RETURNING "lastInvoiceNumber" AS "last"`
        : await tx.$queryRaw<
            { last: number }[]
          >`UPDATE "User" SET "lastAdjustmentNumber" = "lastAdjustmentNumber" + 1 WHERE "id" = ${userId} RETURNING "lastAdjustmentNumber" AS "last"`
  return rows[0].last
}
