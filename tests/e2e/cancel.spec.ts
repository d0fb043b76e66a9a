// Cancel, reschedule and delete at 390x844. The owner cancels a booked gig whose card deposit is paid,
// 45 days out (the 30–90 day tier keeps 50% of the total): the sheet shows the settlement, the refund
// is recorded, the gig moves to the Cancelled list and the client's e-mail is in the dev mailbox. She
// reschedules another gig onto a busy day (the overlap warning), deletes an unpaid one, and sets her
// cancellation tiers with an offer, which the client's offer page reads out.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, format, isSameMonth } from 'date-fns'
import type { Prisma } from '@/lib/generated/prisma/client'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'

const SYDNEY = 'Australia/Sydney'
const TIERS = [
  { daysBefore: 91, keep: { kind: 'retainer' } },
  { daysBefore: 30, keep: { kind: 'percent', percent: 50 } },
  { daysBefore: 0, keep: { kind: 'percent', percent: 100 } },
]
const sydneyToday = () => new TZDate(Date.now(), SYDNEY)
const dbDay = (date: Date) => new Date(`${format(date, 'yyyy-MM-dd')}T00:00:00Z`)
const owner = () =>
  prisma.user.create({
    data: {
      email: `cancel-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Cancels',
      slug: `glow-cancels-${randomBytes(3).toString('hex')}`,
    },
  })
let requestNumber = 0
const gig = (userId: string, days: number, data: Partial<Prisma.AppointmentUncheckedCreateInput> = {}) =>
  prisma.appointment.create({
    data: {
      userId,
      requestNumber: ++requestNumber,
      status: 'booked',
      customerName: 'Ivy Chen',
      customerEmail: `ivy-${randomBytes(3).toString('hex')}@example.com`,
      locationCity: 'Paddington',
      date: dbDay(addDays(sydneyToday(), days)),
      timeFrom: '09:00',
      timeTo: '11:00',
      services: [{ title: 'Bride', subTitle: 'Bridal makeup' }],
      totalCents: 50000,
      depositCents: 30000,
      ...data,
    },
  })

test('cancels a booked gig with a paid deposit by the 30–90 day tier: settlement, refund, the Cancelled list and the client’s e-mail', async ({ page }) => {
  test.setTimeout(120_000)
  const user = await owner()
  const booked = await gig(user.id, 45, { paidToDateCents: 30000, cancellationTiers: TIERS, cancellationPolicy: 'Retainers are non-refundable.' })
  await prisma.payment.create({
    data: {
      userId: user.id,
      appointmentId: booked.id,
      amountCents: 30000,
      method: 'card',
      provider: 'test',
      providerPaymentId: `test_pi_${randomBytes(6).toString('hex')}`,
      providerAccountId: 'test_acct_glow',
      note: 'Deposit',
    },
  })
  await signIn(page, user)

  await page.goto(`/dashboard/gigs/${booked.id}`)
  await expect(page.getByRole('heading', { name: 'Ivy Chen' })).toBeVisible()
  await page.getByRole('button', { name: 'Cancel gig' }).click()
  const sheet = page.getByRole('dialog', { name: 'Cancel this gig?' })
  await expect(sheet.getByTestId('days-before')).toHaveText('45 days before the gig')
  await expect(sheet.getByText('Cancelled 30 to 90 days before the day: 50% of the total is kept.')).toBeVisible()
  await expect(sheet.getByText('By the tiers the client accepted with the offer.')).toBeVisible()
  const settlement = sheet.getByRole('region', { name: 'What cancelling settles' })
  await expect(settlement.getByText('$250.00', { exact: true })).toBeVisible()
  await expect(settlement.getByText('$50.00', { exact: true })).toBeVisible()
  await expect(sheet.getByLabel('Refund to the client')).toHaveValue('50')
  await sheet.getByLabel('A word for the client (optional)').fill('So sorry the wedding moved overseas')
  await look(page, 'cancel-sheet', { view: true })

  // The artist cancelling: everything paid goes back by default; back to the client's request.
  await sheet.getByRole('radio', { name: 'I am cancelling' }).click()
  await expect(sheet.getByLabel('Refund to the client')).toHaveValue('300')
  await sheet.getByRole('radio', { name: 'The client asked' }).click()
  await expect(sheet.getByLabel('Refund to the client')).toHaveValue('50')
  await sheet.getByRole('button', { name: 'Cancel and refund $50.00' }).click()

  await expect(page.getByText('Gig cancelled: $50.00 refunded')).toBeVisible()
  const summary = page.getByRole('status', { name: 'Cancelled' })
  await expect(summary).toContainText('at the client’s request')
  await expect(summary).toContainText('“So sorry the wedding moved overseas”')
  await expect(page.getByTestId('cancellation-money')).toContainText('$50.00 refunded · $250.00 kept')
  await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible()
  await expect(page.getByText('$50.00 refunded', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Cancel gig' })).toHaveCount(0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await look(page, 'cancelled-gig')

  const refund = await prisma.refund.findFirstOrThrow({ where: { payment: { appointmentId: booked.id } } })
  expect(refund).toMatchObject({ amountCents: 5000, provider: 'test' })
  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: booked.id } })).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'client',
    paidToDateCents: 25000,
  })

  // The client's e-mail, in the dev mailbox.
  const mail = await prisma.emailOutbox.findFirstOrThrow({ where: { to: booked.customerEmail! } })
  expect(mail.subject).toBe(`Cancelled: your booking #${booked.requestNumber} with Glow Cancels`)
  expect(mail.text).toContain('Refunded to your card: $50.00 (test mode: no card was charged)')
  expect(mail.text).toContain('Under the cancellation policy you accepted: Cancelled 30 to 90 days before the day: 50% of the total is kept.')
  await page.goto(`/dev/mailbox/${mail.id}`)
  await expect(page.frameLocator('iframe').getByText('Kept: $250.00')).toBeVisible()
  await snap(page, 'cancel-email')

  // Out of the upcoming gigs and the totals, in the Cancelled list with its badge.
  await page.goto('/dashboard/gigs')
  await expect(page.getByRole('heading', { name: 'Upcoming' })).toBeVisible()
  await expect(page.getByText('Nothing coming up yet.')).toBeVisible()
  await expect(page.getByTestId('owed-total')).toHaveCount(0)
  await page.getByRole('tab', { name: 'Cancelled' }).click()
  const card = page.getByTestId('gig-card').filter({ hasText: 'Ivy Chen' })
  await expect(card).toBeVisible()
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible()
  await look(page, 'gigs-cancelled-list')
})

test('cancelling a wedding offers to cancel its trial run still to come, by the trial’s own tiers, and tells the client of both in one e-mail', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const user = await owner()
  await prisma.user.update({ where: { id: user.id }, data: { cancellationTiers: TIERS } })
  const wedding = await gig(user.id, 45, {
    customerName: 'Mia Rossi',
    cancellationTiers: TIERS,
    paidToDateCents: 30000,
    payments: {
      create: { userId: user.id, amountCents: 30000, method: 'card', provider: 'test', providerPaymentId: `test_pi_${randomBytes(6).toString('hex')}` },
    },
  })
  const trial = await gig(user.id, 20, {
    customerName: 'Mia Rossi',
    customerEmail: wedding.customerEmail,
    timeFrom: '10:00',
    timeTo: '12:00',
    services: [{ title: 'Mia Rossi', subTitle: 'Trial run' }],
    totalCents: 15000,
    depositCents: 0,
    paidToDateCents: 15000,
    payments: { create: { userId: user.id, amountCents: 15000, method: 'cash' } },
  })
  await prisma.quote.create({
    data: {
      userId: user.id,
      appointmentId: wedding.id,
      trialAppointmentId: trial.id,
      party: [{ role: 'Bride', service: 'Bridal makeup', count: 1, minCount: 1, maxCount: 1, priceCents: 50000, durationMinutes: 90 }],
      trial: { date: format(addDays(sydneyToday(), 20), 'yyyy-MM-dd'), time: { from: '10:00', to: '12:00' }, feeCents: 15000, notes: null },
      travel: { kind: 'none' },
      feeRules: { travel: { freeWithinKm: 0, perKmCents: 0, freeSuburbs: [], zones: [] }, earlyStartFees: [], minimumTotalCents: 0 },
      retainer: { kind: 'percent', percent: 60 },
      balanceDue: { kind: 'onTheDay' },
      cancellationTiers: TIERS,
    },
  })
  await signIn(page, user)

  await page.goto(`/dashboard/gigs/${wedding.id}`)
  await page.getByRole('button', { name: 'Cancel gig' }).click()
  const sheet = page.getByRole('dialog', { name: 'Cancel this gig?' })
  const trialRun = sheet.getByRole('region', { name: 'Trial run' })
  await expect(trialRun).toContainText(`Still to come: ${format(addDays(sydneyToday(), 20), 'EEE d MMM')}, 10:00 am – Midday`)
  await expect(trialRun.getByRole('switch', { name: 'Cancel the trial run too' })).toBeChecked()
  await expect(trialRun.getByTestId('trial-settlement')).toHaveText(
    'Cancelled less than 30 days before the day: 100% of the total is kept. $0.00 refunded · $150.00 kept.',
  )
  await trialRun.scrollIntoViewIfNeeded()
  await look(page, 'cancel-sheet-trial', { view: true })

  // The artist cancelling gives back everything paid on both; keeping the trial leaves it out.
  await sheet.getByRole('radio', { name: 'I am cancelling' }).click()
  await expect(trialRun.getByTestId('trial-settlement')).toHaveText('Everything paid on it goes back: $150.00.')
  await expect(sheet.getByRole('button', { name: 'Cancel and refund $450.00' })).toBeVisible()
  await trialRun.getByRole('switch', { name: 'Cancel the trial run too' }).click()
  await expect(trialRun.getByTestId('trial-settlement')).toHaveText('It stays booked: cancel it from its own page if you need to.')
  await expect(sheet.getByRole('button', { name: 'Cancel and refund $300.00' })).toBeVisible()
  await trialRun.getByRole('switch', { name: 'Cancel the trial run too' }).click()
  await sheet.getByRole('radio', { name: 'The client asked' }).click()
  await sheet.getByRole('button', { name: 'Cancel and refund $50.00' }).click()
  await expect(page.getByText('Gig and trial run cancelled: $50.00 refunded')).toBeVisible()

  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: trial.id } })).toMatchObject({
    status: 'cancelled',
    cancelledBy: 'client',
    paidToDateCents: 15000,
  })
  const mails = await prisma.emailOutbox.findMany({ where: { to: wedding.customerEmail! } })
  expect(mails.map((mail) => mail.subject)).toEqual([
    expect.stringMatching(/^Cancelled: your wedding booking of \d{1,2} \w{3} \d{4} and its trial run with Glow Cancels$/),
  ])
  await page.goto(`/dev/mailbox/${mails[0].id}`)
  await expect(page.frameLocator('iframe').getByText('Your trial run is cancelled too:')).toBeVisible()

  // The trial's own page says it is cancelled.
  await page.goto(`/dashboard/gigs/${trial.id}`)
  await expect(page.getByRole('status', { name: 'Cancelled' })).toContainText('at the client’s request')
})

