// Dead ends of navigation at 390x844: browser Back in the wizard and on the review form, a reload of the
// first wizard step, and links to a website address the owner has since changed.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import type { WizardStep } from '@/lib/generated/prisma/enums'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const hex = () => randomBytes(3).toString('hex')
const owner = (data: { wizardStep: WizardStep; businessName?: string; slug?: string }) =>
  prisma.user.create({
    data: {
      email: `nav-${hex()}@example.com`,
      emailVerifiedAt: new Date(),
      locationCity: 'Bondi',
      locationFormatted: 'Bondi NSW 2026, Australia',
      mobile: '+61412345678',
      kit: [{ name: 'MAC' }],
      ...data,
    },
  })

test('browser Back in the wizard, then "Skip for now" on the step left behind, takes the owner to her current step', async ({ page }) => {
  const user = await owner({ wizardStep: 'instaUsername', businessName: 'Back Beauty', slug: `back-beauty-${hex()}` })
  await signIn(page, user)
  await page.goto('/dashboard/setup/instagram-username')
  await expect(page.getByRole('heading', { name: 'Your Instagram' })).toBeVisible()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page.getByRole('heading', { name: 'My Kit' })).toBeVisible()

  await page.goBack()
  await expect(page.getByRole('heading', { name: 'Your Instagram' })).toBeVisible()
  await page.getByRole('button', { name: 'Skip for now' }).click()
  await expect(page).toHaveURL(/\/dashboard\/setup\/kit$/)
  await expect(page.getByRole('heading', { name: 'My Kit' })).toBeVisible()
  await expect(page.getByText('Please finish the current setup step first')).toHaveCount(0)
  await snap(page, 'nav-wizard-back-to-current-step')
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).wizardStep).toBe('kit')
})

test('the business name typed on the first wizard step survives a reload', async ({ page }) => {
  const user = await owner({ wizardStep: 'businessName' })
  await signIn(page, user)
  await page.goto('/dashboard/setup/business-name')
  const business = `Reload Glow ${hex()}`
  await page.getByLabel('Business name').fill(business)
  await page.reload()
  await expect(page.getByLabel('Business name')).toHaveValue(business)
  await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled()
  await snap(page, 'nav-wizard-business-name-reloaded')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByRole('heading', { name: 'Sync photos from Instagram' })).toBeVisible()
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).businessName).toBe(business)
})

test('browser Back on the review form’s photo step returns to the rating with the review kept; a reload keeps the photo; it posts once', async ({ page }) => {
  const business = await owner({ wizardStep: 'complete', businessName: 'Back Bridal', slug: `back-bridal-${hex()}` })
  await page.goto(`/${business.slug}`)
  await page.goto(`/post-review/${business.id}`)
  await page.getByLabel('Your name').fill('Olivia Brown')
  await page.getByRole('radio', { name: /^5 stars/ }).click()
  await page.getByLabel('Can you leave me a testimonial please').fill('Flawless skin all day!')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('2 of 2 steps')).toBeVisible()
  const look = await sharp({ create: { width: 900, height: 1200, channels: 3, background: { r: 220, g: 150, b: 170 } } })
    .jpeg()
    .toBuffer()
  await page.locator('input[type=file]').setInputFiles({ name: 'look.jpg', mimeType: 'image/jpeg', buffer: look })
  await expect(page.getByRole('img', { name: 'Your photo 1' })).toBeVisible({ timeout: 30_000 })

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/post-review/${business.id}$`))
  await expect(page.getByText('1 of 2 steps')).toBeVisible()
  await expect(page.getByLabel('Your name')).toHaveValue('Olivia Brown')
  await expect(page.getByLabel('Can you leave me a testimonial please')).toHaveValue('Flawless skin all day!')
  await expect(page.getByRole('radio', { name: /^5 stars/ })).toHaveAttribute('aria-checked', 'true')
  await snap(page, 'nav-review-form-back-to-rating')

  await page.goForward()
  await expect(page.getByText('2 of 2 steps')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('img', { name: 'Your photo 1' })).toBeVisible()
  await snap(page, 'nav-review-form-photos-after-reload')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Olivia!' })).toBeVisible()
  const reviews = await prisma.review.findMany({ where: { userId: business.id } })
  expect(reviews).toHaveLength(1)
  expect(reviews[0]).toMatchObject({ customerName: 'Olivia Brown', score: 5 })
  expect(reviews[0].images).toHaveLength(1)

  // Sent: the draft is gone, and a new visit starts a new review.
  await page.goto(`/post-review/${business.id}`)
  await expect(page.getByLabel('Your name')).toHaveValue('')
})

test('a changed website address is confirmed first, and the old address redirects for good to the new one', async ({ page }) => {
  const [before, after] = [`old-glow-${hex()}`, `new-glow-${hex()}`]
  const user = await owner({ wizardStep: 'complete', businessName: 'Moving Glow', slug: before })
  await signIn(page, user)
  await page.goto('/dashboard/edit-profile')
  await page.getByLabel('Website address').fill(after)
  await page.getByRole('button', { name: 'Save' }).click()
  const dialog = page.getByRole('alertdialog', { name: 'Change your website address?' })
  await expect(dialog.getByText(`Links you have already shared will redirect to`)).toContainText(after)
  await snap(page, 'nav-edit-profile-confirm-address')
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).slug).toBe(before)
  await page.getByRole('button', { name: 'Save' }).click()
  await page.getByRole('button', { name: 'Change address' }).click()
  await expect(page.getByText('Profile saved')).toBeVisible()

  for (const [from, to] of [
    [`/${before}`, `/${after}`],
    [`/book/${before}`, `/book/${after}`],
  ]) {
    const answer = await page.request.get(from, { maxRedirects: 0 })
    expect(answer.status()).toBe(308)
    expect(new URL(answer.headers().location, 'http://x').pathname).toBe(to)
  }
  await page.goto(`/${before}`)
  await expect(page).toHaveURL(new RegExp(`/${after}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Moving Glow' })).toBeVisible()
  await snap(page, 'nav-old-address-redirected')
})

test('an owner whose address became the app’s (/pay) was moved to pay-site: links to /pay and /book/pay lead to her site', async ({ page }) => {
  // As the migration reserved_slugs_moved leaves her: a new address, the old one recorded as a redirect.
  const moved = `pay-site-${hex()}`
  const user = await owner({ wizardStep: 'complete', businessName: 'Pay Day Glow', slug: moved })
  await prisma.slugRedirect.upsert({ where: { oldSlug: 'pay' }, create: { oldSlug: 'pay', userId: user.id }, update: { userId: user.id } })
  for (const [from, to] of [
    ['/pay', `/${moved}`],
    ['/book/pay', `/book/${moved}`],
  ]) {
    const answer = await page.request.get(from, { maxRedirects: 0 })
    expect(answer.status(), from).toBe(308)
    expect(new URL(answer.headers().location, 'http://x').pathname).toBe(to)
  }
  await page.goto('/pay')
  await expect(page.getByRole('heading', { level: 1, name: 'Pay Day Glow' })).toBeVisible()
})
