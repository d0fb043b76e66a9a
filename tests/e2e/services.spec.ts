// The service menu at 390x844: the owner adds two services (and changes and deletes one), sees them as
// her site's price list in every theme, and fills a gig's service line from the menu with a head count
// and the total the lines add up to.
import { randomBytes } from 'node:crypto'
import { addDays, format } from 'date-fns'
import type { Page } from '@playwright/test'
import { expect, prisma, refreshStoredSite, signIn, snap, test } from './support/fixtures'

const THEMES = ['basic', 'editorial', 'blush', 'noir']

const owner = () => {
  const tag = randomBytes(3).toString('hex')
  return prisma.user.create({
    data: {
      email: `menu-${tag}@example.com`,
      wizardStep: 'complete',
      businessName: 'Menu Beauty',
      slug: `menu-beauty-${tag}`,
      mobile: '+61412000222',
      locationCity: 'Bondi',
    },
  })
}

async function addService(page: Page, service: { name: string; category?: string; price: string; takes: string; from?: boolean }, screenshot?: string) {
  await page.getByRole('button', { name: 'Add a service' }).click()
  const sheet = page.getByRole('dialog', { name: 'Add a service' })
  await sheet.getByLabel('Name').fill(service.name)
  if (service.category) await sheet.getByRole('radio', { name: service.category }).click()
  await sheet.getByLabel('Price per person').fill(service.price)
  await sheet.getByLabel('Takes').selectOption(service.takes)
  if (service.from) await sheet.getByRole('switch', { name: 'Starting price' }).click()
  if (screenshot) await snap(page, screenshot)
  await sheet.getByRole('button', { name: 'Add service' }).click()
  await expect(sheet).toBeHidden()
}