test('reschedules a gig onto a busy day with the overlap warning, then deletes an unpaid gig', async ({ page }) => {
  test.setTimeout(120_000)
  const user = await owner()
  const moving = await gig(user.id, 20, {
    customerName: 'Mia Lopez',
    paidToDateCents: 10000,
    payments: { create: { userId: user.id, amountCents: 10000, method: 'cash' } },
  })
  const busyDay = addDays(sydneyToday(), 22)
  await gig(user.id, 22, { customerName: 'Olive Grant', timeFrom: '09:00', timeTo: '11:00' })
  const unpaid = await gig(user.id, 30, { customerName: 'Zara Holt', totalCents: 20000, depositCents: 0 })
  await signIn(page, user)

  await page.goto(`/dashboard/gigs/${moving.id}`)
  await expect(page.getByRole('heading', { name: 'Mia Lopez' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Delete gig' })).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Change of plans' })).toContainText('Mia Lopez is e-mailed either way.')
  await look(page, 'gig-change-of-plans')
  await page.getByRole('button', { name: 'Reschedule' }).click()
  const sheet = page.getByRole('dialog', { name: 'Reschedule' })
  await sheet.getByRole('button', { name: 'New date' }).click()
  const picker = page.getByRole('dialog', { name: 'New date' })
  if (!isSameMonth(addDays(sydneyToday(), 20), busyDay)) await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await picker.getByRole('button', { name: format(busyDay, 'EEEE d MMMM yyyy') }).click()
  await expect(picker).toBeHidden()
  await sheet.getByLabel('Start time').selectOption('10:00')
  await sheet.getByLabel('End time').selectOption('12:00')
  await expect(sheet.getByText('You have Olive Grant booked 9:00 am – 11:00 am that day')).toBeVisible()
  await look(page, 'reschedule-sheet', { view: true })
  await sheet.getByRole('button', { name: 'Reschedule' }).click()
  const confirm = page.getByRole('alertdialog', { name: `Move to ${format(busyDay, 'EEEE d MMMM')}?` })
  await expect(confirm).toContainText('Mia Lopez gets an e-mail with the new date and time.')
  await look(page, 'reschedule-confirm', { view: true })
  await confirm.getByRole('button', { name: 'Move the gig' }).click()
  await expect(page.getByText(`Gig moved to ${format(busyDay, 'EEE d MMM')}`)).toBeVisible()
  await expect(page.getByText(format(busyDay, 'EEEE d MMMM'), { exact: true })).toBeVisible()
  expect(await prisma.appointment.findUniqueOrThrow({ where: { id: moving.id }, include: { payments: true } })).toMatchObject({
    date: dbDay(busyDay),
    timeFrom: '10:00',
    timeTo: '12:00',
    paidToDateCents: 10000,
    payments: [expect.objectContaining({ amountCents: 10000 })],
  })
  const moved = await prisma.emailOutbox.findFirstOrThrow({ where: { to: moving.customerEmail! } })
  expect(moved.subject).toBe(`New date for your booking #${moving.requestNumber} with Glow Cancels`)
  expect(moved.text).toContain(`${format(busyDay, 'EEEE d MMMM yyyy')}, 10:00 am – Midday`)

  await page.goto(`/dashboard/gigs/${unpaid.id}`)
  await expect(page.getByRole('heading', { name: 'Zara Holt' })).toBeVisible()
  await page.getByRole('button', { name: 'Delete gig' }).click()
  const sure = page.getByRole('alertdialog', { name: 'Delete this gig?' })
  await look(page, 'delete-confirm', { view: true })
  await sure.getByRole('button', { name: 'Delete gig' }).click()
  await expect(page).toHaveURL(/\/dashboard\/gigs$/)
  await expect(page.getByText('Gig deleted')).toBeVisible()
  expect(await prisma.appointment.count({ where: { id: unpaid.id } })).toBe(0)
  await expect(page.getByTestId('gig-card').filter({ hasText: 'Zara Holt' })).toHaveCount(0)
})

