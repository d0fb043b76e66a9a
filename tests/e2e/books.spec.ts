// The books at 390x844: a GST-registered artist enters her tax details, takes a card deposit on the offer
// page (test mode) and a cash balance; her client gets a tax invoice for each (the PDFs read back: ABN,
// GST, buyer, number), and the gig's receipt and invoice download. She adds a kit expense with a photo of
// its receipt and the gig's mileage, and the Money screen's quarter shows G1, 1A and the profit the
// payments, the expense and the mileage make.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { TZDate } from '@date-fns/tz'
import { addDays, format, startOfMonth, startOfQuarter } from 'date-fns'
import { drawAttachments } from '@/lib/mail/draw-attachments'
import type { QueuedAttachment } from '@/lib/mail/outbox'
import { pdfText } from '../support/pdf-text'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'

const SYDNEY = 'Australia/Sydney'
const squash = (text: string) => text.replace(/\s+/g, '')

test('a GST-registered artist: tax invoices for a deposit and a cash balance, an expense, mileage, and the quarter’s BAS and profit', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const today = new TZDate(Date.now(), SYDNEY)
  // The gig falls in this quarter, so its mileage counts there.
  const later = addDays(today, 3)
  const gigDay = startOfQuarter(later).getTime() === startOfQuarter(today).getTime() ? later : today
  const customerEmail = `mia-${randomBytes(3).toString('hex')}@example.com`
  const user = await prisma.user.create({
    data: {
      email: `books-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Books',
      slug: `glow-books-${randomBytes(3).toString('hex')}`,
      payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`,
      payoutsStatus: 'payoutsOn',
      cancellationPolicy: 'Deposits are non-refundable.',
    },
  })
  // A travel zone with its distance: the gig's mileage is one tap.
  await prisma.feeRules.create({ data: { userId: user.id, travelZones: [{ name: 'Eastern Suburbs', feeCents: 3000, travelMinutes: 20, distanceKm: 20 }] } })
  const offerToken = randomBytes(24).toString('base64url')
  const gig = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'offered',
      customerName: 'Mia Rossi',
      customerEmail,
      locationCity: 'Paddington',
      date: new Date(`${format(gigDay, 'yyyy-MM-dd')}T00:00:00Z`),
      timeFrom: '22:00',
      timeTo: '23:00',
      services: [{ title: 'Mia', subTitle: 'Bridal makeup' }],
      totalCents: 55000,
      depositCents: 11000,
      offerToken,
      offerSentAt: new Date(),
      cancellationPolicy: 'Deposits are non-refundable.',
    },
  })
  await signIn(page, user)

  // Tax details in Payments settings: a wrong ABN is refused by its checksum.
  await page.goto('/dashboard/today')
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Payments' }).click()
  await page.getByLabel('Legal name').fill('Mia Nguyen')
  await page.getByLabel('ABN').fill('51 824 753 557')
  await page.getByRole('switch', { name: 'Registered for GST' }).click()
  await page.getByRole('button', { name: 'Registered since' }).click()
  await page
    .getByRole('dialog', { name: 'Registered for GST since' })
    .getByRole('button', { name: format(startOfMonth(today), 'EEEE d MMMM yyyy') })
    .click()
  await page.getByRole('button', { name: 'Save tax details' }).click()
  await expect(page.getByText('This ABN is not valid: please check its 11 digits')).toBeVisible()
  await page.getByLabel('ABN').fill('51 824 753 556')
  await page.getByRole('button', { name: 'Save tax details' }).click()
  await expect(page.getByText('Tax details saved')).toBeVisible()
  await snap(page, 'books-tax-details')
  expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ abn: '51824753556', gstRegistered: true, taxLegalName: 'Mia Nguyen' })

  // The client accepts and pays the $110 deposit (test mode).
  const clientContext = await anotherPhone(browser, { baseURL })
  const client = await clientContext.newPage()
  await client.goto(`/offer/${offerToken}`)
  await client.getByLabel('I accept the cancellation policy').check()
  await client.getByRole('button', { name: 'Accept and pay $110.00 deposit' }).click()
  await expect(client.getByText('You’re booked!').first()).toBeVisible({ timeout: 30_000 })
  await clientContext.close()

  // The cash balance, recorded on the gig.
  await page.goto(`/dashboard/gigs/${gig.id}`)
  await page.getByRole('button', { name: 'Record a payment' }).click()
  const sheet = page.getByRole('dialog', { name: 'Record a payment' })
  await expect(sheet.getByLabel('Amount received')).toHaveValue('440')
  await sheet.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded: the gig is paid')).toBeVisible()

  // Both payments' tax invoices reached the client, each PDF with the ABN, the GST and the buyer.
  const inbox = await prisma.emailOutbox.findMany({ where: { to: customerEmail, subject: { startsWith: 'Tax invoice' } }, orderBy: { createdAt: 'asc' } })
  expect(inbox.map((mail) => mail.subject)).toEqual(['Tax invoice #1 from Glow Books', 'Tax invoice #2 from Glow Books'])
  // Queued as the document, drawn by the outbox as it sends (or already sent, as drawn): the same PDF either way.
  const pdfs = await Promise.all(
    inbox.map(async (mail) => pdfText(Buffer.from((await drawAttachments(mail.attachments as QueuedAttachment[]))[0].content, 'base64'))),
  )
  for (const [index, [amount, gst]] of [
    ['$110.00', '$10.00'],
    ['$440.00', '$40.00'],
  ].entries()) {
    const text = squash(pdfs[index])
    for (const shown of [`Tax invoice R-000${index + 1}`, 'ABN 51 824 753 556', 'Mia Nguyen', 'Mia Rossi', 'Total (GST included)', amount, gst])
      expect(text).toContain(squash(shown))
  }
  expect(squash(pdfs[1])).toContain(squash('Cash'))

  // The cash payment's receipt, downloaded from the gig.
  await page.getByRole('button', { name: /^\d+ \w+ · Cash.*\$440\.00\s*, receipt and refund$/ }).click()
  const paymentSheet = page.getByRole('dialog', { name: '$440.00 · Cash' })
  const receiptDownload = page.waitForEvent('download')
  await paymentSheet.getByRole('link', { name: 'Download the receipt (PDF)' }).click()
  const receipt = await receiptDownload
  expect(receipt.suggestedFilename()).toBe('tax-invoice-R-0002.pdf')
  expect(squash(pdfText(await readFile((await receipt.path())!)))).toContain(squash('$440.00'))
  await snap(page, 'books-payment-sheet')
  await page.keyboard.press('Escape')

  // The gig's invoice: paid in full, and the kilometres driven.
  const invoiceDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Download the invoice (PDF)' }).click()
  const invoice = await invoiceDownload
  expect(invoice.suggestedFilename()).toBe('tax-invoice-INV-0001.pdf')
  const invoiceText = squash(pdfText(await readFile((await invoice.path())!)))
  for (const shown of ['$550.00', '$50.00', 'Nothing: paid in full']) expect(invoiceText).toContain(squash(shown))
  // The same invoice, e-mailed to her client with its PDF.
  await page.getByRole('button', { name: 'E-mail the invoice' }).click()
  await expect(page.getByText(`Invoice INV-0001 sent to ${customerEmail}`)).toBeVisible()
  const invoiceMail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: customerEmail, subject: 'Tax invoice INV-0001 from Glow Books' } })
  expect((invoiceMail.attachments as { filename: string }[])[0].filename).toBe('tax-invoice-INV-0001.pdf')
  await page.getByRole('button', { name: 'Eastern Suburbs: 40 km there and back' }).click()
  await expect(page.getByLabel('Kilometres driven')).toHaveValue('40')
  await page.getByRole('button', { name: 'Save kilometres' }).click()
  await expect(page.getByText('40 km logged: $35.20')).toBeVisible()
  await page.getByRole('heading', { name: 'Invoice and mileage' }).scrollIntoViewIfNeeded()
  await snap(page, 'books-gig')

  // A kit expense with its receipt's photo, from the Money screen.
  await page.getByRole('button', { name: 'Menu' }).click()
  await page.getByRole('dialog').getByRole('link', { name: 'Money' }).click()
  await expect(page.getByRole('heading', { name: 'Money' })).toBeVisible()
  await page.getByRole('button', { name: 'Add expense' }).click()
  const expense = page.getByRole('dialog', { name: 'Add expense' })
  await expense.getByLabel('Amount').fill('88')
  await expense.getByRole('radio', { name: 'Kit' }).click()
  const photo = await (
    await import('sharp')
  )
    .default({ create: { width: 800, height: 1000, channels: 3, background: { r: 250, g: 248, b: 240 } } })
    .jpeg()
    .toBuffer()
  await expense.locator('input[type=file]').setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(expense.getByRole('img', { name: 'Receipt photo 1' })).toBeVisible({ timeout: 30_000 })
  await snap(page, 'books-add-expense')
  await expense.getByRole('button', { name: 'Add expense' }).click()
  await expect(page.getByText('Kit expense of $88.00 added')).toBeVisible()

  // The quarter: G1 $550, 1A $10 + $40, 1B $8; profit $500 − $80 − $35.20.
  await expect(page.getByRole('tab', { name: 'Quarter' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByTestId('income-net')).toHaveText('$550.00')
  await expect(page.getByTestId('bas-g1')).toHaveText('$550.00')
  await expect(page.getByTestId('bas-1a')).toHaveText('$50.00')
  await expect(page.getByTestId('bas-1b')).toHaveText('$8.00')
  await expect(page.getByTestId('expenses-total')).toHaveText('$88.00')
  await expect(page.getByTestId('profit')).toHaveText('$384.80')
  await expect(page.getByRole('img', { name: 'Receipt for Kit' })).toBeVisible()
  await snap(page, 'books-money-quarter')

  // A parking receipt typed wrong, corrected, then deleted: the figures follow each time.
  await page.getByRole('button', { name: 'Add expense' }).click()
  const parking = page.getByRole('dialog', { name: 'Add expense' })
  await parking.getByLabel('Amount').fill('11')
  await parking.getByRole('radio', { name: 'Parking' }).click()
  await parking.getByRole('button', { name: 'Add expense' }).click()
  await expect(page.getByText('Parking expense of $11.00 added')).toBeVisible()
  await expect(page.getByTestId('expenses-total')).toHaveText('$99.00')
  await page.getByRole('button', { name: /^Edit Parking expense of \$11\.00/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit expense' })
  await expect(edit.getByRole('radio', { name: 'Parking' })).toHaveAttribute('aria-checked', 'true')
  await edit.getByLabel('Amount').fill('22')
  await edit.getByRole('switch', { name: 'Includes GST' }).click()
  await snap(page, 'books-edit-expense')
  await edit.getByRole('button', { name: 'Save expense' }).click()
  await expect(page.getByText('Parking expense of $22.00 saved')).toBeVisible()
  await expect(page.getByTestId('expenses-total')).toHaveText('$110.00')
  await expect(page.getByTestId('bas-1b')).toHaveText('$8.00')
  await page.getByRole('button', { name: /^Edit Parking expense of \$22\.00/ }).click()
  await page.getByRole('dialog', { name: 'Edit expense' }).getByRole('button', { name: 'Delete expense' }).click()
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByText('Parking expense of $22.00 deleted')).toBeVisible()
  await expect(page.getByTestId('expenses-total')).toHaveText('$88.00')
  await expect(page.getByTestId('profit')).toHaveText('$384.80')

  // The quarter for Xero.
  const xeroDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Xero' }).click()
  const xero = (await readFile((await (await xeroDownload).path())!)).toString('utf8')
  expect(xero.split('\r\n')[0]).toMatch(/^\*ContactName,EmailAddress,/)
  expect(xero).toContain('R-0001')
  expect(xero).toContain('R-0002')
  expect(xero).toContain('GST on Income')

  await page.getByRole('tab', { name: 'Financial year' }).click()
  await expect(page.getByTestId('period-label')).toHaveText(/^FY \d{4}–\d{2}$/)
  await expect(page.getByTestId('profit')).toHaveText('$384.80')
  await snap(page, 'books-money-year')
})
