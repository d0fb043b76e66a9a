// The day-of timeline at 390x844. A wedding whose services carry durations (made in the database: the
// event form has no duration fields yet); the owner sets ready-by and two artists in the event form and
// sees who sits when on the gig, the client's offer page shows the same timeline, and an early ready-by
// starts the evening before.
import { randomBytes } from 'node:crypto'
import { TZDate } from '@date-fns/tz'
import { addDays, addMonths, format, startOfMonth } from 'date-fns'
import type { Locator } from '@playwright/test'
import { expect, prisma, signIn, test } from './support/fixtures'
import { anotherPhone } from './support/phone'
import { look } from './support/screen-checks'

const SYDNEY = 'Australia/Sydney'
const PARTY = [
  { title: 'Bride', subTitle: 'Bridal makeup and hair', durationMinutes: 90 },
  { title: 'Bridesmaid', subTitle: 'Soft glam', count: 4, durationMinutes: 45 },
  { title: 'Mother of the bride', subTitle: 'Classic', durationMinutes: 30 },
  { title: 'Flower girl', subTitle: 'Glitter' },
]

/** 90 + 4 × 45 + 30 minutes shared by two artists who both finish at 10:00; the bride last. */
const TWO_ARTISTS: [string, string, string][] = [
  ['7:15 am', 'Bridesmaid 3', 'Artist 1'],
  ['7:45 am', 'Bridesmaid 1', 'Artist 2'],
  ['8:00 am', 'Mother of the bride', 'Artist 1'],
  ['8:30 am', 'Bride', 'Artist 1'],
  ['8:30 am', 'Bridesmaid 2', 'Artist 2'],
  ['9:15 am', 'Bridesmaid 4', 'Artist 2'],
]

/** Each sitting's row, in order: "7:15 am … Bridesmaid 3 … Artist 1". */
const expectSittings = async (timeline: Locator, rows: [string, string, string?][]) => {
  const items = timeline
    .getByRole('list', { name: 'Who sits when' })
    .getByRole('listitem')
    .filter({ hasText: /\d:\d\d [ap]m/ })
  await expect(items).toHaveCount(rows.length)
  for (const [index, [time, person, artist]] of rows.entries()) {
    await expect(items.nth(index)).toContainText(time)
    await expect(items.nth(index)).toContainText(person)
    if (artist) await expect(items.nth(index)).toContainText(artist)
  }
}

