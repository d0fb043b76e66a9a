import { randomBytes } from 'node:crypto'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

async function ownerWithReviews() {
  const user = await prisma.user.create({
    data: {
      email: `reviews-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Lash & Glow',
      slug: `lash-glow-${randomBytes(3).toString('hex')}`,
    },
  })
  const photo = await prisma.image.create({ data: { userId: user.id, src: '/demo/photo-05.jpg', source: 'review' } })
  const reviews = [
    {
      customerName: 'Sophie Nguyen',
      score: 5,
      comments: 'Mia did my bridal makeup and I felt like myself, only glowing. It lasted all night!',
      images: [photo.src],
    },
    { customerName: 'Grace', score: 2, comments: 'Lovely result but we started late.', images: [] },
  ]
  for (const review of reviews) await prisma.review.create({ data: { ...review, userId: user.id, source: 'glowfolio', status: 'visible' } })
  return user
}

test('the owner hides a review, the average changes, shows it again, and deletes a photo after confirming', async ({ page }) => {
  const user = await ownerWithReviews()
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await expect(page.getByTestId('average-score')).toHaveText('3.5')
  await snap(page, 'reviews')

  const grace = page.getByTestId('review-card').filter({ hasText: 'Grace' })
  await grace.getByRole('switch', { name: 'Show the review of Grace' }).click()
  await expect(grace).toHaveAttribute('data-status', 'hidden')
  await expect(page.getByTestId('average-score')).toHaveText('5.0')
  await expect(page.getByText('5.0 out of 5 from 1 review on your website')).toBeVisible()
  await snap(page, 'reviews-hidden')

  await page.getByRole('tab', { name: 'hidden' }).click()
  await expect(page.getByTestId('review-card')).toHaveCount(1)
  await page.getByRole('tab', { name: 'all' }).click()
  await grace.getByRole('switch').click()
  await expect(page.getByTestId('average-score')).toHaveText('3.5')

  const sophie = page.getByTestId('review-card').filter({ hasText: 'Sophie Nguyen' })
  await sophie.getByRole('button', { name: 'See photo 1 larger' }).click()
  await expect(page.getByRole('dialog', { name: 'Photo from Sophie Nguyen' })).toBeVisible()
  await snap(page, 'review-photo')
  await page.getByRole('button', { name: 'Close' }).click()
  await sophie.getByRole('button', { name: 'Delete photo 1' }).click()
  await snap(page, 'review-delete-photo')
  await page.getByRole('button', { name: 'Yes - delete photo' }).click()
  await expect(sophie.getByRole('button', { name: 'See photo 1 larger' })).toHaveCount(0)
  // The list updates at once (optimistic); the save lands a moment later.
  await expect.poll(async () => (await prisma.review.findFirstOrThrow({ where: { userId: user.id, customerName: 'Sophie Nguyen' } })).images).toEqual([])
})

test('two photos added at once are both kept; the tabs never show the wrong list while loading', async ({ page }) => {
  const user = await ownerWithReviews()
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  const grace = page.getByTestId('review-card').filter({ hasText: 'Grace' })
  const sharp = (await import('sharp')).default
  const photo = async (r: number, name: string) => ({
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 600, height: 600, channels: 3, background: { r, g: 120, b: 160 } } })
      .png()
      .toBuffer(),
  })
  await grace.locator('input[type=file]').setInputFiles([await photo(200, 'first.png'), await photo(40, 'second.png')])
  await expect(grace.getByRole('button', { name: 'See photo 2 larger' })).toBeVisible({ timeout: 30_000 })
  await expect(grace.getByRole('button', { name: 'See photo 1 larger' })).toBeVisible()
  await expect.poll(async () => (await prisma.review.findFirstOrThrow({ where: { userId: user.id, customerName: 'Grace' } })).images.length).toBe(2)
  await page.reload()
  await expect(grace.getByRole('button', { name: 'See photo 2 larger' })).toBeVisible()
  await snap(page, 'review-two-photos')

  // A slow hidden list: meanwhile the tab shows none of the visible reviews.
  await page.route(
    (url) => url.pathname === '/v1/review' && url.searchParams.get('status') === 'hidden',
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500))
      await route.continue()
    },
  )
  await page.getByRole('tab', { name: 'hidden' }).click()
  await expect(page.getByTestId('review-card')).toHaveCount(0, { timeout: 500 })
  await expect(page.getByText('No hidden reviews.')).toBeVisible({ timeout: 500 })
})

test('notifications: the badge clears when reviews are seen, and opening the list marks the rest seen', async ({ page }) => {
  const user = await ownerWithReviews()
  await prisma.notification.create({ data: { userId: user.id, type: 'review', message: 'New review' } })
  await prisma.notification.create({ data: { userId: user.id, type: 'instagram', message: '3 new photos from Instagram', link: '/dashboard/photos' } })
  await signIn(page, user)
  await page.goto('/dashboard/today')
  await expect(page.getByRole('button', { name: 'Notifications, 2 new' })).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' }).click()
  await expect(page).toHaveURL(/\/dashboard\/reviews$/)
  await expect(page.getByRole('button', { name: 'Notifications, 1 new' })).toBeVisible()

  await page.getByRole('button', { name: 'Notifications, 1 new' }).click()
  const sheet = page.getByRole('dialog', { name: 'Notifications' })
  await expect(sheet.getByText('New photos to add')).toBeVisible()
  await snap(page, 'notifications-open')
  await page.keyboard.press('Escape')
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible()
  expect(await prisma.notification.count({ where: { userId: user.id, seenAt: null } })).toBe(0)

  await page.goto('/dashboard/manage-reviews')
  await expect(page).toHaveURL(/\/dashboard\/reviews$/)
})

test('a new owner sees examples, and can share the review link', async ({ page, context }) => {
  const user = await prisma.user.create({
    data: { email: `new-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'Brand New Beauty' },
  })
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await expect(page.getByText('This is just an example and not shown on your website. Collect reviews.').first()).toBeVisible()
  await expect(page.getByRole('switch')).toHaveCount(0)
  await expect(page.getByText(/No visible reviews yet/)).toBeVisible()

  await page.getByRole('button', { name: 'Add new reviews' }).click()
  const sheet = page.getByRole('dialog', { name: 'Ask for a review' })
  await expect(sheet.getByRole('img', { name: 'QR code of your review link' })).toBeVisible()
  await expect(sheet.getByRole('link', { name: 'Email' })).toHaveAttribute('href', new RegExp(`^mailto:.*post-review%2F${user.id}`))
  await expect(sheet.getByRole('link', { name: 'Text' })).toHaveAttribute('href', /^sms:/)
  await snap(page, 'request-reviews')
  await sheet.getByRole('button', { name: 'Copy link' }).click()
  await expect(sheet.getByText('link copied')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/post-review/${user.id}$`))
  await expect(sheet.getByText('link copied')).toBeHidden({ timeout: 3000 })
})

test('importing reviews needs links, then thanks the owner', async ({ page }) => {
  const user = await prisma.user.create({
    data: { email: `import-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'Import Me' },
  })
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await page.getByRole('link', { name: 'Import your reviews' }).click()
  await page.getByRole('button', { name: 'Import my reviews' }).click()
  await expect(page.getByText('Please list the links for Glowfolio to collect reviews')).toBeVisible()
  await page.getByLabel('Links to your reviews').fill('https://g.page/import-me/review')
  await snap(page, 'import-reviews')
  await page.getByRole('button', { name: 'Import my reviews' }).click()
  await expect(page.getByText('Successfully submitted. We will notify you once reviews are imported.')).toBeVisible()
  await expect(page).toHaveURL(/\/dashboard\/reviews$/)
})

