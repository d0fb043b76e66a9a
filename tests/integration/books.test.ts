// The books: tax details, tax invoices and receipts as PDFs (attached and downloaded), numbered with no
// gaps or repeats under payments at once, adjustment notes for refunds, the Money screen's figures and
// its CSV and Xero exports, expenses and mileage. Every route: happy path, bad input, no token, another owner.
import { randomBytes } from 'node:crypto'
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { POST as paymentRoute } from '@/app/v1/appointment/[appointmentId]/payment/route'
import { GET as invoiceRoute, POST as emailInvoiceRoute } from '@/app/v1/appointment/[appointmentId]/invoice/route'
import { GET as mileageGetRoute, PUT as mileageRoute } from '@/app/v1/appointment/[appointmentId]/mileage/route'
import { GET as receiptDownloadRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/receipt/route'
import { POST as refundRoute } from '@/app/v1/appointment/[appointmentId]/payments/[paymentId]/refund/route'
import { GET as exportRoute } from '@/app/v1/books/export/route'
import { GET as moneyRoute } from '@/app/v1/books/route'
import { POST as expenseRoute } from '@/app/v1/expense/route'
import { DELETE as deleteExpenseRoute, PUT as putExpenseRoute } from '@/app/v1/expense/[expenseId]/route'
import { GET as taxGetRoute, PUT as taxRoute } from '@/app/v1/tax-details/route'
import { PUT as feeRulesRoute } from '@/app/v1/fee-rules/route'
import { dayIn, toDbDate } from '@/lib/appointments/dates'
import type { AppointmentResponse } from '@/lib/appointments/response-schema'
import { XERO_INVOICE_COLUMNS } from '@/lib/books/export'
import type { ExpenseResponse, MileageAnswer, MoneyReport, TaxDetailsResponse } from '@/lib/books/schema'
import { prisma } from '@/lib/db'
import { drawAttachments } from '@/lib/mail/draw-attachments'
import type { EmailAttachment, QueuedAttachment } from '@/lib/mail/outbox'
import { sendDueEmails } from '@/lib/mail/send-outbox'
import type { MailTransport } from '@/lib/mail/transport'
import { callRoute, type Handler } from '../support/call-route'
import { pdfText } from '../support/pdf-text'
import { createImageFor } from '../factories/reviews'
import { createGigFor } from '../factories/appointments'
import { createOwner } from '../factories/users'
import { putQuote, quote, RULES, weddingRequest } from '../support/wedding-quotes'

type Err = { error: { code: string; message: string; fields?: Record<string, string> } }
const ABN = '51 824 753 556'
const TAX = { legalName: 'Ava Nguyen', abn: ABN, gstRegistered: true, gstRegisteredFrom: '2020-07-01', offlineReceipts: true, mileageRateCents: 88 }
const squash = (text: string) => text.replace(/\s+/g, '')

/** RFC 4180 rows: quoted fields may hold commas and doubled quotes. */
function parseCsv(text: string): string[][] {
  return text
    .trim()
    .split('\r\n')
    .map((line) =>
      [...line.matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)].map(([, quoted, plain]) => (quoted !== undefined ? quoted.replace(/""/g, '"') : plain)),
    )
}

async function gstOwner(extra: Record<string, unknown> = {}) {
  const owner = await createOwner({
    businessName: 'Glow by Ava',
    taxLegalName: 'Ava Nguyen',
    abn: '51824753556',
    gstRegistered: true,
    gstRegisteredFrom: toDbDate('2020-07-01'),
    ...extra,
  })
  return owner
}

/** A download's bytes (callRoute reads answers as text). */
async function downloaded<P>(handler: Handler<P>, { params, token, query }: { params: P; token?: string; query?: Record<string, string> }) {
  const headers = new Headers(token ? { authorization: `Bearer ${token}` } : {})
  const url = new URL('http://localhost:3000/')
  for (const [key, value] of Object.entries(query ?? {})) url.searchParams.set(key, value)
  const response = await handler(new NextRequest(url, { headers }), { params: Promise.resolve(params) })
  return { response, bytes: Buffer.from(await response.arrayBuffer()) }
}

