// Receipts and refund e-mails to the customer, each with its document as a PDF (a tax invoice, or an
// adjustment note for a refund, while the owner is registered for GST). Receipt numbers run 1, 2, 3… per
// owner, given when a payment's first receipt goes out (a receipt sent again keeps its number). The PDF is
// queued as the document's data and drawn when the e-mail is sent, so no payment's transaction waits on it.
import { buildDocument, documentFileName, documentNumber, type BooksDocument } from '@/lib/books/document'
import { nextDocumentNumber } from '@/lib/books/numbers'
import { taxColumns } from '@/lib/books/tax-details'
import type { DbClient, PrismaTx } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Appointment, Payment, Refund } from '@/lib/generated/prisma/client'
import { sendClientEmail, type OverCap } from '@/lib/mail/client-messages'
import type { DocumentAttachment, EmailMessage } from '@/lib/mail/outbox'
import { formatMoney } from '@/lib/format/money'
import { PAYMENT_METHOD_LABELS } from './payment-methods'
import { type RefundTerms } from './payment-schema'
import { dayIn } from './dates'
import { formatDay, servicesSummary } from './describe'
import { gigForEmail } from './gig-email-lines'
import { receiptMessage, refundMessage } from './payment-emails'
import { paymentNames } from './payment-names'
import { depositNameOf, remainingCents } from './to-appointment-response'

type Owner = { email: string; businessName: string | null; timeZone: string }

/** The owner as her documents name her: business, legal name, ABN and GST registration. */
export const documentSeller = (tx: DbClient, userId: string) =>
  tx.user.findUniqueOrThrow({ where: { id: userId }, select: { ...taxColumns, email: true, businessName: true, timeZone: true } })

/** "Deposit: Bride: Bridal makeup, 12 Dec 2026". */
const lineFor = (paidFor: string, gig: Appointment) => {
  const { services } = gigForEmail(gig)
  return `${paidFor}: ${services.length ? servicesSummary(services) : 'makeup'}, ${formatDay(gig.date.toISOString().slice(0, 10), 'd MMM yyyy')}`
}

/** The PDF of a document, to attach: drawn by the outbox when it sends the e-mail. */
export const pdfAttachment = (document: BooksDocument): DocumentAttachment => ({
  filename: documentFileName(document),
  contentType: 'application/pdf',
  document,
})

/**
 * A payment's receipt (a tax invoice while she is registered for GST on the day it was paid), numbered
 * `number`, to whoever paid it.
 */
export async function receiptDocument(
  tx: DbClient,
  { gig, payment, number, payer }: { gig: Appointment; payment: Payment; number: number; payer?: { name: string; email: string } | null },
): Promise<BooksDocument> {
  const seller = await documentSeller(tx, gig.userId)
  const { name, share } = await paymentPurpose(tx, { appointmentId: gig.id, paymentId: payment.id })
  const shareEmail = share && !payer ? (await tx.paymentShare.findFirst({ where: { paymentId: payment.id }, select: { email: true } }))?.email : null
  const buyer = payer ?? (share ? { name: share.name, email: shareEmail ?? null } : { name: gig.customerName, email: gig.customerEmail })
  const left = share ? Math.max(share.amountCents - (payment.amountCents - payment.refundedCents), 0) : remainingCents(gig)
  const details = [
    { label: 'Paid by', value: `${PAYMENT_METHOD_LABELS[payment.method]}, ${formatDay(dayIn(seller.timeZone, payment.paidAt), 'd MMMM yyyy')}` },
    ...(payment.refundedCents ? [{ label: 'Refunded since', value: formatMoney(payment.refundedCents) }] : []),
    { label: share ? 'Left of this share' : 'Left to pay', value: left ? formatMoney(left) : 'Nothing: paid in full' },
  ]
  return buildDocument({
    kind: 'receipt',
    number,
    issuedOn: dayIn(seller.timeZone, payment.paidAt),
    seller,
    buyer,
    lines: [{ description: lineFor(name, gig), amountCents: payment.amountCents }],
    details,
    testMode: payment.provider === 'test',
  })
}

/** A refund's adjustment note: the money given back (negative), against the payment's receipt. */
export async function adjustmentDocument(
  tx: PrismaTx,
  { gig, payment, refund }: { gig: Appointment; payment: Payment; refund: Pick<Refund, 'adjustmentNumber' | 'amountCents' | 'createdAt'> },
): Promise<BooksDocument> {
  const seller = await documentSeller(tx, gig.userId)
  const { name, share } = await paymentPurpose(tx, { appointmentId: gig.id, paymentId: payment.id })
  const shareEmail = share ? (await tx.paymentShare.findFirst({ where: { paymentId: payment.id }, select: { email: true } }))?.email : null
  const receipt = payment.receiptNumber ? ` (receipt ${documentNumber('receipt', payment.receiptNumber)})` : ''
  return buildDocument({
    kind: 'adjustment',
    number: refund.adjustmentNumber ?? 0,
    issuedOn: dayIn(seller.timeZone, refund.createdAt),
    seller,
    buyer: share ? { name: share.name, email: shareEmail ?? null } : { name: gig.customerName, email: gig.customerEmail },
    lines: [{ description: `Refund of ${lineFor(name, gig)}${receipt}`, amountCents: -refund.amountCents }],
    details: [{ label: 'Paid', value: `${formatMoney(payment.amountCents)} on ${formatDay(dayIn(seller.timeZone, payment.paidAt), 'd MMMM yyyy')}` }],
    testMode: payment.provider === 'test',
  })
}