test('a customer leaves a 5-star review with 2 photos; a 4th photo is refused at 3; the owner sees it', async ({ page, browser }) => {
  const owner = await prisma.user.create({
    data: {
      email: `form-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: 'Bridal by Zara',
      profileImg: '/demo/profile.jpg',
    },
  })
  const { jpegWithGps } = await import('../support/images')
  const photo = { name: 'look.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps({ width: 900, height: 1200 }) }

  await page.goto(`/post-review/${owner.id}`)
  await expect(page.getByRole('heading', { name: 'Bridal by Zara' })).toBeVisible()
  await expect(page.getByText('1 of 2 steps')).toBeVisible()
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  await page.getByLabel('Your name').fill('Olivia Brown')
  await expect(page.getByLabel(/testimonial|better/)).toHaveCount(0)
  await page.getByRole('radio', { name: /^2 stars/ }).click()
  await expect(page.getByLabel('What do you feel I should do better?')).toBeVisible()
  await page.getByRole('radio', { name: /^5 stars/ }).click()
  await page.getByLabel('Can you leave me a testimonial please').fill('Flawless skin all day, and so much fun to work with!')
  await snap(page, 'review-form-rating')
  await next.click()

  await expect(page.getByText('2 of 2 steps')).toBeVisible()
  const chooser = page.locator('input[type=file]')
  await chooser.setInputFiles([1, 2, 3, 4].map((n) => ({ ...photo, name: `look-${n}.jpg` })))
  await expect(page.getByText('You can add 3 more photos')).toBeVisible()
  await expect(page.getByRole('img', { name: 'Your photo 3' })).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('img', { name: 'Your photo 4' })).toHaveCount(0)
  await expect(chooser).toBeDisabled()
  await page.getByRole('button', { name: 'Remove photo 3' }).click()
  await snap(page, 'review-form-photos')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Olivia!' })).toBeVisible()
  await snap(page, 'review-form-thanks')

  const stored = await prisma.review.findFirstOrThrow({ where: { userId: owner.id } })
  expect(stored).toMatchObject({ customerName: 'Olivia Brown', score: 5, status: 'visible' })
  expect(stored.images).toHaveLength(2)

  const ownerPage = await (await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })).newPage()
  await signIn(ownerPage, owner)
  await ownerPage.goto('/dashboard/reviews')
  await expect(ownerPage.getByTestId('review-card').filter({ hasText: 'Olivia Brown' })).toBeVisible()
  await expect(ownerPage.getByTestId('average-score')).toHaveText('5.0')
})

test('the review form of an unknown business is not found', async ({ page }) => {
  const response = await page.goto('/post-review/no-such-business')
  expect(response?.status()).toBe(404)
})

test('the thank-you screen draws Vietnamese and Arabic names in its own fonts and wraps words too long for the line', async ({ page }) => {
  const business = 'GlowByMiaTheBridalAndEditorialMakeupStudioOfSydneyAndTheBlueMountains'
  const owner = await prisma.user.create({
    data: {
      email: `names-${randomBytes(4).toString('hex')}@example.com`,
      wizardStep: 'complete',
      businessName: business,
      slug: `names-${randomBytes(3).toString('hex')}`,
    },
  })
  const names = [
    { typed: 'Nguyễn Thị Ánh', heading: 'Thank you, Nguyễn!', file: 'review-thanks-vietnamese', range: 'U+1EA0-1EF9' },
    { typed: 'فاطمة علي', heading: 'Thank you, فاطمة!', file: 'review-thanks-arabic', range: 'U+600-6FF' },
    { typed: 'Maximiliana'.padEnd(80, 'a'), heading: `Thank you, ${'Maximiliana'.padEnd(80, 'a')}!`, file: 'review-thanks-long-name', range: null },
  ]
  for (const [index, name] of names.entries()) {
    // The first review is stored like any other; the others only need the screen after it, and the
    // review form allows 10 reviews an hour from one address, which the whole suite shares.
    if (index > 0)
      await page.route('**/v1/review', (route) => (route.request().method() === 'POST' ? route.fulfill({ status: 201, json: {} }) : route.fallback()))
    await page.goto(`/post-review/${owner.id}`)
    await page.getByLabel('Your name').fill(name.typed)
    await page.getByRole('radio', { name: /^5 stars/ }).click()
    await page.getByLabel('Can you leave me a testimonial please').fill('Beautiful work.')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByRole('button', { name: 'Send without photos' }).click()
    const heading = page.getByRole('heading', { name: name.heading })
    await expect(heading).toBeVisible()
    await page.evaluate(() => document.fonts.ready)

    // Nothing runs off the right edge: not the heading, not the business's one long word.
    const offScreen = await page.evaluate(() =>
      [...document.querySelectorAll('section *')]
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => element.outerHTML.slice(0, 80)),
    )
    expect(offScreen).toEqual([])

    // The heading's letters come from the shipped font file that covers them, not the phone's fallback.
    if (name.range) {
      const loaded = await page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.unicodeRange))
      expect(
        loaded.some((range) => range.includes(name.range!)),
        `a loaded face covers ${name.range}: ${loaded.join(' | ')}`,
      ).toBe(true)
    }
    await snap(page, name.file)
  }
  expect(await prisma.review.findFirstOrThrow({ where: { userId: owner.id } })).toMatchObject({ customerName: 'Nguyễn Thị Ánh' })
})
