// Gigs at 390x844: a gig across midnight made with the event form, found on the calendar and by search
// and marked paid; an unpaid gig past its due date showing Overdue.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfDay, startOfMonth } from 'date-fns'
import { expect, prisma, signIn, snap, test, waitForHydration } from './support/fixtures'
import { anotherPhone } from './support/phone'

const SYDNEY = 'Australia/Sydney'
const owner = (extra: Record<string, unknown> = {}) =>
  prisma.user.create({
    data: {
      email: `gigs-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Gigs',
      slug: `glow-gigs-${randomBytes(3).toString('hex')}`,
      ...extra,
    },
  })
const dbDay = (date: Date) => new Date(`${format(date, 'yyyy-MM-dd')}T00:00:00Z`)

test('create a gig across midnight, find it on the calendar and by search, mark it paid', async ({ page }) => {
  const user = await owner()
  await signIn(page, user)
  // The 15th of next month, as the phone in Sydney sees it.
  const gigDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 14)
  const dayLabel = format(gigDay, 'EEEE d MMMM yyyy')

  await page.goto('/dashboard/gigs')
  await expect(page.getByText('Nothing coming up yet.')).toBeVisible()
  await page.getByRole('link', { name: 'Add a gig' }).first().click()
  await expect(page.getByRole('heading', { name: 'New Event' })).toBeVisible()
  const save = page.getByRole('button', { name: 'Save' })
  await expect(save).toBeDisabled()

  await page.getByLabel('Client name').fill('Sienna Marlowe')
  await page.getByLabel('Mobile').fill('0412 345 678')
  await page.getByLabel('Email').fill('sienna@example.com')
  await page.getByRole('button', { name: 'Date', exact: true }).click()
  const datePicker = page.getByRole('dialog', { name: 'Date of the gig' })
  await datePicker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await datePicker.getByRole('button', { name: dayLabel }).click()
  await expect(datePicker).toBeHidden()
  await page.getByLabel('Start time').selectOption('22:00')
  await expect(page.getByLabel('End time').locator('option', { hasText: '9:00 pm' })).toHaveCount(0)
  await page.getByLabel('End time').selectOption('01:00')
  // A start after the chosen end moves the end with it: what the field shows is what is saved.
  await page.getByLabel('Start time').selectOption('03:00')
  await expect(page.getByLabel('End time')).toHaveValue('04:30')
  await page.getByLabel('Start time').selectOption('22:00')
  await expect(page.getByLabel('End time')).toHaveValue('04:30')
  await page.getByLabel('End time').selectOption('01:00')
  await page.getByLabel('Suburb or city').fill('Bondi Beach')
  await page.getByLabel('State').selectOption('NSW')
  await expect(save).toBeDisabled()
  await page.getByLabel('Who (service 1)').fill('Bride')
  await page.getByLabel('What service (service 1)').fill('Evening glam')
  await page.getByRole('button', { name: 'Add another person' }).click()
  await page.getByLabel('Who (service 2)').fill('Maid of honour')
  await page.getByLabel('What service (service 2)').fill('Soft glam')
  await page.getByLabel('Description').fill('Bronzed skin, winged liner')
  await page.getByLabel('Total').fill('480')
  await page.getByLabel('Deposit').fill('100')
  await page.getByLabel('Paid to date').fill('100.50')
  await expect(save).toBeEnabled()
  await snap(page, 'event-form')
  // A double tap: both clicks land before React can disable the button. One gig all the same.
  await save.evaluate((button: HTMLButtonElement) => {
    button.click()
    button.click()
  })

  await expect(page).toHaveURL(/\/dashboard\/gigs\/[^/]+$/)
  await expect(page.getByRole('heading', { name: 'Sienna Marlowe' })).toBeVisible()
  await expect(page.getByTestId('request-number')).toHaveText('Request #1')
  await expect(page.getByText('10:00 pm – 1:00 am (next day)').first()).toBeVisible()
  await expect(page.getByText('The customer owes you a payment for this gig')).toBeVisible()
  await expect(page.getByText('$379.50').first()).toBeVisible()
  await snap(page, 'gig-detail')
  expect(await prisma.appointment.count({ where: { userId: user.id } })).toBe(1)
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id } })
  expect(gig).toMatchObject({
    status: 'booked',
    paid: false,
    timeFrom: '22:00',
    timeTo: '01:00',
    totalCents: 48000,
    depositCents: 10000,
    paidToDateCents: 10050,
    customerMobile: '+61412345678',
  })
  expect(format(gig.date, 'yyyy-MM-dd')).toBe(format(gigDay, 'yyyy-MM-dd'))

  // On the calendar: a marker on its day, and the day popup lists it.
  await page.getByRole('link', { name: 'Back' }).click()
  await expect(page.getByRole('heading', { name: 'Gigs', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Go to the Next Month' }).click()
  const day = page.getByRole('button', { name: `${dayLabel}, 1 gig` })
  await expect(day.getByTestId('gig-marker')).toBeVisible()
  await snap(page, 'gigs')
  await day.click()
  const dayPopup = page.getByRole('dialog', { name: format(gigDay, 'EEEE d MMMM') })
  await expect(dayPopup.getByTestId('gig-card')).toHaveCount(1)
  await expect(dayPopup.getByText('Sienna Marlowe')).toBeVisible()
  await expect(dayPopup.getByRole('link', { name: 'Add a gig on this day' })).toHaveAttribute(
    'href',
    `/dashboard/gigs/new?date=${format(gigDay, 'yyyy-MM-dd')}`,
  )
  await snap(page, 'gigs-day-popup')
  await page.keyboard.press('Escape')
  await expect(dayPopup).toBeHidden()

  // By search: any text of the gig, with the Offers/Booked/All filter.
  await page.getByRole('button', { name: 'Previous Gigs' }).click()
  const search = page.getByRole('dialog', { name: 'Search gigs' })
  await search.getByRole('searchbox').fill('maid of honour bondi')
  await expect(search.getByTestId('gig-card')).toHaveCount(1)
  await search.getByRole('tab', { name: 'Offers' }).click()
  await expect(search.getByTestId('gig-card')).toHaveCount(0)
  await expect(search.getByText('No gigs match.')).toBeVisible()
  await search.getByRole('tab', { name: 'Booked' }).click()
  await expect(search.getByTestId('gig-card')).toHaveCount(1)
  await snap(page, 'gigs-search')
  await search.getByRole('searchbox').fill('wedding')
  await expect(search.getByTestId('gig-card')).toHaveCount(0)
  await search.getByRole('searchbox').fill('sienna')
  await search.getByTestId('gig-card').click()

  // Mark paid.
  await expect(page.getByRole('heading', { name: 'Sienna Marlowe' })).toBeVisible()
  await page.getByRole('button', { name: 'Mark paid' }).click()
  await expect(page.getByText('Marked paid', { exact: true })).toBeVisible()
  await expect(page.getByText('The customer owes you a payment for this gig')).toHaveCount(0)
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  const paid = await prisma.appointment.findFirstOrThrow({ where: { id: gig.id }, include: { payments: true } })
  expect(paid).toMatchObject({ paid: true, paidToDateCents: 48000 })
  expect(paid.payments.map((payment) => payment.amountCents)).toEqual([37950])
})

test('an unpaid gig past its due date shows Overdue; recording the rest pays it', async ({ page }) => {
  const user = await owner()
  const today = new TZDate(Date.now(), SYDNEY)
  const gig = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      customerName: 'Ruby Clarke',
      customerMobile: '+61400000000',
      customerEmail: 'ruby@example.com',
      locationCity: 'Surry Hills',
      date: dbDay(addDays(today, -6)),
      timeFrom: '15:00',
      timeTo: '16:00',
      services: [{ title: 'Ruby', subTitle: 'Engagement shoot makeup' }],
      totalCents: 15000,
      paymentDueDate: dbDay(addDays(today, -2)),
    },
  })
  await signIn(page, user)
  await page.goto('/dashboard/gigs')
  await expect(page.getByText('1 overdue')).toBeVisible()
  await expect(page.getByTestId('owed-total')).toHaveText('$150.00')

  await page.goto(`/dashboard/gigs/${gig.id}`)
  await expect(page.getByText('Overdue', { exact: true })).toBeVisible()
  await expect(page.getByText('The customer owes you a payment for this gig')).toBeVisible()
  await snap(page, 'gig-overdue')

  await page.getByRole('button', { name: 'Record a payment' }).click()
  const sheet = page.getByRole('dialog', { name: 'Record a payment' })
  // No amount: refused, and the focus is back on the amount.
  await sheet.getByLabel('Amount received').fill('')
  await sheet.getByRole('button', { name: 'Record payment' }).click()
  await expect(sheet.getByText('Please enter the amount received')).toBeVisible()
  await expect(sheet.getByLabel('Amount received')).toBeFocused()
  await sheet.getByLabel('Amount received').fill('50')
  await sheet.getByRole('radio', { name: 'Bank transfer' }).click()
  await snap(page, 'gig-record-payment')
  await sheet.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded: $100.00 remaining')).toBeVisible()
  await expect(page.getByText('Overdue', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Record a payment' }).click()
  await sheet.getByRole('button', { name: 'Record payment' }).click()
  await expect(page.getByText('Payment recorded: the gig is paid')).toBeVisible()
  await expect(page.getByText('Paid', { exact: true })).toBeVisible()
  await expect(page.getByText('Overdue', { exact: true })).toHaveCount(0)
  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })).toMatchObject({ paid: true, paidToDateCents: 15000 })
})

test('a customer sends a booking request from the public site, the owner sends an offer, the customer accepts and the gig is booked', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Card payments on (test mode), so the offer asks for the deposit by card.
  const user = await owner({
    businessName: 'Glow Bookings',
    cancellationPolicy: 'Deposits are non-refundable within 7 days of the booking.',
    payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`,
    payoutsStatus: 'payoutsOn',
  })
  const customerEmail = `ivy-${randomBytes(3).toString('hex')}@example.com`
  const gigDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 19)
  const dueDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 9)

  // The customer, on the owner's website.
  const customerContext = await anotherPhone(browser, { baseURL })
  const customer = await customerContext.newPage()
  await customer.goto(`/${user.slug}`)
  await customer.getByRole('link', { name: 'Book me' }).first().click()
  await expect(customer.getByRole('heading', { name: 'Glow Bookings' })).toBeVisible()
  await waitForHydration(customer) // the site's link loads the form afresh; the date picker needs its script
  await customer.getByLabel('Your name').fill('Ivy Chen')
  await customer.getByLabel('Mobile').fill('0400 123 456')
  await customer.getByLabel('Email').fill(customerEmail)
  await customer.getByRole('button', { name: 'Date', exact: true }).click()
  const picker = customer.getByRole('dialog', { name: 'Date of your booking' })
  await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await picker.getByRole('button', { name: format(gigDay, 'EEEE d MMMM yyyy') }).click()
  await customer.getByLabel('Start time').selectOption('09:00')
  await customer.getByLabel('Ready by / end').selectOption('11:00')
  await customer.getByLabel('Suburb or city').fill('Paddington')
  await customer.getByLabel('Who (service 1)').fill('Ivy')
  await customer.getByLabel('What service (service 1)').fill('Wedding guest glam')
  await customer.getByLabel('Describe the look you’d love').fill('Glowy skin and a soft pink lip')
  const photo = await (
    await import('sharp')
  )
    .default({ create: { width: 600, height: 600, channels: 3, background: { r: 230, g: 150, b: 170 } } })
    .jpeg()
    .toBuffer()
  // A PDF named .jpg is refused for what it is, not as a failed upload.
  await customer.locator('input[type=file]').setInputFiles({
    name: 'quote.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('%PDF-1.7\n%âãÏÓ\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  })
  await expect(customer.getByText('This file is not a photo. Please choose a JPEG, PNG or GIF image.')).toBeVisible()
  await customer.locator('input[type=file]').setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: photo })
  await expect(customer.getByRole('img', { name: 'Inspiration photo 1' })).toBeVisible({ timeout: 30_000 })
  await snap(customer, 'booking-form')
  await customer.getByRole('button', { name: 'Send my request' }).click()
  await expect(customer.getByRole('heading', { name: 'Request sent!' })).toBeVisible()
  await expect(customer.getByText('Glow Bookings has your request #1')).toBeVisible()
  await snap(customer, 'booking-sent')

  // The owner: the notification leads to the request; an offer goes out.
  await signIn(page, user)
  await page.goto('/dashboard/today')
  await page.getByRole('button', { name: /Notifications, 1 new/ }).click()
  await expect(page.getByText('Ivy Chen asked to book you (#1)')).toBeVisible()
  await page.getByRole('link', { name: 'More' }).click()
  await expect(page.getByRole('heading', { name: 'Ivy Chen' })).toBeVisible()
  await expect(page.getByText('New request', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Send an offer' }).click()
  const offerSheet = page.getByRole('dialog', { name: 'Send an offer' })
  await offerSheet.getByLabel('Price').fill('520')
  await offerSheet.getByLabel('Deposit').fill('120')
  await offerSheet.getByRole('button', { name: 'Payment due date' }).click()
  const duePicker = page.getByRole('dialog', { name: 'Payment due date' })
  await duePicker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await duePicker.getByRole('button', { name: format(dueDay, 'EEEE d MMMM yyyy') }).click()
  await expect(offerSheet.getByLabel('Cancellation policy')).toHaveValue('Deposits are non-refundable within 7 days of the booking.')
  await snap(page, 'offer-sheet')
  await offerSheet.getByRole('button', { name: 'Send offer' }).click()
  await expect(page.getByText(`Offer sent to ${customerEmail}`)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Send a reminder' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'or Withdraw offer' })).toBeVisible()
  await expect(page.getByText('Offer sent', { exact: true })).toBeVisible()
  await snap(page, 'gig-offer-sent')

  // Reminders: the same e-mail to one client at most once an hour, three a day per offer; past either
  // the owner reads why and what to do instead.
  const remind = page.getByRole('button', { name: 'Send a reminder' })
  const anHourLater = () =>
    prisma.clientMessage.updateMany({ where: { recipient: customerEmail.toLowerCase() }, data: { createdAt: new Date(Date.now() - 61 * 60_000) } })
  await remind.click()
  await expect(page.getByText('Reminder sent').first()).toBeVisible()
  await remind.click()
  await expect(page.getByText('This client got this same e-mail less than an hour ago. Please try again later.')).toBeVisible()
  for (let i = 0; i < 2; i++) {
    await anHourLater()
    await remind.click()
    await expect(remind).toBeEnabled()
  }
  await anHourLater()
  await remind.click()
  await expect(
    page.getByText('You have sent 3 reminders for this offer today. Please try again tomorrow, or copy the offer link and send it yourself.'),
  ).toBeVisible()
  await snap(page, 'gig-reminder-limit')
  expect(await prisma.emailOutbox.count({ where: { to: customerEmail, subject: { startsWith: 'Reminder:' } } })).toBe(3)

  // The customer follows the e-mail's link, accepts the policy and the offer.
  const { linkFromLatestEmail } = await import('./support/mail')
  await customer.goto(await linkFromLatestEmail(customerEmail, '/offer/'))
  await expect(customer.getByText('$520.00 AUD')).toBeVisible()
  await expect(customer.getByText('Deposits are non-refundable within 7 days of the booking.')).toBeVisible()
  await expect(customer.getByText('Test mode: payments are simulated and no card is charged.')).toBeVisible()
  const acceptButton = customer.getByRole('button', { name: 'Accept and pay $120.00 deposit' })
  await expect(acceptButton).toBeDisabled()
  await customer.getByLabel('I accept the cancellation policy').check()
  await snap(customer, 'offer-page')
  await acceptButton.click()
  await expect(customer.getByText('You’re booked!').first()).toBeVisible()
  await snap(customer, 'offer-accepted')

  // Booked, with the deposit paid.
  await page.reload()
  await expect(page.getByText('Booked', { exact: true })).toBeVisible()
  await expect(page.getByText('The customer owes you a payment for this gig')).toBeVisible()
  await expect(page.getByText('$400.00').first()).toBeVisible()
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id }, include: { payments: true } })
  expect(gig).toMatchObject({ status: 'booked', totalCents: 52000, depositCents: 12000, paidToDateCents: 12000, policyAcceptedAt: expect.any(Date) })
  expect(gig.payments).toEqual([expect.objectContaining({ amountCents: 12000, provider: 'test' })])
  await customerContext.close()
})