/** What a payment was for ("Retainer", "Balance", "Chloe’s share"), and the share it paid, if any. */
async function paymentPurpose(tx: DbClient, { appointmentId, paymentId }: { appointmentId: string; paymentId: string }) {
  const gig = await tx.appointment.findUniqueOrThrow({
    where: { id: appointmentId },
    select: {
      depositCents: true,
      quote: { select: { id: true } },
      payments: { select: { id: true, amountCents: true, paidAt: true } },
      paymentShares: { select: { name: true, paymentId: true, amountCents: true } },
    },
  })
  const name = paymentNames({ depositCents: gig.depositCents, depositName: depositNameOf(gig) }, gig.payments, gig.paymentShares).get(paymentId) ?? 'Payment'
  return { name, share: gig.paymentShares.find((share) => share.paymentId === paymentId) ?? null }
}

type ReceiptTo = { gig: Appointment; payment: Payment; owner: Owner; payer?: { name: string; email: string } }

/** Who a payment's receipt goes to: `payer` (who paid a share), else the client, who must have an e-mail. */
function receiptRecipient({ gig, payer }: Pick<ReceiptTo, 'gig' | 'payer'>) {
  const to = payer ?? (gig.customerEmail ? { name: gig.customerName, email: gig.customerEmail } : null)
  if (!to) throw new AppError('conflict', 'Add the client’s e-mail to the gig to send them a receipt')
  return to
}

/** The payment's receipt number, taken now (in the payment's transaction) if it has none yet. */
export async function takeReceiptNumber(tx: PrismaTx, payment: Payment): Promise<number> {
  if (payment.receiptNumber !== null) return payment.receiptNumber
  const receiptNumber = await nextDocumentNumber(tx, payment.userId, 'receipt')
  await tx.payment.update({ where: { id: payment.id }, data: { receiptNumber } })
  return receiptNumber
}

/** The receipt e-mail of a numbered payment, its PDF attached. */
export async function receiptEmail(db: DbClient, { gig, payment, owner, payer, receiptNumber }: ReceiptTo & { receiptNumber: number }): Promise<EmailMessage> {
  const to = receiptRecipient({ gig, payer })
  const businessName = owner.businessName ?? 'Your makeup artist'
  const { name, share } = await paymentPurpose(db, { appointmentId: gig.id, paymentId: payment.id })
  const document = await receiptDocument(db, { gig, payment, number: receiptNumber, payer: to })
  const email = await receiptMessage({
    title: document.title,
    businessName,
    customerName: to.name,
    gig: gigForEmail(gig),
    receiptNumber,
    paidFor: name,
    amountCents: payment.amountCents,
    refundedCents: payment.refundedCents,
    method: PAYMENT_METHOD_LABELS[payment.method],
    paidOn: dayIn(owner.timeZone, payment.paidAt),
    left: share ? { share: Math.max(share.amountCents - (payment.amountCents - payment.refundedCents), 0) } : { balance: remainingCents(gig) },
    testMode: payment.provider === 'test',
  })
  return {
    to: to.email,
    replyTo: owner.email,
    subject: `${document.title} #${receiptNumber} from ${businessName}`,
    ...email,
    attachments: [pdfAttachment(document)],
  }
}

/**
 * E-mails the customer (or `payer`, who paid a share of it) a receipt for one payment, named for what
 * it paid; answers its number. A payment's own receipt never holds the payment back (`skip` past a cap);
 * one the owner asks for again is refused (`refuse`). A share's receipt tells its payer of her own share, not the gig's balance.
 */
export async function enqueueReceipt(tx: PrismaTx, { overCap = 'skip', ...receipt }: ReceiptTo & { overCap?: OverCap }): Promise<number> {
  receiptRecipient(receipt)
  const receiptNumber = await takeReceiptNumber(tx, receipt.payment)
  await sendClientEmail(tx, await receiptEmail(tx, { ...receipt, receiptNumber }), { userId: receipt.gig.userId, overCap })
  return receiptNumber
}

/**
 * Tells whoever paid it (the client, or the party member whose share it was) of a refund: of which
 * payment, how it went back, and what is left to pay now.
 */
export async function enqueueRefundEmail(
  tx: PrismaTx,
  {
    gig,
    payment,
    owner,
    amountCents,
    lowersPrice,
    method,
    refund,
    timeTaken,
  }: {
    gig: Appointment
    payment: Payment
    owner: Pick<Owner, 'email' | 'businessName'>
    amountCents: number
    refund: Refund
    timeTaken?: { bookAgainUrl: string }
  } & RefundTerms,
) {
  const { name, share } = await paymentPurpose(tx, { appointmentId: gig.id, paymentId: payment.id })
  const shareEmail = share ? (await tx.paymentShare.findFirst({ where: { paymentId: payment.id }, select: { email: true } }))?.email : null
  const to = share
    ? shareEmail
      ? { name: share.name, email: shareEmail }
      : null
    : gig.customerEmail
      ? { name: gig.customerName, email: gig.customerEmail }
      : null
  if (!to) return
  const businessName = owner.businessName ?? 'Your makeup artist'
  const email = await refundMessage({
    businessName,
    customerName: to.name,
    gig: gigForEmail(gig),
    amountCents,
    paidCents: payment.amountCents,
    paidFor: name,
    back: payment.provider === 'test' ? 'test' : payment.provider ? 'card' : (method ?? 'other'),
    newTotalCents: lowersPrice ? gig.totalCents : null,
    remainingCents: share ? null : remainingCents(gig),
    timeTaken,
  })
  // The refund stands even past a cap.
  const note = await adjustmentDocument(tx, { gig, payment, refund })
  await sendClientEmail(
    tx,
    { to: to.email, replyTo: owner.email, subject: `Refund from ${businessName}`, ...email, attachments: [pdfAttachment(note)] },
    { userId: gig.userId, overCap: 'skip' },
  )
}