/** The PDF an outbox row attaches, drawn as the outbox's sender draws it. */
async function attachedPdf(row: { attachments: unknown }): Promise<Buffer> {
  const attachments = await drawAttachments(row.attachments as QueuedAttachment[])
  expect(attachments).toHaveLength(1)
  expect(attachments[0].contentType).toBe('application/pdf')
  return Buffer.from(attachments[0].content, 'base64')
}

const record = (token: string | undefined, appointmentId: string, amount: unknown, method = 'cash') =>
  callRoute<AppointmentResponse & Err>(paymentRoute, { token, params: { appointmentId }, body: { amount, method } })

describe('GET and PUT /v1/tax-details', () => {
  it('saves her legal name, ABN and GST registration, and answers them', async () => {
    const { token } = await createOwner()
    expect((await callRoute<TaxDetailsResponse>(taxGetRoute, { token })).body).toEqual({
      legalName: null,
      abn: null,
      gstRegistered: false,
      gstRegisteredFrom: null,
      offlineReceipts: true,
      mileageRateCents: 88,
    })
    const saved = await callRoute<TaxDetailsResponse>(taxRoute, { token, method: 'PUT', body: { ...TAX, abn: '51824753556' } })
    expect(saved.status).toBe(200)
    expect(saved.body).toEqual(TAX)
  })

  it('refuses an ABN that fails its checksum, GST without an ABN or a start day, and changes nothing', async () => {
    const { user, token } = await createOwner()
    const before = JSON.stringify(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }))
    const bad = await callRoute<Err>(taxRoute, { token, method: 'PUT', body: { ...TAX, abn: '51 824 753 557' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.abn).toBe('This ABN is not valid: please check its 11 digits')
    const noAbn = await callRoute<Err>(taxRoute, { token, method: 'PUT', body: { ...TAX, abn: null } })
    expect(noAbn.body.error.fields?.abn).toBe('Add your ABN to charge GST')
    const noDay = await callRoute<Err>(taxRoute, { token, method: 'PUT', body: { ...TAX, gstRegisteredFrom: null } })
    expect(noDay.body.error.fields?.gstRegisteredFrom).toBeDefined()
    expect((await callRoute<Err>(taxRoute, { token, method: 'PUT', body: { ...TAX, mileageRateCents: 0 } })).status).toBe(422)
    expect(JSON.stringify(await prisma.user.findUniqueOrThrow({ where: { id: user.id } }))).toBe(before)
  })

  it('answers 401 without a token', async () => {
    expect((await callRoute(taxGetRoute, {})).status).toBe(401)
    expect((await callRoute(taxRoute, { method: 'PUT', body: TAX })).status).toBe(401)
  })
})