test('reminder settings: days before, template, and text reminders said to be off', async ({ page }) => {
  const user = await owner()
  await signIn(page, user)
  await page.goto('/dashboard/gigs')
  await page.getByRole('button', { name: /Reminders/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Reminders' })
  await expect(sheet.getByRole('switch', { name: 'Event reminders' })).toBeChecked()
  await expect(sheet.getByLabel('Send reminder')).toHaveValue('3')
  await expect(sheet.getByRole('radio', { name: /Default/ })).toBeChecked()
  await expect(sheet.getByRole('switch', { name: 'Text reminders' })).toBeDisabled()
  await expect(sheet.getByText(/Text messages are not set up on this Glowfolio yet/)).toBeVisible()
  await sheet.getByRole('button', { name: 'One day more' }).click()
  await sheet.getByRole('button', { name: 'One day more' }).click()
  await sheet.getByRole('radio', { name: /Short and sweet/ }).check()
  await snap(page, 'reminder-settings')
  await sheet.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Reminder settings saved')).toBeVisible()
  await expect(page.getByText('5 days before, by email')).toBeVisible()
  expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
    reminderDaysBefore: 5,
    reminderTemplate: 'short',
    eventRemindersEnabled: true,
    textRemindersEnabled: false,
  })
})

test('calendar sync: a private address the phone can subscribe to, revocable', async ({ page }) => {
  const user = await owner()
  await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      customerName: 'Grace Lee',
      locationCity: 'Bondi',
      date: dbDay(addDays(new Date(), 10)),
      timeFrom: '09:00',
      timeTo: '11:00',
      services: [{ title: 'Grace', subTitle: 'Bridal' }],
    },
  })
  await signIn(page, user)
  await page.goto('/dashboard/gigs')
  await page.getByRole('button', { name: /Calendar sync/ }).click()
  const sheet = page.getByRole('dialog', { name: 'Calendar sync' })
  await sheet.getByRole('button', { name: 'Create my calendar address' }).click()
  const url = (await sheet.getByTestId('calendar-feed-url').textContent())!
  expect(url).toMatch(/\/v1\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/)
  await expect(sheet.getByRole('link', { name: 'Add to my calendar' })).toHaveAttribute('href', url.replace(/^http:/, 'webcal:'))
  await snap(page, 'calendar-sync')
  const feed = await page.request.get(url)
  expect(feed.status()).toBe(200)
  expect(await feed.text()).toContain('SUMMARY:Grace Lee (1 Person)')

  await sheet.getByRole('button', { name: 'Turn off' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Turn off' }).click()
  await expect(sheet.getByRole('button', { name: 'Create my calendar address' })).toBeVisible()
  const revoked = await page.request.get(url)
  expect(revoked.status()).toBe(404)
  expect(await revoked.text()).not.toContain('Grace')
})

