// A wedding's balance at 390x844, in test mode: the owner splits a booked gig's balance into one share
// per person (the bride and four bridesmaids), one bridesmaid pays hers through her own link on her
// phone, and the gig shows her share paid and what remains; the balance reminder job e-mails the
// bride (and the bridesmaid who has not paid, with her own link), and the bride's e-mail is in the dev mailbox with the amount and the link to her pay-the-balance page,
// which shows what her party pays through their links.
import { randomBytes } from 'node:crypto'
import AxeBuilder from '@axe-core/playwright'
import { TZDate } from '@date-fns/tz'
import { addDays, format } from 'date-fns'
import type { Page } from '@playwright/test'
import { addDaysTo, slotInstant } from '@/lib/appointments/dates'
import { sendBalanceReminders } from '@/lib/balance/send-balance-reminders'
import { linkFromLatestEmail } from './support/mail'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'

const SYDNEY = 'Australia/Sydney'
/** "YYYY-MM-DD" some days from today in Sydney; far ahead, so that the reminder job run here finds this gig alone. */
const sydneyDay = (days: number) => format(addDays(new TZDate(Date.now(), SYDNEY), days), 'yyyy-MM-dd')

async function expectAccessible(page: Page, what: string) {
  const results = await new AxeBuilder({ page }).setLegacyMode(true).analyze()
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  expect(
    serious.map((violation) => `${violation.id}: ${violation.help}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`),
    what,
  ).toEqual([])
}

