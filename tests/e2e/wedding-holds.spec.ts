// A wedding holds together at 390x844: the owner starts a wedding for 8 faces from scratch; the quote
// builder starts each row from her service menu and warns that the faces do not fit one artist's morning
// (a 4:00 am start); a second artist fixes it, and the start and the early-start fee follow. The bride
// signs on the main server's test-mode payments. Then the owner moves the wedding: the contract becomes
// a new version the bride signs (the first signature kept), the timeline is timed again, and the
// bridesmaids with a share are e-mailed.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import { fromDbDate } from '@/lib/appointments/dates'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { linkFromLatestEmail } from './support/mail'

const SYDNEY = 'Australia/Sydney'

test('an 8-face wedding quoted from the menu, fixed by a second artist, signed, then rescheduled and signed again', async ({ page, browser, baseURL }) => {
  test.setTimeout(240_000)
  const user = await prisma.user.create({
    data: {
      email: `holds-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Bridal',
      timeZone: SYDNEY,
      slug: `glow-holds-${randomBytes(3).toString('hex')}`,
      payoutsAccountId: `test_acct_${randomBytes(4).toString('hex')}`,
      payoutsStatus: 'payoutsOn',
      feeRules: {
        create: {
          earlyStartFees: [
            { before: '05:30', feeCents: 10000 },
            { before: '06:00', feeCents: 5000 },
          ],
          minimumTotalCents: 30000,
        },
      },
      services: {
        create: [
          { name: 'Bridal makeup', category: 'bridal', priceCents: 45000, durationMinutes: 90 },
          { name: 'Bridesmaid makeup', category: 'bridesmaid', priceCents: 18000, durationMinutes: 45 },
          { name: 'Mother of the bride', category: 'motherOfTheBride', priceCents: 12000, durationMinutes: 30 },
        ],
      },
    },
  })
  const bride = `ava-${randomBytes(3).toString('hex')}@example.com`
  const month = startOfMonth(new TZDate(Date.now(), SYDNEY))
  const weddingDay = addDays(addMonths(month, 2), 19)
  const newDay = addDays(addMonths(month, 3), 9)

  await signIn(page, user, baseURL)
  await page.goto('/dashboard/gigs/new-wedding')
  await page.getByLabel('Bride’s name').fill('Ava Lee')
  await page.getByLabel('Email').fill(bride)
  await page.getByLabel('Mobile').fill('0400 111 222')
  await page.getByRole('button', { name: 'Wedding day', exact: true }).click()
  const picker = page.getByRole('dialog', { name: 'Wedding day' })
  await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await picker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await picker.getByRole('button', { name: format(weddingDay, 'EEEE d MMMM yyyy') }).click()
  await page.getByLabel('Ready by').fill('10:30')
  await page.getByLabel('Suburb or city').fill('Manly')
  await page.getByRole('button', { name: 'Next: build the quote' }).click()
  await expect(page.getByRole('heading', { name: 'Build a quote' })).toBeVisible()

  // Each row from the menu: its price and time follow.
  const brideRow = page.getByRole('group', { name: 'Party row 1' })
  await brideRow.getByLabel('From your menu').selectOption({ label: 'Bridal makeup · $450.00 · 1 h 30' })
  await expect(brideRow.getByLabel('Price each')).toHaveValue(/^450(\.00)?$/)
  await expect(brideRow.getByLabel('Time each')).toHaveValue('90')
  await page.getByRole('button', { name: 'Add a person or role' }).click()
  const maids = page.getByRole('group', { name: 'Party row 2' })
  await maids.getByLabel('From your menu').selectOption({ label: 'Bridesmaid makeup · $180.00 · 45 min' })
  await expect(maids.getByLabel('Who')).toHaveValue('Bridesmaid')
  await maids.getByLabel('Who').fill('Bridesmaids')
  await maids.getByLabel('Most', { exact: true }).fill('6')
  await maids.getByLabel('People', { exact: true }).fill('6')
  await maids.getByLabel('Fewest', { exact: true }).fill('6')
  await page.getByRole('button', { name: 'Add a person or role' }).click()
  const mother = page.getByRole('group', { name: 'Party row 3' })
  await mother.getByLabel('From your menu').selectOption({ label: 'Mother of the bride · $120.00 · 30 min' })

  // 8 faces, 6 h 30 alone: a 4:00 am start, warned before she sends, with the fee it triggers.
  await expect(page.getByTestId('fit-warning')).toHaveText('8 faces need 6 h 30 with 1 artist: start 4:00 am, or add an artist')
  await expect(page.getByTestId('day-start')).toContainText('early-start fee $100.00')
  // $450 + 6 × $180 + $120 + $100 early start.
  await expect(page.getByTestId('quote-total')).toHaveText('$1,750.00')
  await page.getByTestId('fit-warning').scrollIntoViewIfNeeded()
  await snap(page, 'builder-warning')

  await page.getByRole('button', { name: 'Artists: one more' }).click()
  await expect(page.getByTestId('fit-warning')).toBeHidden()
  await expect(page.getByTestId('day-start')).toHaveText('8 faces, 3 h 30: start 7:00 am')
  await expect(page.getByTestId('early-start-detail')).toHaveText('Starts 7:00 am: no early-start fee')
  await expect(page.getByTestId('quote-total')).toHaveText('$1,650.00')

  // The total bar and the tabs take at most 15% of the screen.
  const bar = await page.getByTestId('quote-total').locator('xpath=ancestor::div[contains(@class,"sticky")]').boundingBox()
  const tabs = await page.getByRole('navigation', { name: 'Main' }).boundingBox()
  expect(844 - Math.min(bar!.y, tabs?.y ?? 844)).toBeLessThanOrEqual(844 * 0.15)
  await snap(page, 'builder-fixed')
  await page.getByTestId('day-start').scrollIntoViewIfNeeded()
  await page.screenshot({ path: test.info().outputPath('builder-screen.png') })
  await page.getByRole('button', { name: 'Save and send' }).click()
  await expect(page.getByText(`Quote sent to ${bride}`)).toBeVisible()

  // The bride signs.
  const brideContext = await anotherPhone(browser, { baseURL })
  const client = await brideContext.newPage()
  const offerLink = await linkFromLatestEmail(bride, '/offer/')
  await client.goto(offerLink)
  await expect(client.getByText('Getting ready: makeup from 7:00 am, everyone ready by 10:30 am')).toBeVisible()
  await expect(client.getByTestId('proposal-terms')).toContainText('makeup from 7:00 am, everyone ready by 10:30 am')
  await client.getByLabel('Your full name').fill('Ava Lee')
  await client.getByLabel('I have read and agree to these terms').check()
  await snap(client, 'proposal')
  await client.getByRole('button', { name: 'Sign the contract' }).click()
  await expect(client.getByText('Signed by Ava Lee')).toBeVisible()

  // Two bridesmaids have shares with their e-mails.
  const wedding = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id, customerEmail: bride } })
  const maidsEmails = [`chloe-${randomBytes(3).toString('hex')}@example.com`, `isla-${randomBytes(3).toString('hex')}@example.com`]
  await prisma.paymentShare.createMany({
    data: maidsEmails.map((email, index) => ({
      appointmentId: wedding.id,
      name: index ? 'Isla Nguyen' : 'Chloe Park',
      email,
      amountCents: 18000,
      position: index + 1,
      token: randomBytes(12).toString('hex'),
      paidAt: index ? null : new Date(),
    })),
  })

  // The owner moves the wedding a month later, ready by 9:30.
  await page.goto(`/dashboard/gigs/${wedding.id}`)
  await page.getByRole('button', { name: 'Reschedule' }).click()
  const sheet = page.getByRole('dialog', { name: 'Reschedule' })
  await sheet.getByRole('button', { name: 'New date', exact: true }).click()
  const newPicker = page.getByRole('dialog', { name: 'New date' })
  while (!(await newPicker.getByRole('button', { name: format(newDay, 'EEEE d MMMM yyyy') }).isVisible()))
    await newPicker.getByRole('button', { name: 'Go to the Next Month' }).click()
  await newPicker.getByRole('button', { name: format(newDay, 'EEEE d MMMM yyyy') }).click()
  await sheet.getByLabel('Ready by').fill('09:30')
  await sheet.getByRole('button', { name: 'Reschedule' }).click()
  await page.getByRole('button', { name: 'Move the gig' }).click()
  await expect(page.getByText(`Gig moved to ${format(newDay, 'EEE d MMM')}`)).toBeVisible()

  // The timeline is timed again: two artists, ready by 9:30, start 6:00.
  await page.reload()
  const timeline = page.getByRole('region', { name: 'Day-of timeline' })
  await expect(timeline.getByTestId('timeline-start')).toContainText('6:00 am')
  await expect(timeline.getByText('Ready by 9:30 am')).toBeVisible()
  await timeline.scrollIntoViewIfNeeded()
  await snap(page, 'timeline-rescheduled')
  const moved = await prisma.appointment.findUniqueOrThrow({ where: { id: wedding.id }, include: { quote: { include: { signatures: true } } } })
  expect(fromDbDate(moved.date)).toBe(format(newDay, 'yyyy-MM-dd'))
  expect(moved.quote!.signatures.map((signature) => Boolean(signature.supersededAt))).toEqual([true])

  // The bridesmaids are told; the bride signs the new version.
  for (const email of maidsEmails) expect(await prisma.emailOutbox.count({ where: { to: email, subject: 'Ava Lee’s wedding has a new date' } })).toBe(1)
  await client.goto(offerLink)
  await expect(client.getByTestId('proposal-terms')).toContainText('makeup from 6:00 am, everyone ready by 9:30 am')
  await client.getByLabel('Your full name').fill('Ava Lee')
  await client.getByLabel('I have read and agree to these terms').check()
  await client.getByRole('button', { name: 'Sign the contract' }).click()
  await expect(client.getByText('Signed by Ava Lee')).toBeVisible()
  const signatures = await prisma.contractSignature.findMany({ where: { quoteId: moved.quote!.id }, orderBy: { signedAt: 'asc' } })
  expect(signatures.map((signature) => Boolean(signature.supersededAt))).toEqual([true, false])
  await snap(client, 'proposal-signed-again')

  // Her public price list shows her fees under the menu.
  await client.goto(`/${user.slug}`)
  const fees = client.getByTestId('pricing-notes')
  await expect(fees).toContainText('Early starts: $50.00 before 6:00 am and $100.00 before 5:30 am.')
  await expect(fees).toContainText('Minimum booking $300.00.')
  await fees.scrollIntoViewIfNeeded()
  await client.screenshot({ path: test.info().outputPath('price-list-fees.png') })
})