describe('tax invoices and receipts', () => {
  it('e-mails a tax invoice PDF for a cash payment: ABN, GST, the buyer, and the number', async () => {
    const { user, token } = await gstOwner()
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 65000, customerName: 'Mia Rossi' })
    expect((await record(token, gig.id, 20000)).status).toBe(201)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: gig.customerEmail! } })
    expect(mail.subject).toBe('Tax invoice #1 from Glow by Ava')
    const text = pdfText(await attachedPdf(mail))
    expect(text).toContain('TAX INVOICE')
    expect(text).toContain('Tax invoice R-0001')
    expect(text).toContain('ABN 51 824 753 556')
    expect(text).toContain('Ava Nguyen')
    expect(text).toContain('Mia Rossi')
    expect(text).toContain('Total (GST included)')
    // $200.00 carries $18.18 of GST.
    expect(text).toContain('$200.00')
    expect(text).toContain('$18.18')
    expect(text).toContain('$450.00')
  })

  it('queues the receipt with its payment, and the outbox draws the PDF as it sends the e-mail, not the payment’s transaction', async () => {
    const { user, token } = await gstOwner()
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 65000 })
    expect((await record(token, gig.id, 11000)).status).toBe(201)
    const queued = await prisma.emailOutbox.findFirstOrThrow({ where: { to: gig.customerEmail! } })
    const [attachment] = queued.attachments as QueuedAttachment[]
    expect(attachment).toMatchObject({ filename: 'tax-invoice-R-0001.pdf', contentType: 'application/pdf', document: { number: 'R-0001' } })
    expect(attachment).not.toHaveProperty('content')

    const sent: Parameters<MailTransport['send']>[0][] = []
    const transport: MailTransport = {
      name: 'outbox',
      send: async (message) => {
        sent.push(message)
        return { id: `captured-${sent.length}` }
      },
    }
    await sendDueEmails(transport)
    const receipt = sent.find((message) => message.to === gig.customerEmail)!
    expect(receipt.subject).toBe('Tax invoice #1 from Glow by Ava')
    expect(receipt.attachments?.map(({ filename, contentType }) => ({ filename, contentType }))).toEqual([
      { filename: 'tax-invoice-R-0001.pdf', contentType: 'application/pdf' },
    ])
    const text = squash(pdfText(Buffer.from(receipt.attachments![0].content, 'base64')))
    for (const shown of ['Tax invoice R-0001', 'ABN 51 824 753 556', '$110.00', '$10.00']) expect(text).toContain(squash(shown))
    // The row keeps the PDF that went.
    const row = await prisma.emailOutbox.findUniqueOrThrow({ where: { id: queued.id } })
    expect(row.status).toBe('sent')
    expect((row.attachments as EmailAttachment[])[0].content).toBe(receipt.attachments![0].content)
  })

  it('sends plain receipts without GST registration, and none for cash when she turned them off', async () => {
    const { user, token } = await createOwner({ businessName: 'Glow Abroad' })
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 30000 })
    await record(token, gig.id, 10000)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: gig.customerEmail! } })
    expect(mail.subject).toBe('Receipt #1 from Glow Abroad')
    const text = pdfText(await attachedPdf(mail))
    expect(text).toContain('Receipt R-0001')
    expect(text).not.toMatch(/GST|ABN|Tax invoice/)
    const quiet = await createOwner({ offlineReceipts: false })
    const quietGig = await createGigFor(quiet.user.id, { status: 'booked', totalCents: 30000 })
    await record(quiet.token, quietGig.id, 10000)
    expect(await prisma.emailOutbox.count({ where: { to: quietGig.customerEmail! } })).toBe(0)
  })

  it('numbers 20 payments at once 1 to 20: consecutive, no gaps, no repeats', async () => {
    const { user, token } = await gstOwner()
    const gigs = await Promise.all(Array.from({ length: 20 }, () => createGigFor(user.id, { status: 'booked', totalCents: 11000 })))
    const answers = await Promise.all(gigs.map((gig) => record(token, gig.id, 11000, 'bankTransfer')))
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201))
    const numbers = (await prisma.payment.findMany({ where: { userId: user.id }, select: { receiptNumber: true } })).map((row) => row.receiptNumber!)
    expect(numbers.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1))
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastReceiptNumber).toBe(20)
    const subjects = (await prisma.emailOutbox.findMany({ where: { to: { in: gigs.map((gig) => gig.customerEmail!) } }, select: { subject: true } })).map(
      (row) => row.subject,
    )
    expect(new Set(subjects).size).toBe(20)
  })

  it('downloads a payment’s receipt and the gig’s invoice for the owner; another owner gets 404', async () => {
    const { user, token } = await gstOwner({ payBankDetails: 'BSB 062-000 · 1234 5678' })
    const gig = await createGigFor(user.id, {
      status: 'booked',
      totalCents: 97800,
      customerName: 'Mia Rossi',
      services: [
        { title: 'Bride', subTitle: 'Bridal makeup', priceCents: 45000 },
        { title: 'Bridesmaids', subTitle: 'Makeup', count: 3, priceCents: 16500 },
        { title: 'Travel', subTitle: 'Zone 2', priceCents: 3300 },
      ],
      paymentDueDate: toDbDate('2027-01-10'),
    })
    const paid = await record(token, gig.id, 30000)
    const paymentId = paid.body.payments[0]._id
    const receipt = await downloaded(receiptDownloadRoute, { token, params: { appointmentId: gig.id, paymentId } })
    expect(receipt.response.status).toBe(200)
    expect(receipt.response.headers.get('content-type')).toBe('application/pdf')
    expect(receipt.response.headers.get('content-disposition')).toBe('attachment; filename="tax-invoice-R-0001.pdf"')
    expect(pdfText(receipt.bytes)).toContain('Tax invoice R-0001')

    const invoice = await downloaded(invoiceRoute, { token, params: { appointmentId: gig.id } })
    expect(invoice.response.status).toBe(200)
    const text = pdfText(invoice.bytes)
    expect(text).toContain('Tax invoice INV-0001')
    // Each line's GST, and the total's as their sum: 4091 + 4500 + 300.
    for (const amount of ['$40.91', '$45.00', '$3.00', '$88.91', '$978.00', '$678.00', '10 January 2027', 'BSB 062-000 · 1234 5678'])
      expect(squash(text)).toContain(squash(amount))
    // Issued again: the same number.
    expect(pdfText((await downloaded(invoiceRoute, { token, params: { appointmentId: gig.id } })).bytes)).toContain('INV-0001')
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastInvoiceNumber).toBe(1)

    const other = await createOwner()
    expect((await downloaded(invoiceRoute, { token: other.token, params: { appointmentId: gig.id } })).response.status).toBe(404)
    expect((await downloaded(receiptDownloadRoute, { token: other.token, params: { appointmentId: gig.id, paymentId } })).response.status).toBe(404)
    expect((await downloaded(invoiceRoute, { params: { appointmentId: gig.id } })).response.status).toBe(401)
    expect((await downloaded(receiptDownloadRoute, { token, params: { appointmentId: gig.id, paymentId: 'nope' } })).response.status).toBe(404)
    expect((await prisma.user.findUniqueOrThrow({ where: { id: other.user.id } })).lastInvoiceNumber).toBe(0)
  })

  it('e-mails the gig’s invoice to the client with its PDF, under the number the download has; refuses a gig with no e-mail, no token, another owner', async () => {
    const { user, token } = await gstOwner()
    const customerEmail = `mia-${randomBytes(3).toString('hex')}@example.com`
    const gig = await createGigFor(user.id, {
      status: 'booked',
      totalCents: 55000,
      customerName: 'Mia Rossi',
      customerEmail,
      paymentDueDate: toDbDate('2027-01-10'),
    })
    const sent = await callRoute<{ invoiceNumber: string; sentTo: string }>(emailInvoiceRoute, { token, method: 'POST', params: { appointmentId: gig.id } })
    expect(sent.status).toBe(200)
    expect(sent.body).toEqual({ invoiceNumber: 'INV-0001', sentTo: customerEmail })
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail } })
    expect(mail.subject).toBe('Tax invoice INV-0001 from Glow by Ava')
    expect(mail.text).toContain('Left to pay: $550.00 by 10 January 2027')
    expect((mail.attachments as QueuedAttachment[])[0].filename).toBe('tax-invoice-INV-0001.pdf')
    expect(pdfText(await attachedPdf(mail))).toContain('Tax invoice INV-0001')
    expect(pdfText((await downloaded(invoiceRoute, { token, params: { appointmentId: gig.id } })).bytes)).toContain('INV-0001')

    const noEmail = await createGigFor(user.id, { status: 'booked', totalCents: 10000, customerEmail: null })
    const refused = await callRoute<Err>(emailInvoiceRoute, { token, method: 'POST', params: { appointmentId: noEmail.id } })
    expect(refused.status).toBe(422)
    expect(refused.body.error.message).toBe('This gig has no e-mail address for the client: add it under Edit gig first')
    expect((await prisma.appointment.findUniqueOrThrow({ where: { id: noEmail.id } })).invoiceNumber).toBeNull()
    expect((await callRoute(emailInvoiceRoute, { method: 'POST', params: { appointmentId: gig.id } })).status).toBe(401)
    const other = await createOwner()
    expect((await callRoute(emailInvoiceRoute, { token: other.token, method: 'POST', params: { appointmentId: gig.id } })).status).toBe(404)
    expect(await prisma.emailOutbox.count({ where: { to: customerEmail } })).toBe(1)
  })

  it('sends an adjustment note with a refund, the GST negative', async () => {
    const { user, token } = await gstOwner()
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 22000 })
    const paid = await record(token, gig.id, 22000, 'bankTransfer')
    const refunded = await callRoute<AppointmentResponse>(refundRoute, {
      token,
      params: { appointmentId: gig.id, paymentId: paid.body.payments[0]._id },
      body: { amount: 11000 },
    })
    expect(refunded.status).toBe(200)
    const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: gig.customerEmail!, subject: { startsWith: 'Refund' } } })
    const text = squash(pdfText(await attachedPdf(mail)))
    expect(text).toContain(squash('Adjustment note AN-0001'))
    expect(text).toContain(squash('-$110.00'))
    expect(text).toContain(squash('-$10.00'))
    expect(text).toContain('R-0001')
  })
})