test('the owner splits a wedding’s balance, a bridesmaid pays her share by her link, and the bride gets a balance reminder', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const tag = randomBytes(3).toString('hex')
  const user = await prisma.user.create({
    data: {
      email: `balance-${tag}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Weddings',
      slug: `glow-weddings-${tag}`,
      timeZone: SYDNEY,
      payoutsAccountId: `test_acct_${tag}`,
      payoutsStatus: 'payoutsOn',
    },
  })
  const dueDate = sydneyDay(400)
  const brideEmail = `hannah-${tag}@example.com`
  const gig = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'booked',
      customerName: 'Hannah Scott',
      customerEmail: brideEmail,
      locationCity: 'Bowral',
      date: new Date(`${sydneyDay(410)}T00:00:00Z`),
      timeFrom: '06:00',
      timeTo: '10:00',
      services: [
        { title: 'Bride', subTitle: 'Bridal makeup and hair' },
        { title: 'Bridesmaid', subTitle: 'Soft glam', count: 4 },
      ],
      totalCents: 150000,
      depositCents: 50000,
      paidToDateCents: 50000,
      paymentDueDate: new Date(`${dueDate}T00:00:00Z`),
      payments: { create: { userId: user.id, amountCents: 50000, method: 'card', provider: 'test', note: 'Deposit' } },
    },
  })
  await signIn(page, user)

  // The gig: $1,000 remains; split it equally between the five of them.
  await page.goto(`/dashboard/gigs/${gig.id}`)
  const balance = page.getByRole('region', { name: 'Balance', exact: true })
  await expect(balance.getByText('Split what remains so that each person pays her own part')).toBeVisible()
  await balance.getByRole('button', { name: 'Split the balance' }).click()
  const sheet = page.getByRole('dialog', { name: 'Split the balance' })
  await expect(sheet.getByTestId('split-count')).toHaveText('5')
  await sheet.getByRole('button', { name: 'Fill in 5 equal shares of $200.00' }).click()
  await expect(sheet.getByLabel('Name 1')).toHaveValue('Bride')
  await expect(sheet.getByLabel('Name 5')).toHaveValue('Bridesmaid 4')
  await expect(sheet.getByTestId('split-total')).toHaveText(/\$1,000\.00 of \$1,000\.00/)
  // Chloe's name and address: her link goes to her by e-mail.
  await sheet.getByLabel('Name 2').fill('Chloe Adams')
  await sheet.getByLabel('Email 2 (optional)').fill(`chloe-${tag}@example.com`)
  // Ella's too: she will not have paid when the reminders go out.
  await sheet.getByLabel('Name 3').fill('Ella Brown')
  await sheet.getByLabel('Email 3 (optional)').fill(`ella-${tag}@example.com`)
  // Too much is refused before it is sent.
  await sheet.getByLabel('Share 3', { exact: true }).fill('300')
  await expect(sheet.getByTestId('split-total')).toHaveText(/\$100\.00 too much/)
  await expect(sheet.getByRole('button', { name: 'Create 5 payment links' })).toBeDisabled()
  await sheet.getByLabel('Share 3', { exact: true }).fill('200')
  await page.waitForTimeout(500)
  await look(page, 'balance-split-sheet', { view: true })
  await expectAccessible(page, 'the split sheet')
  await sheet.getByRole('button', { name: 'Create 5 payment links' }).click()
  await expect(page.getByText('5 payment links ready, 2 emailed')).toBeVisible()
  const shares = balance.getByTestId('shares')
  await expect(shares.getByRole('listitem')).toHaveCount(5)
  await expect(shares.getByRole('button', { name: /^Chloe Adams, \$200\.00, unpaid/ })).toContainText('link emailed')
  await expect(balance.getByRole('button', { name: 'Split the balance' })).toHaveCount(0)

  // The owner's copy of a link, in the share's sheet, is the one Chloe was e-mailed.
  await shares.getByRole('button', { name: /^Chloe Adams/ }).click()
  const shareSheet = page.getByRole('dialog', { name: /^Chloe Adams · \$200\.00/ })
  const link = (await shareSheet.getByTestId('share-link').textContent())!
  expect(new URL(link).pathname).toBe(await linkFromLatestEmail(`chloe-${tag}@example.com`, '/pay/'))
  await page.keyboard.press('Escape')
  await expect(shareSheet).toBeHidden()

  // Chloe, on her own phone: her share, and Pay by card (test mode).
  const phone = await anotherPhone(browser, { baseURL })
  const chloe = await phone.newPage()
  await chloe.goto(new URL(link).pathname)
  await expect(chloe.getByText('Hannah’s booking #1')).toBeVisible()
  await expect(chloe.getByTestId('share-amount')).toHaveText('$200.00')
  await expect(chloe.getByRole('note')).toHaveText(/Test mode/)
  await look(chloe, 'balance-share-page')
  await expectAccessible(chloe, 'the share page')
  await chloe.getByRole('button', { name: 'Pay $200.00 by card' }).click()
  await expect(chloe.getByText('Your share is paid. Thank you!')).toBeVisible()
  await expect(chloe.getByRole('button', { name: /Pay \$200\.00/ })).toHaveCount(0)
  await snap(chloe, 'balance-share-paid')
  await phone.close()

  // Back on the gig: her share is paid, and $800.00 remains.
  await page.reload()
  await expect(shares.getByRole('button', { name: /^Chloe Adams, \$200\.00, paid/ })).toBeVisible()
  await expect(balance.getByTestId('balance-remaining')).toHaveText('$800.00')
  const payment = page.getByRole('region', { name: 'Payment', exact: true })
  await expect(payment.getByText('Share: Chloe Adams')).toBeVisible()
  await expect(payment.getByText('$800.00', { exact: true })).toBeVisible()
  await balance.scrollIntoViewIfNeeded()
  await look(page, 'balance-gig-after-share')

  // The owner's balance reminders: six days before it's due rather than seven.
  await page.goto('/dashboard/gigs')
  await page.getByRole('button', { name: /^Reminders/ }).click()
  const settings = page.getByRole('dialog', { name: 'Reminders' })
  await expect(settings.getByRole('switch', { name: 'Balance reminders' })).toBeChecked()
  await expect(settings.getByLabel('Balance reminder', { exact: true })).toHaveValue('7')
  await settings.getByRole('button', { name: 'Fewer days before it’s due' }).click()
  await expect(settings.getByLabel('Balance reminder', { exact: true })).toHaveValue('6')
  await settings.getByRole('button', { name: 'Save' }).scrollIntoViewIfNeeded()
  await look(page, 'balance-reminder-settings', { view: true })
  await settings.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Reminder settings saved')).toBeVisible()
  await page.goto(`/dashboard/gigs/${gig.id}`)

  // Six days before the due date, after 9:00 in Sydney, the job reminds the bride; running it again sends nothing.
  await sendBalanceReminders({ now: slotInstant(addDaysTo(dueDate, -7), '09:30', SYDNEY) })
  expect(await prisma.emailOutbox.count({ where: { to: brideEmail } })).toBe(0)
  const now = slotInstant(addDaysTo(dueDate, -6), '09:30', SYDNEY)
  await sendBalanceReminders({ now })
  await sendBalanceReminders({ now })
  const reminders = await prisma.emailOutbox.findMany({ where: { to: brideEmail } })
  expect(reminders).toHaveLength(1)
  // Ella, who has not paid, gets her own reminder with her own link; Chloe, who has, none.
  const [ellaReminder] = await prisma.emailOutbox.findMany({ where: { to: `ella-${tag}@example.com`, subject: { startsWith: 'Reminder:' } } })
  expect(ellaReminder.subject).toMatch(/^Reminder: your \$200\.00 share is due \d+ \w+, for the booking with Glow Weddings$/)
  expect(ellaReminder.html).toMatch(/\/pay\/[\w-]{32}/)
  expect(await prisma.emailOutbox.count({ where: { to: `chloe-${tag}@example.com`, subject: { startsWith: 'Reminder:' } } })).toBe(0)
  await page.reload()
  await expect(balance.getByText(`Balance reminder sent ${format(new TZDate(now.getTime(), SYDNEY), 'd MMM')}`)).toBeVisible()
  await expect(shares.getByRole('button', { name: /^Ella Brown, \$200\.00, unpaid/ })).toContainText(
    `Unpaid · reminder sent ${format(new TZDate(now.getTime(), SYDNEY), 'd MMM')}`,
  )
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await shares.scrollIntoViewIfNeeded()
  await look(page, 'balance-share-reminded', { view: true })
  await page.goto('/dev/mailbox')
  await page
    .getByRole('link', { name: new RegExp(`Reminder: \\$800\\.00 due .* for your booking with Glow Weddings`) })
    .first()
    .click()
  const mail = page.frameLocator('iframe').first()
  await expect(mail.getByText('Left to pay:')).toBeVisible()
  await expect(mail.getByText('$800.00 AUD')).toBeVisible()
  await expect(mail.getByText(/nothing more \(your party pays the rest through their own links\)/)).toBeVisible()
  await expect(mail.getByRole('link', { name: 'See your booking' })).toHaveAttribute('href', /\/offer\/[\w-]{32}$/)
  await snap(page, 'balance-reminder-email')

  // Her pay-the-balance page shows her party's progress, and asks nothing more of her.
  const { offerToken } = await prisma.appointment.findUniqueOrThrow({ where: { id: gig.id } })
  await page.goto(`/offer/${offerToken}`)
  await expect(page.getByText('Shared with your party')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Your party’s payments' }).getByTestId('party-progress')).toContainText('$800.00 left')
  await expect(page.getByRole('button', { name: /^Pay/ })).toHaveCount(0)
  await snap(page, 'balance-offer-page-shared')
})