test('the owner sets her cancellation tiers with an offer; the client’s offer page reads them out with the policy', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000)
  const user = await owner()
  const request = await gig(user.id, 40, { status: 'offered', origin: 'bookingRequest', customerName: 'Nora Field', totalCents: 0, depositCents: 0 })
  await signIn(page, user)

  await page.goto(`/dashboard/gigs/${request.id}`)
  await page.getByRole('button', { name: 'Send an offer' }).click()
  const sheet = page.getByRole('dialog', { name: 'Send an offer' })
  await sheet.getByLabel('Price').fill('600')
  await sheet.getByLabel('Deposit').fill('200')
  await sheet.getByRole('button', { name: 'Payment due date' }).click()
  const duePicker = page.getByRole('dialog', { name: 'Payment due date' })
  const dueDay = addDays(sydneyToday(), 10)
  if (!isSameMonth(sydneyToday(), dueDay)) await duePicker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await duePicker.getByRole('button', { name: format(dueDay, 'EEEE d MMMM yyyy') }).click()
  await sheet.getByLabel('Cancellation policy').fill('Deposits are non-refundable.')
  // The usual tiers to start from; the middle one becomes 60 days and 40%.
  await expect(sheet.getByText('Cancelled 30 to 90 days before the day: 50% of the total is kept.')).toBeVisible()
  await sheet.getByLabel('From', { exact: true }).nth(1).fill('60')
  await sheet.getByLabel('Percent of the total kept').first().fill('40')
  await expect(sheet.getByText('Cancelled 60 to 90 days before the day: 40% of the total is kept.')).toBeVisible()
  await expect(sheet.getByText('Cancelled 91 days or more before the day: the deposit ($200.00) is kept.')).toBeVisible()
  await sheet.getByText('Your client reads').scrollIntoViewIfNeeded()
  await look(page, 'offer-sheet-tiers', { view: true })
  await sheet.getByRole('button', { name: 'Send offer' }).click()
  await expect(page.getByText(`Offer sent to ${request.customerEmail}`)).toBeVisible()
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).cancellationTiers).toEqual([
    { daysBefore: 91, keep: { kind: 'retainer' } },
    { daysBefore: 60, keep: { kind: 'percent', percent: 40 } },
    { daysBefore: 0, keep: { kind: 'percent', percent: 100 } },
  ])

  const offerToken = (await prisma.appointment.findUniqueOrThrow({ where: { id: request.id } })).offerToken!
  const clientContext = await anotherPhone(browser, { baseURL })
  const client = await clientContext.newPage()
  await client.goto(`/offer/${offerToken}`)
  const terms = client.getByRole('list', { name: 'If you cancel' })
  await expect(client.getByText('Deposits are non-refundable.')).toBeVisible()
  await expect(terms.getByRole('listitem')).toHaveText([
    'Cancelled 91 days or more before the day: the deposit ($200.00) is kept.',
    'Cancelled 60 to 90 days before the day: 40% of the total is kept.',
    'Cancelled less than 60 days before the day: 100% of the total is kept.',
  ])
  await snap(client, 'offer-page-tiers')
  await clientContext.close()
})