describe('GET /v1/books and /v1/books/export', () => {
  it('adds up the quarter: income less refunds, G1 and 1A, by service and way of paying, owed, expenses, mileage and profit', async () => {
    const { user, token } = await gstOwner()
    const gig = await createGigFor(user.id, { status: 'booked', totalCents: 65000, date: toDbDate(dayIn('Australia/Sydney', new Date())) })
    const deposit = await record(token, gig.id, 20000, 'bankTransfer')
    await record(token, gig.id, 30000, 'cash')
    await callRoute(refundRoute, {
      token,
      params: { appointmentId: gig.id, paymentId: deposit.body.payments[0]._id },
      body: { amount: 5500, priceDrops: false },
    })
    const image = await createImageFor(user.id, `/uploads/${user.id}/receipt-${randomBytes(3).toString('hex')}.jpg`)
    const expense = await callRoute<ExpenseResponse>(expenseRoute, { token, body: { amount: 8800, category: 'kit', photo: image.src, note: 'Foundation' } })
    expect(expense.status).toBe(201)
    expect(expense.body).toMatchObject({ amountCents: 8800, gstCents: 800, category: 'kit', photo: image.src })
    const mileage = await callRoute<MileageAnswer>(mileageRoute, { token, method: 'PUT', params: { appointmentId: gig.id }, body: { km: 42 } })
    expect(mileage.body.mileage).toMatchObject({ km: 42, rateCents: 88, cents: 3696 })
    expect((await callRoute<MileageAnswer>(mileageGetRoute, { token, params: { appointmentId: gig.id } })).body.mileage?.km).toBe(42)

    const money = await callRoute<MoneyReport>(moneyRoute, { token, query: { period: 'quarter' } })
    expect(money.status).toBe(200)
    const report = money.body
    expect(report.income).toEqual({ receivedCents: 50000, refundedCents: 5500, netCents: 44500, cardFeesCents: 0 })
    // 1A: 1818 + 2727 − 500 (each document's own GST).
    expect(report.bas).toEqual({ g1Cents: 44500, gstOnSalesCents: 4045, gstOnPurchasesCents: 800, gstOnExpensesCents: 800, gstOnCardFeesCents: 0 })
    expect(report.byService).toEqual([{ name: 'Bridal makeup', cents: 44500 }])
    expect(report.byMethod).toEqual([
      { name: 'Cash', cents: 30000 },
      { name: 'Bank transfer', cents: 14500 },
    ])
    expect(report.owed).toEqual({ cents: 20500, gigs: 1 })
    expect(report.expenses.totalCents).toBe(8800)
    expect(report.mileage).toMatchObject({ km: 42, cents: 3696 })
    expect(report.profit).toEqual({ incomeCents: 40455, expensesCents: 8000, mileageCents: 3696, cardFeesCents: 0, profitCents: 40455 - 8000 - 3696 })

    const plain = await downloaded(exportRoute, { token, params: {}, query: { period: 'quarter' } })
    expect(plain.response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = plain.bytes.toString('utf8').trim().split('\r\n')
    expect(lines[0]).toBe('Date,Type,Number,Client,Email,Gig date,Service,Method,Amount,GST,Card fee,Net')
    expect(lines).toHaveLength(4)
    expect(lines.some((line) => line.includes(',Refund,AN-0001,') && line.endsWith(',-55.00,-5.00,0.00,-55.00'))).toBe(true)

    const xero = await downloaded(exportRoute, { token, params: {}, query: { period: 'quarter', format: 'xero' } })
    const rows = parseCsv(xero.bytes.toString('utf8'))
    expect(rows[0]).toEqual([...XERO_INVOICE_COLUMNS])
    expect(rows[0].slice(0, 2)).toEqual(['*ContactName', 'EmailAddress'])
    for (const column of ['*InvoiceNumber', '*InvoiceDate', '*DueDate', 'Description', '*Quantity', '*UnitAmount', '*AccountCode', '*TaxType'])
      expect(rows[0]).toContain(column)
    const at = (row: string[], column: string) => row[rows[0].indexOf(column)]
    expect(
      rows
        .slice(1)
        .map((row) => at(row, '*InvoiceNumber'))
        .sort(),
    ).toEqual(['AN-0001', 'R-0001', 'R-0002'])
    for (const row of rows.slice(1)) {
      expect(row).toHaveLength(XERO_INVOICE_COLUMNS.length)
      expect(at(row, '*InvoiceDate')).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      expect(at(row, '*TaxType')).toBe('GST on Income')
      expect(at(row, '*AccountCode')).toBe('200')
      expect(at(row, '*Quantity')).toBe('1')
      expect(at(row, 'Currency')).toBe('AUD')
    }
    expect(
      rows
        .slice(1)
        .map((row) => at(row, '*UnitAmount'))
        .sort(),
    ).toEqual(['-55.00', '200.00', '300.00'])

    // Another owner sees none of it.
    const other = await createOwner()
    const theirs = await callRoute<MoneyReport>(moneyRoute, { token: other.token, query: { period: 'quarter' } })
    expect(theirs.body.income.netCents).toBe(0)
    expect(theirs.body.bas).toBeNull()
    expect(
      (await downloaded(exportRoute, { token: other.token, params: {}, query: { period: 'quarter' } })).bytes.toString('utf8').trim().split('\r\n'),
    ).toHaveLength(1)
  })

  it('refuses a bad period or format, and answers 401 without a token', async () => {
    const { token } = await createOwner()
    expect((await callRoute<Err>(moneyRoute, { token, query: { period: 'week' } })).status).toBe(422)
    expect((await callRoute<Err>(moneyRoute, { token, query: { day: '2026-02-30' } })).status).toBe(422)
    expect((await downloaded(exportRoute, { token, params: {}, query: { format: 'pdf' } })).response.status).toBe(422)
    expect((await callRoute(moneyRoute, {})).status).toBe(401)
    expect((await downloaded(exportRoute, { params: {} })).response.status).toBe(401)
  })
})

describe('POST /v1/expense and PUT /v1/appointment/{id}/mileage', () => {
  it('refuses bad input and another owner’s photo or gig, and writes nothing', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    const theirImage = await createImageFor(other.user.id, `/uploads/${other.user.id}/x-${randomBytes(3).toString('hex')}.jpg`)
    const theirGig = await createGigFor(other.user.id, { status: 'booked' })
    expect((await callRoute<Err>(expenseRoute, { token, body: { amount: 0, category: 'kit' } })).status).toBe(422)
    expect((await callRoute<Err>(expenseRoute, { token, body: { amount: 100, category: 'shoes' } })).status).toBe(422)
    expect((await callRoute<Err>(expenseRoute, { token, body: { amount: 100, category: 'kit', photo: theirImage.src } })).status).toBe(404)
    expect((await callRoute<Err>(mileageRoute, { token, method: 'PUT', params: { appointmentId: theirGig.id }, body: { km: 10 } })).status).toBe(404)
    expect((await callRoute<Err>(mileageGetRoute, { token, params: { appointmentId: theirGig.id } })).status).toBe(404)
    const mine = await createGigFor(user.id, { status: 'booked' })
    expect((await callRoute<Err>(mileageRoute, { token, method: 'PUT', params: { appointmentId: mine.id }, body: { km: -1 } })).status).toBe(422)
    expect((await callRoute<Err>(mileageRoute, { token, method: 'PUT', params: { appointmentId: mine.id }, body: { km: 1.5 } })).status).toBe(422)
    expect(await prisma.expense.count({ where: { userId: user.id } })).toBe(0)
    expect(await prisma.mileage.count({ where: { userId: { in: [user.id, other.user.id] } } })).toBe(0)
    expect((await callRoute(expenseRoute, { body: { amount: 100, category: 'kit' } })).status).toBe(401)
    expect((await callRoute(mileageRoute, { method: 'PUT', params: { appointmentId: mine.id }, body: { km: 1 } })).status).toBe(401)
  })

  it('offers her zones that have a distance, the wedding’s own zone first, and answers them with what she logs', async () => {
    const world = await weddingRequest()
    const { token, gig } = world
    const zones = [
      { name: 'Blue Mountains', feeCents: 12000, travelMinutes: 90, distanceKm: 95 },
      { name: 'Inner West', feeCents: 3000, travelMinutes: 20, distanceKm: 12 },
      { name: 'Far North', feeCents: 5000, travelMinutes: 60 },
    ]
    expect((await callRoute(feeRulesRoute, { method: 'PUT', token, body: { ...RULES, travel: { ...RULES.travel, zones } } })).status).toBe(200)
    const offered = [
      { name: 'Blue Mountains', kmEachWay: 95 },
      { name: 'Inner West', kmEachWay: 12 },
    ]
    const get = (appointmentId: string) => callRoute<MileageAnswer>(mileageGetRoute, { token, params: { appointmentId } })
    expect((await get(gig.id)).body).toEqual({ mileage: null, zones: offered, zone: null })
    // The quote names the zone in its own spelling: matched as quotes match it.
    expect((await putQuote(token, gig.id, quote({ travel: { kind: 'zone', zone: 'blue mountains' } }))).status).toBe(200)
    expect((await get(gig.id)).body).toEqual({ mileage: null, zones: offered, zone: 'Blue Mountains' })
    const logged = await callRoute<MileageAnswer>(mileageRoute, { token, method: 'PUT', params: { appointmentId: gig.id }, body: { km: 190 } })
    expect(logged.body).toMatchObject({ mileage: { km: 190 }, zones: offered, zone: 'Blue Mountains' })

    // A zone the quote names but with no distance is not offered; a gig without a quote has no zone.
    await putQuote(token, gig.id, quote({ travel: { kind: 'zone', zone: 'Far North' } }))
    expect((await get(gig.id)).body.zone).toBeNull()
    const plain = await createGigFor(world.user.id, { status: 'booked' })
    expect((await get(plain.id)).body).toEqual({ mileage: null, zones: offered, zone: null })
    // Another owner sees neither the gig nor her zones.
    const other = await createOwner()
    expect((await callRoute<Err>(mileageGetRoute, { token: other.token, params: { appointmentId: gig.id } })).status).toBe(404)
    expect((await callRoute(mileageGetRoute, { params: { appointmentId: gig.id } })).status).toBe(401)
  })

  it('takes no GST credit without a registration, and 0 km clears a gig’s mileage', async () => {
    const { user, token } = await createOwner()
    const expense = await callRoute<ExpenseResponse>(expenseRoute, { token, body: { amount: 1100, category: 'parking' } })
    expect(expense.body.gstCents).toBe(0)
    const gig = await createGigFor(user.id, { status: 'booked' })
    await callRoute(mileageRoute, { token, method: 'PUT', params: { appointmentId: gig.id }, body: { km: 12 } })
    const cleared = await callRoute<MileageAnswer>(mileageRoute, { token, method: 'PUT', params: { appointmentId: gig.id }, body: { km: 0 } })
    expect(cleared.body).toEqual({ mileage: null, zones: [], zone: null })
  })
})