test('a client on a slow phone types her booking request before the page wakes up: every field she typed is kept and sent', async ({ browser, baseURL }) => {
  test.setTimeout(120_000)
  const user = await owner({ businessName: 'Glow Slow Phones' })
  const customerEmail = `ivy-${randomBytes(3).toString('hex')}@example.com`
  const gigDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 19)
  const context = await anotherPhone(browser, { baseURL })
  // The page's scripts wait until she has typed everything: the page shows, React has not woken up.
  let release = () => {}
  const scriptsMayLoad = new Promise<void>((resolve) => (release = resolve))
  let held = 0
  await context.route('**/_next/static/**/*.js', async (route) => {
    held++
    await scriptsMayLoad
    await route.continue()
  })
  const customer = await context.newPage()
  await customer.goto(`/book/${user.slug}`, { waitUntil: 'domcontentloaded' })
  await expect(customer.getByRole('heading', { name: 'Glow Slow Phones' })).toBeVisible()
  await customer.getByLabel('Your name').fill('Ivy Chen')
  await customer.getByLabel('Mobile').fill('0400 123 456')
  await customer.getByLabel('Email').fill(customerEmail)
  await customer.getByLabel('Start time').selectOption('09:00')
  await customer.getByLabel('Ready by / end').selectOption('11:00')
  await customer.getByLabel('Suburb or city').fill('Paddington')
  await customer.getByLabel('Address (optional)').fill('12 Oxford St')
  await customer.getByLabel('Who (service 1)').fill('Ivy')
  await customer.getByLabel('What service (service 1)').fill('Wedding guest glam')
  await customer.getByLabel('Describe the look you’d love').fill('Glowy skin and a soft pink lip')
  expect(held).toBeGreaterThan(0)

  // Awake: the date picker opens (it needs the script), and what she typed is all still there.
  release()
  await expect(async () => {
    await customer.getByRole('button', { name: 'Date', exact: true }).click()
    await expect(customer.getByRole('dialog', { name: 'Date of your booking' })).toBeVisible({ timeout: 1_000 })
  }).toPass()
  const picker = customer.getByRole('dialog', { name: 'Date of your booking' })
  await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await picker.getByRole('button', { name: format(gigDay, 'EEEE d MMMM yyyy') }).click()
  await expect(picker).toBeHidden()
  await expect(customer.getByLabel('Mobile')).toHaveValue('0400 123 456')
  await expect(customer.getByLabel('Your name')).toHaveValue('Ivy Chen')
  await snap(customer, 'booking-form-typed-before-hydration')
  await customer.getByRole('button', { name: 'Send my request' }).click()
  await expect(customer.getByRole('heading', { name: 'Request sent!' })).toBeVisible()

  const request = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id } })
  expect(request).toMatchObject({
    customerName: 'Ivy Chen',
    customerMobile: '+61400123456',
    customerEmail,
    date: dbDay(gigDay),
    timeFrom: '09:00',
    timeTo: '11:00',
    locationCity: 'Paddington',
    locationFormatted: '12 Oxford St',
    services: [{ title: 'Ivy', subTitle: 'Wedding guest glam' }],
    description: 'Glowy skin and a soft pink lip',
  })
  await context.close()
})