test('add services, see them as the price list in every theme, pick one into a gig', async ({ page }) => {
  const user = await owner()
  await signIn(page, user)

  await page.goto('/dashboard/profile')
  await page.getByRole('link', { name: /^Services/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/profile\/services$/)
  await expect(page.getByRole('heading', { name: 'Your price list starts here' })).toBeVisible()
  await snap(page, 'services-empty')

  // A blank entry is refused at the field, and closing with something typed asks first.
  await page.getByRole('button', { name: 'Add a service' }).click()
  const sheet = page.getByRole('dialog', { name: 'Add a service' })
  await sheet.getByRole('button', { name: 'Add service' }).click()
  await expect(sheet.getByText('Please name the service')).toBeVisible()
  await expect(sheet.getByLabel('Name')).toBeFocused()
  await expect(sheet.getByText('Please enter a price in dollars')).toBeVisible()
  await sheet.getByLabel('Name').fill('Half-typed')
  await page.keyboard.press('Escape')
  await page.getByRole('alertdialog', { name: 'Discard your changes?' }).getByRole('button', { name: 'Discard' }).click()
  await expect(sheet).toBeHidden()

  await addService(page, { name: 'Bridal makeup', price: '450', takes: '90' }, 'services-add-sheet')
  await expect(page.getByText('Service added')).toBeVisible()
  await addService(page, { name: 'Bridesmaid makeup', category: 'Bridesmaids', price: '150', takes: '45', from: true })
  await addService(page, { name: 'Makeup lesson', category: 'Lessons', price: '220', takes: '120' })

  const bridal = page.getByRole('region', { name: 'Bridal' })
  await expect(bridal.getByRole('button', { name: /Bridal makeup/ })).toContainText('1 hr 30 min')
  await expect(bridal.getByRole('button', { name: /Bridal makeup/ })).toContainText('$450')
  await expect(page.getByRole('region', { name: 'Bridesmaids' }).getByRole('button', { name: /Bridesmaid makeup/ })).toContainText('from $150')

  // Changed, then one deleted after a confirmation.
  await bridal.getByRole('button', { name: /Bridal makeup/ }).click()
  const edit = page.getByRole('dialog', { name: 'Edit service' })
  await expect(edit.getByLabel('Name')).toHaveValue('Bridal makeup')
  await edit.getByLabel('Price per person').fill('480')
  await edit.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Service saved')).toBeVisible()
  await expect(bridal.getByRole('button', { name: /Bridal makeup/ })).toContainText('$480')
  await page
    .getByRole('region', { name: 'Lessons' })
    .getByRole('button', { name: /Makeup lesson/ })
    .click()
  await page.getByRole('dialog', { name: 'Edit service' }).getByRole('button', { name: 'Delete service' }).click()
  await page.getByRole('alertdialog', { name: 'Delete Makeup lesson?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Service deleted')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Lessons' })).toHaveCount(0)
  await expect(page.getByText('2 of 50 services')).toBeVisible()
  await snap(page, 'services-screen')

  const menu = await prisma.service.findMany({ where: { userId: user.id }, orderBy: { priceCents: 'desc' } })
  expect(menu).toMatchObject([
    { name: 'Bridal makeup', category: 'bridal', priceCents: 48000, priceFrom: false, durationMinutes: 90 },
    { name: 'Bridesmaid makeup', category: 'bridesmaid', priceCents: 15000, priceFrom: true, durationMinutes: 45 },
  ])

  // The public site's price list, in each theme (paid ones subscribed to for the walk).
  for (const theme of THEMES) {
    const { priceCents } = await prisma.theme.findUniqueOrThrow({ where: { id: theme } })
    if (priceCents > 0)
      await prisma.subscription.create({ data: { userId: user.id, type: 'theme', themeId: theme, status: 'active', provider: 'test', priceCents } })
    await prisma.user.update({ where: { id: user.id }, data: { themeId: theme } })
    // Written past the app: the site's stored page is told, as the app's own writes tell it.
    await refreshStoredSite(page.request, user.id, `/${user.slug}`)
    await page.goto(`/${user.slug}`)
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme)
    const prices = page.locator('section[aria-labelledby="prices"]')
    await expect(prices.getByRole('heading', { name: 'Prices' })).toBeVisible()
    const bridesmaids = prices.getByRole('region', { name: 'Bridesmaids' })
    await expect(bridesmaids).toContainText('Bridesmaid makeup')
    await expect(bridesmaids).toContainText('45 min')
    await expect(bridesmaids).toContainText('from $150')
    await expect(prices.getByRole('region', { name: 'Bridal' })).toContainText('$480')
    await prices.scrollIntoViewIfNeeded()
    await prices.screenshot({ path: test.info().outputPath(`price-list-${theme}.png`) })
    await snap(page, `site-with-prices-${theme}`)
  }

  // A gig's line filled from the menu, for three bridesmaids; the lines' total becomes the gig's.
  const day = format(addDays(new Date(), 40), 'yyyy-MM-dd')
  await page.goto(`/dashboard/gigs/new?date=${day}`)
  await page.getByLabel('Client name').fill('Poppy Hart')
  await page.getByLabel('Start time').selectOption('07:00')
  await page.getByLabel('End time').selectOption('09:30')
  await page.getByLabel('Suburb or city').fill('Coogee')
  await page.getByRole('button', { name: 'Choose from your menu (service 1)' }).click()
  const picker = page.getByRole('dialog', { name: 'Choose a service' })
  await expect(picker.getByRole('region', { name: 'Bridal' })).toContainText('$480')
  await snap(page, 'service-picker')
  await picker.getByRole('button', { name: /Bridesmaid makeup/ }).click()
  await expect(picker).toBeHidden()
  await expect(page.getByLabel('Who (service 1)')).toHaveValue('Bridesmaid')
  await expect(page.getByLabel('What service (service 1)')).toHaveValue('Bridesmaid makeup')
  await expect(page.getByTestId('line-price-1')).toHaveText('$150 each · 45 min')
  await page.getByRole('button', { name: 'More people (service 1)' }).click()
  await page.getByRole('button', { name: 'More people (service 1)' }).click()
  await expect(page.getByRole('group', { name: 'How many people (service 1)' })).toContainText('3')
  await page.getByLabel('Total').fill('400')
  await expect(page.getByText('Your services add up to $450.00.')).toBeVisible()
  await snap(page, 'gig-services-from-menu')
  await page.getByRole('button', { name: 'Use as total' }).click()
  await expect(page.getByLabel('Total')).toHaveValue('450')
  await expect(page.getByText('Your services add up to')).toHaveCount(0)
  await page.getByRole('button', { name: 'Save' }).click()

  await expect(page).toHaveURL(/\/dashboard\/gigs\/[^/]+$/)
  await expect(page.getByText('Services · 3 People')).toBeVisible()
  await expect(page.getByText('Bridesmaid × 3')).toBeVisible()
  await snap(page, 'gig-with-menu-line')
  const bridesmaid = menu[1]
  const gig = await prisma.appointment.findFirstOrThrow({ where: { userId: user.id } })
  expect(gig.totalCents).toBe(45000)
  expect(gig.services).toEqual([
    { title: 'Bridesmaid', subTitle: 'Bridesmaid makeup', count: 3, priceCents: 15000, durationMinutes: 45, serviceId: bridesmaid.id },
  ])
})