test('the owner sets ready-by and two artists; the gig and the client’s offer page show who sits when', async ({ page, browser, baseURL }) => {
  test.setTimeout(150_000)
  const user = await prisma.user.create({
    data: {
      email: `timeline-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow Bridal',
      slug: `glow-bridal-${randomBytes(3).toString('hex')}`,
      timeZone: SYDNEY,
    },
  })
  // The 20th of next month, as Sydney sees it.
  const gigDay = addDays(addMonths(startOfMonth(new TZDate(Date.now(), SYDNEY)), 1), 19)
  const offerToken = randomBytes(24).toString('base64url')
  const gig = await prisma.appointment.create({
    data: {
      userId: user.id,
      requestNumber: 1,
      status: 'offered',
      origin: 'bookingRequest',
      customerName: 'Olivia Grant',
      customerEmail: `olivia-${randomBytes(3).toString('hex')}@example.com`,
      locationCity: 'Bowral',
      date: new Date(`${format(gigDay, 'yyyy-MM-dd')}T00:00:00Z`),
      timeFrom: '07:00',
      timeTo: '10:00',
      services: PARTY,
      totalCents: 180000,
      depositCents: 50000,
      offerToken,
      offerSentAt: new Date(),
      offerExpiresAt: addDays(new Date(), 10),
    },
  })
  await signIn(page, user)

  // No ready-by time yet: no timeline on the gig.
  await page.goto(`/dashboard/gigs/${gig.id}`)
  await expect(page.getByText('Request #1')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Day-of timeline' })).toHaveCount(0)

  await page.goto(`/dashboard/gigs/${gig.id}/edit`)
  await expect(page.getByLabel('Client name')).toHaveValue('Olivia Grant')
  await page.getByLabel('Ready by').fill('10:00')
  await page.getByLabel('Artists').selectOption('2')
  await page.getByRole('heading', { name: 'Day-of timeline' }).scrollIntoViewIfNeeded()
  // Tap targets left out: the services' remove buttons (services-fields.tsx, being reworked elsewhere) are 36 px.
  await look(page, 'timeline-form', { taps: false })
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Gig saved')).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/dashboard/gigs/${gig.id}$`))

  const timeline = page.getByRole('region', { name: 'Day-of timeline' })
  await expect(timeline.getByTestId('timeline-start')).toContainText('7:15 am')
  await expect(timeline.getByTestId('timeline-start')).toContainText(`${format(gigDay, 'EEEE d MMMM')} · 6 people · 2 artists`)
  await expect(timeline.getByText('Ready by 10:00 am')).toBeVisible()
  await expectSittings(timeline, TWO_ARTISTS)
  await expect(timeline.getByText('Not in the timeline, no duration yet: Flower girl (Glitter).')).toBeVisible()
  // The first sitting (7:15) comes after the 7:00 asked for: the Information shows the time as asked.
  const information = page.getByRole('region', { name: 'Information' })
  await expect(information).toContainText('7:00 am – 10:00 am')
  await expect(information.getByTestId('real-start')).toHaveCount(0)
  await expect(timeline.getByRole('note')).toHaveCount(0)
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await timeline.scrollIntoViewIfNeeded()
  await look(page, 'timeline-gig')

  // The client's offer page shows the same day.
  const clientContext = await anotherPhone(browser, { baseURL })
  const client = await clientContext.newPage()
  await client.goto(`/offer/${offerToken}`)
  const clientTimeline = client.getByRole('region', { name: 'Day-of timeline' })
  await expect(clientTimeline.getByTestId('timeline-start')).toContainText('7:15 am')
  await expectSittings(clientTimeline, TWO_ARTISTS)
  await look(client, 'timeline-offer')
  await clientContext.close()

  // Ready by 1:30 am, alone: five hours of work start at 8:30 pm the evening before.
  await page.goto(`/dashboard/gigs/${gig.id}/edit`)
  await page.getByLabel('Ready by').fill('01:30')
  await page.getByLabel('Artists').selectOption('1')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Gig saved')).toBeVisible()
  await expect(timeline.getByTestId('timeline-start')).toContainText('8:30 pm')
  await expect(timeline.getByTestId('timeline-start')).toContainText(`${format(addDays(gigDay, -1), 'EEEE d MMMM')} · 6 people`)
  await expect(timeline.getByRole('note')).toHaveText(`Across midnight: starts the day before, ${format(addDays(gigDay, -1), 'EEEE d MMMM')}.`)
  await expect(timeline.getByText('Artist 1')).toHaveCount(0)
  await expectSittings(timeline, [
    ['8:30 pm', 'Bridesmaid 1'],
    ['9:15 pm', 'Bridesmaid 2'],
    ['10:00 pm', 'Bridesmaid 3'],
    ['10:45 pm', 'Bridesmaid 4'],
    ['11:30 pm', 'Mother of the bride'],
    ['Midnight', 'Bride'],
  ])
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 15_000 })
  await timeline.scrollIntoViewIfNeeded()
  await look(page, 'timeline-across-midnight')

  // The Information no longer lets her think 7:00 am is when she must be there.
  await expect(information).toContainText('7:00 am – 10:00 am')
  await expect(information.getByTestId('real-start')).toHaveText(`Start 8:30 pm (first sitting), ${format(addDays(gigDay, -1), 'EEE d MMM')}`)
  await information.scrollIntoViewIfNeeded()
  await look(page, 'timeline-information-start', { view: true })
})