describe('PUT/DELETE /v1/expense/{id}', () => {
  it('corrects an expense (its GST credit worked out again) and deletes it, out of the period’s figures', async () => {
    const { user, token } = await gstOwner()
    const added = await callRoute<ExpenseResponse>(expenseRoute, { token, body: { amount: 8800, category: 'kit', note: 'Foundation' } })
    const params = { expenseId: added.body._id }
    const edited = await callRoute<ExpenseResponse>(putExpenseRoute, {
      token,
      method: 'PUT',
      params,
      body: { amount: 2200, category: 'parking', note: 'Car park, Manly', gstIncluded: false, spentOn: added.body.spentOn },
    })
    expect(edited.status).toBe(200)
    expect(edited.body).toMatchObject({ _id: added.body._id, amountCents: 2200, gstCents: 0, gstIncluded: false, category: 'parking', note: 'Car park, Manly' })
    const again = await callRoute<ExpenseResponse>(putExpenseRoute, {
      token,
      method: 'PUT',
      params,
      body: { amount: 1100, category: 'parking', gstIncluded: true },
    })
    expect(again.body).toMatchObject({ amountCents: 1100, gstCents: 100, gstIncluded: true })
    expect((await callRoute(deleteExpenseRoute, { token, method: 'DELETE', params })).status).toBe(200)
    expect(await prisma.expense.count({ where: { userId: user.id } })).toBe(0)
    expect((await callRoute<Err>(deleteExpenseRoute, { token, method: 'DELETE', params })).status).toBe(404)
  })

  it('refuses bad input, no token and another owner’s token, changing nothing', async () => {
    const { user, token } = await createOwner()
    const other = await createOwner()
    const added = await callRoute<ExpenseResponse>(expenseRoute, { token, body: { amount: 5000, category: 'education' } })
    const params = { expenseId: added.body._id }
    const before = await prisma.expense.findUniqueOrThrow({ where: { id: added.body._id } })
    const bad = await callRoute<Err>(putExpenseRoute, { token, method: 'PUT', params, body: { amount: 0, category: 'education' } })
    expect(bad.status).toBe(422)
    expect(bad.body.error.fields?.amount).toBe('Please enter the amount spent')
    expect((await callRoute(putExpenseRoute, { method: 'PUT', params, body: { amount: 100, category: 'kit' } })).status).toBe(401)
    expect((await callRoute(deleteExpenseRoute, { method: 'DELETE', params })).status).toBe(401)
    expect((await callRoute(putExpenseRoute, { token: other.token, method: 'PUT', params, body: { amount: 100, category: 'kit' } })).status).toBe(404)
    expect((await callRoute(deleteExpenseRoute, { token: other.token, method: 'DELETE', params })).status).toBe(404)
    expect(await prisma.expense.findUniqueOrThrow({ where: { id: added.body._id } })).toEqual(before)
    expect(await prisma.expense.count({ where: { userId: user.id } })).toBe(1)
  })
})