test('a Sydney owner sees Sydney’s dates from a browser in UTC, and the gig and design screens hydrate without a mismatch', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(90_000)
  const user = await owner({ timeZone: SYDNEY })
  // 8 pm in UTC is the next morning in Sydney: a date written in the browser's zone would be a day early.
  const utcEvening = (days: number) => {
    const now = new Date()
    return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + days, 20))
  }
  const sydney = (instant: Date, pattern: string) => format(new TZDate(instant, SYDNEY), pattern)
  const sentAt = utcEvening(-3)
  const paidAt = utcEvening(-2)
  const renews = utcEvening(20)
  const sydneyToday = new TZDate(Date.now(), SYDNEY)
  // Open until the end of a Sydney day: its expiry is the next Sydney midnight, still the day before in UTC.
  const lastDay = addDays(startOfDay(sydneyToday), 5)
  const expiresAt = new Date(addDays(lastDay, 1).getTime())
  const offerToken = randomBytes(24).toString('base64url')
  const gig = {
    userId: user.id,
    customerName: 'Mia Walsh',
    customerEmail: 'mia@example.com',
    locationCity: 'Manly',
    date: dbDay(addDays(sydneyToday, 30)),
    timeFrom: '09:00',
    timeTo: '11:00',
    services: [{ title: 'Mia', subTitle: 'Bridal' }],
  }
  const offered = await prisma.appointment.create({
    data: { ...gig, requestNumber: 1, status: 'offered', totalCents: 30000, offerToken, offerSentAt: sentAt, offerExpiresAt: expiresAt },
  })
  const booked = await prisma.appointment.create({ data: { ...gig, requestNumber: 2, status: 'booked', totalCents: 30000, paidToDateCents: 10000 } })
  await prisma.payment.create({ data: { userId: user.id, appointmentId: booked.id, amountCents: 10000, method: 'bankTransfer', paidAt } })
  await prisma.subscription.create({
    data: { userId: user.id, type: 'theme', themeId: 'noir', status: 'active', provider: 'test', priceCents: 599, currentPeriodEnd: renews },
  })

  // What React says when the server's HTML and the browser's first render differ (#418 minified).
  const hydrationErrors: string[] = []
  const listen = (target: typeof page) => {
    target.on('console', (message) => {
      if (message.type() === 'error' && /#418|#425|Hydration failed|did not match|hydrat/i.test(message.text()))
        hydrationErrors.push(`${target.url()}: ${message.text()}`)
    })
    target.on('pageerror', (error) => {
      if (/#418|#425|Hydration failed|did not match|hydrat/i.test(error.message)) hydrationErrors.push(`${target.url()}: ${error.message}`)
    })
  }

  const utcContext = await anotherPhone(browser, { baseURL, timezoneId: 'UTC' })
  const utc = await utcContext.newPage()
  listen(utc)
  listen(page)
  await signIn(utc, user)
  await signIn(page, user)

  // Each screen in a browser in UTC and one in Sydney: whichever zone the server runs in, one of them differs.
  for (const phone of [utc, page]) {
    await phone.goto(`/dashboard/gigs/${offered.id}`)
    await expect(phone.getByRole('heading', { name: `Offer sent ${sydney(sentAt, 'd MMMM')}` })).toBeVisible()
    await expect(phone.getByText(`Open until the end of ${format(lastDay, 'EEEE d MMMM')}.`)).toBeVisible()
    // Once this opens, the page has hydrated.
    await phone.getByRole('button', { name: 'Edit', exact: true }).click()
    await expect(phone.getByRole('dialog', { name: 'Gig #1' })).toBeVisible()
    if (phone === utc) await snap(phone, 'gig-offer-sent-utc-browser')

    await phone.goto(`/dashboard/gigs/${booked.id}`)
    const payment = phone.getByRole('button', { name: new RegExp(`^${sydney(paidAt, 'd MMM')} · Bank transfer.*\\$100\\.00\\s*, receipt and refund$`) })
    await expect(payment).toContainText(`${sydney(paidAt, 'd MMM')} · Bank transfer`)
    await payment.click()
    await expect(phone.getByRole('dialog', { name: '$100.00 · Bank transfer' })).toContainText(sydney(paidAt, 'd MMMM yyyy'))
    if (phone === utc) await snap(phone, 'gig-payment-utc-browser')

    await phone.goto('/dashboard/design')
    const themes = phone.getByRole('region', { name: 'Your theme subscriptions' })
    await expect(themes.getByText(`Test month ends on ${sydney(renews, 'd MMMM yyyy')}`)).toBeVisible()
    await themes.getByRole('button', { name: 'Cancel theme subscription' }).click()
    await expect(phone.getByRole('alertdialog', { name: 'Cancel your theme subscription?' })).toContainText(`until ${sydney(renews, 'd MMMM yyyy')}`)
    if (phone === utc) await snap(phone, 'design-utc-browser')

    await phone.goto('/dashboard/billing')
    await expect(phone.getByText(`Test month ends on ${sydney(renews, 'd MMMM yyyy')}`)).toBeVisible()
  }
  // The client's offer page says the owner's last day too.
  await utc.goto(`/offer/${offerToken}`)
  await expect(utc.getByText(`Open until the end of ${format(lastDay, 'EEEE d MMMM')}.`)).toBeVisible()
  await snap(utc, 'offer-page-utc-browser')
  expect(hydrationErrors).toEqual([])
  await utcContext.close()
})
