// A gig's documents from its screen (the owner's only; another owner's gig is not found): the invoice
// (what is due, by when, with the pay link and her offline ways to pay), numbered when first issued, to
// download or e-mail to the client, and a payment's receipt (numbered now if it never went out).
import { buildDocument, documentFileName, type BooksDocument } from '@/lib/books/document'
import { booksDocumentPdf } from '@/lib/books/document-pdf'
import { nextDocumentNumber } from '@/lib/books/numbers'
import { prisma, type PrismaTx } from '@/lib/db'
import { AppError, notFound } from '@/lib/errors'
import { formatMoney } from '@/lib/format/money'
import { sendClientEmail } from '@/lib/mail/client-messages'
import type { Appointment } from '@/lib/generated/prisma/client'
import { offlinePaymentsOf } from '@/lib/payouts/payment-settings'
import { cardAccountOf } from '@/lib/payouts/follow-account'
import { fromDbDate, todayIn } from './dates'
import { formatDay } from './describe'
import { gigForEmail } from './gig-email-lines'
import { offerUrl } from './links'
import { lockAppointment } from './locks'
import { invoiceAnswer, type InvoiceAnswer } from './payment-schema'
import { invoiceMessage } from './payment-emails'
import { documentSeller, pdfAttachment, receiptDocument } from './receipts'
import { remainingCents } from './to-appointment-response'

/** The invoice's lines: the services at their prices when they add up to the gig's price, else one line for it. */
function invoiceLines(gig: Appointment) {
  const { services } = gigForEmail(gig)
  const day = formatDay(fromDbDate(gig.date), 'd MMM yyyy')
  const priced = services.map((service) => ({
    description: `${service.title}: ${service.subTitle}${(service.count ?? 1) > 1 ? ` × ${service.count}` : ''}, ${day}`,
    amountCents: (service.priceCents ?? 0) * (service.count ?? 1),
  }))
  if (priced.length && priced.every((line) => line.amountCents > 0) && priced.reduce((sum, line) => sum + line.amountCents, 0) === gig.totalCents) return priced
  const what = services.map((service) => `${service.title}: ${service.subTitle}`).join(', ') || 'Makeup'
  return [{ description: `${what}, ${day}`, amountCents: gig.totalCents }]
}

/** The PDF as a download. */
async function pdfDownload(document: BooksDocument): Promise<Response> {
  return new Response(new Uint8Array(await booksDocumentPdf(document)), {
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${documentFileName(document)}"`,
      'cache-control': 'private, no-store',
    },
  })
}

/** The gig's invoice, numbered when first issued: what is due, by when, and the ways to pay it. */
async function issueInvoice(tx: PrismaTx, { user, gig, now }: { user: { id: string }; gig: Appointment; now: Date }) {
  const number = gig.invoiceNumber ?? (await nextDocumentNumber(tx, user.id, 'invoice'))
  if (gig.invoiceNumber === null) await tx.appointment.update({ where: { id: gig.id, userId: user.id }, data: { invoiceNumber: number } })
  const seller = await documentSeller(tx, user.id)
  const ways = await tx.user.findUniqueOrThrow({
    where: { id: user.id },
    select: { payBankDetails: true, payCash: true, payOther: true, payoutsAccountId: true, payoutsStatus: true },
  })
  const offline = offlinePaymentsOf(ways)
  const left = remainingCents(gig)
  const dueBy = formatDay(fromDbDate(gig.paymentDueDate ?? gig.date), 'd MMMM yyyy')
  const payLink = left && gig.offerToken && cardAccountOf(ways) ? offerUrl(gig.offerToken) : null
  const details = [
    ...(gig.paidToDateCents ? [{ label: 'Paid so far', value: formatMoney(gig.paidToDateCents) }] : []),
    { label: 'Left to pay', value: left ? formatMoney(left) : 'Nothing: paid in full' },
    ...(left ? [{ label: 'Due by', value: dueBy }] : []),
    ...(payLink ? [{ label: 'Pay online', value: payLink }] : []),
    ...(left && offline.bankDetails ? [{ label: 'Bank transfer', value: offline.bankDetails }] : []),
    ...(left && offline.cash ? [{ label: 'Cash', value: 'Cash is welcome on the day' }] : []),
    ...(left && offline.other ? [{ label: 'Other ways to pay', value: offline.other }] : []),
  ]
  const document = buildDocument({
    kind: 'invoice',
    number,
    issuedOn: todayIn(seller.timeZone, now),
    seller,
    buyer: { name: gig.customerName, email: gig.customerEmail },
    lines: invoiceLines(gig),
    details,
  })
  return { document, seller, left, dueBy, payLink }
}

export async function gigInvoice({ user, appointmentId, now = new Date() }: { user: { id: string }; appointmentId: string; now?: Date }): Promise<Response> {
  const { document } = await prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    return issueInvoice(tx, { user, gig, now })
  })
  return pdfDownload(document)
}

/**
 * The invoice e-mailed to the client with its PDF, from the gig's screen: numbered as the download is, and
 * queued in the same transaction (the outbox draws the PDF when it sends it). Refused past the client's cap.
 */
export async function emailInvoice({
  user,
  appointmentId,
  now = new Date(),
}: {
  user: { id: string }
  appointmentId: string
  now?: Date
}): Promise<InvoiceAnswer> {
  return prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    const to = gig.customerEmail
    if (!to) throw new AppError('unprocessable', 'This gig has no e-mail address for the client: add it under Edit gig first')
    const { document, seller, left, dueBy, payLink } = await issueInvoice(tx, { user, gig, now })
    const businessName = seller.businessName ?? 'Your makeup artist'
    const message = await invoiceMessage({
      title: document.title,
      number: document.number,
      businessName,
      customerName: gig.customerName,
      gig: gigForEmail(gig),
      leftCents: left,
      dueBy,
      payLink,
    })
    await sendClientEmail(
      tx,
      { to, replyTo: seller.email, subject: `${document.title} ${document.number} from ${businessName}`, ...message, attachments: [pdfAttachment(document)] },
      { userId: user.id, overCap: 'refuse' },
    )
    return invoiceAnswer.parse({ invoiceNumber: document.number, sentTo: to })
  })
}

export async function paymentReceipt({
  user,
  appointmentId,
  paymentId,
}: {
  user: { id: string }
  appointmentId: string
  paymentId: string
}): Promise<Response> {
  const document = await prisma.$transaction(async (tx) => {
    const gig = await lockAppointment(tx, { appointmentId, userId: user.id })
    if (!gig) throw notFound('Gig')
    const payment = gig.payments.find((candidate) => candidate.id === paymentId)
    if (!payment) throw notFound('Payment')
    const number = payment.receiptNumber ?? (await nextDocumentNumber(tx, user.id, 'receipt'))
    if (payment.receiptNumber === null) await tx.payment.update({ where: { id: payment.id }, data: { receiptNumber: number } })
    return receiptDocument(tx, { gig, payment, number })
  })
  return pdfDownload(document)
}
