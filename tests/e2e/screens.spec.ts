// Every owner screen at 390x844 with a real owner's data: snapped for people to look at, and checked
// for what a phone needs (nothing wider than the screen, controls big enough for a thumb and never
// stuck under the bottom tabs). Journeys that change data live in their own specs.
import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import { createOneTimeCode } from '@/lib/auth/one-time-codes'
import { enqueueEmail } from '@/lib/mail/outbox'
import { jpegWithGps } from '../support/images'
import { subscribeToReviewCards } from '../factories/review-cards'
import { expect, prisma, signIn, test } from './support/fixtures'
import { look } from './support/screen-checks'

test.describe.configure({ timeout: 180_000 })

const tag = () => randomBytes(3).toString('hex')

/** Mia: a makeup artist a few months in, with reviews, albums from Instagram and news waiting. */
async function mia(extra: Record<string, unknown> = {}) {
  const user = await prisma.user.create({
    data: {
      email: `mia-${tag()}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: `glow-by-mia-${tag()}`,
      slogan: 'Soft glam for brides and their crew',
      profileImg: '/demo/profile.jpg',
      instaUsername: 'glowbymia',
      instagramUserId: 'demo',
      mobile: '+61412345678',
      locationCity: 'Bondi',
      locationFormatted: 'Bondi NSW',
      kit: [{ name: 'MAC' }, { name: 'Charlotte Tilbury' }, { name: 'NARS' }],
      ...extra,
    },
  })
  const photo = (n: number) =>
    prisma.image.create({
      data: {
        userId: user.id,
        src: `/demo/photo-${String(n).padStart(2, '0')}.jpg`,
        source: 'instagram',
        instagramMediaId: `demo-media-${String(n).padStart(2, '0')}`,
      },
    })
  const photos = await Promise.all(Array.from({ length: 12 }, (_, index) => photo(index + 1)))
  const album = (name: string, picks: number[], more: { default?: boolean; auto?: boolean; status?: 'visible' | 'hidden' } = {}) =>
    prisma.album.create({
      data: {
        userId: user.id,
        name,
        coverImg: photos[picks[0]].src,
        ...more,
        images: { create: picks.map((index, position) => ({ imageId: photos[index].id, position })) },
      },
    })
  const instagram = await album('Instagram', [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], { default: true })
  const bridal = await album('Bridal', [4, 0, 5, 8, 2, 10])
  await album('Editorial', [1, 7, 3])
  const festival = await album('Festival glam', [6, 9, 11], { auto: true, status: 'hidden' })
  const reviews = [
    {
      customerName: 'Sophie Nguyen',
      score: 5,
      comments:
        'Mia did my bridal makeup and I felt like myself, only glowing. It lasted through tears, dancing and a very humid evening in the Hunter Valley. Every photo is perfect.',
      images: ['/demo/photo-05.jpg', '/demo/photo-09.jpg'],
    },
    {
      customerName: 'Olivia Brown',
      score: 5,
      comments: 'So calm and kind on a hectic morning, and the bridesmaids all looked amazing.',
      images: ['/demo/photo-02.jpg'],
    },
    { customerName: 'Grace', score: 4, comments: 'Beautiful soft glam for my formal.', images: [] },
    { customerName: 'Charlotte Wilson-McAllister', score: 3, comments: 'Lovely result but we started late.', images: [], status: 'hidden' as const },
  ]
  const created = await Promise.all(
    reviews.map((review, index) =>
      prisma.review.create({ data: { status: 'visible', source: 'glowfolio', ...review, userId: user.id, date: new Date(Date.UTC(2026, 8 - index, 12)) } }),
    ),
  )
  return { user, instagram, bridal, festival, reviews: created }
}

const newOwner = (extra: Record<string, unknown> = {}) =>
  prisma.user.create({
    data: { email: `new-${tag()}@example.com`, emailVerifiedAt: new Date(), wizardStep: 'complete', businessName: 'Bella Bridal Makeup', ...extra },
  })

const sheet = (page: Page, name: string) => page.getByRole('dialog', { name })

test('the screens before signing in: landing, sign up, log in, passwords, not found, the mailbox', async ({ page }) => {
  await page.goto('/landing')
  await expect(page.getByRole('heading', { name: /Let's grow your makeup business/ })).toBeVisible()
  await look(page, 'screen-landing')

  await page.goto('/signup')
  await page.getByLabel('Email').fill('mia@glowbymia.com.au')
  await page.getByLabel('Password').fill('a lovely password')
  await look(page, 'screen-signup')

  await page.goto(`/on-signup-complete?email=${encodeURIComponent('mia.nguyen-the-makeup-artist@glowbymia.com.au')}`)
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await look(page, 'screen-on-signup-complete')

  await page.goto('/login')
  await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled()
  await look(page, 'screen-login')

  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('mia@glowbymia.com.au')
  await look(page, 'screen-forgot-password')

  await page.goto(`/reset-password/${tag()}`)
  await expect(page.getByRole('heading', { name: 'This link has expired' })).toBeVisible()
  await look(page, 'screen-reset-password-expired')
  const resetting = await prisma.user.create({ data: { email: `reset-${tag()}@example.com` } })
  await page.goto(`/reset-password/${await createOneTimeCode(prisma, { userId: resetting.id, purpose: 'passwordReset' })}`)
  await expect(page.getByLabel('New password')).toBeVisible()
  await look(page, 'screen-reset-password')

  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await look(page, 'screen-not-found')

  const subject = `Your review card from Sophie Nguyen ${tag()}`
  await enqueueEmail({ to: 'mia@glowbymia.com.au', subject, html: '<h1>Your card is ready</h1><p>Post it to your Stories.</p>', text: 'Your card is ready' })
  await page.goto('/dev/mailbox')
  await look(page, 'screen-mailbox')
  await page.getByRole('link', { name: new RegExp(subject) }).click()
  await expect(page.getByRole('heading', { name: subject })).toBeVisible()
  await look(page, 'screen-mailbox-message')
})

test('the public review form: rating, photos, thanks', async ({ page }) => {
  const { user } = await mia()
  await page.goto(`/post-review/${user.id}`)
  await page.getByLabel('Your name').fill('Olivia Brown')
  await page.getByRole('radio', { name: /^5 stars/ }).click()
  await page.getByLabel('Can you leave me a testimonial please').fill('Flawless skin all day, and so much fun to work with!')
  await look(page, 'screen-review-form-rating')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('2 of 2 steps')).toBeVisible()
  await look(page, 'screen-review-form-photos-empty')
  const photo = { name: 'look.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps({ width: 900, height: 1200 }) }
  await page.locator('input[type=file]').setInputFiles([photo, { ...photo, name: 'look-2.jpg' }])
  await expect(page.getByRole('img', { name: 'Your photo 2' })).toBeVisible({ timeout: 30_000 })
  await look(page, 'screen-review-form-photos')
  await page.getByRole('button', { name: 'Send my review' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you, Olivia!' })).toBeVisible()
  await look(page, 'screen-review-form-thanks')
})

test('the setup wizard, step by step, and the closing screen', async ({ page }) => {
  const steps: [string, string, (page: Page) => Promise<void>][] = [
    ['businessName', '/dashboard/setup/business-name', async (p) => p.getByLabel('Business name').fill('Glow by Mia')],
    ['instaLogin', '/dashboard/setup/instagram', async () => undefined],
    ['instaUsername', '/dashboard/setup/instagram-username', async (p) => p.getByLabel('Instagram username').fill('glowbymia')],
    [
      'kit',
      '/dashboard/setup/kit',
      async (p) => {
        for (const brand of ['MAC', 'Charlotte Tilbury', 'Huda Beauty', 'NARS', 'Rare Beauty']) {
          await p.getByPlaceholder('Try "MAC"').fill(brand)
          await p.getByPlaceholder('Try "MAC"').press('Enter')
        }
        await p.getByPlaceholder('Try "MAC"').fill('ma')
        await expect(p.getByRole('list', { name: 'Matching brands' })).toBeVisible()
      },
    ],
    [
      'contact',
      '/dashboard/setup/contact',
      async (p) => {
        await p.getByLabel('Mobile').fill('0412 345 678')
        await p.getByLabel('Address').fill('Bondi')
      },
    ],
    ['profileImg', '/dashboard/setup/profile-img', async () => undefined],
  ]
  for (const [step, path, fill] of steps) {
    const user = await prisma.user.create({
      data: {
        email: `wizard-${tag()}@example.com`,
        emailVerifiedAt: new Date(),
        wizardStep: step as 'kit',
        businessName: step === 'businessName' ? null : 'Glow by Mia',
      },
    })
    await page.context().clearCookies()
    await signIn(page, user)
    await page.goto(path)
    await expect(page.getByText(/^\d of \d steps$/)).toBeVisible()
    await fill(page)
    await look(page, `screen-wizard-${step}`)
    if (step === 'instaUsername') {
      await page.getByRole('button', { name: 'Next' }).click()
      await expect(page.getByText('Is this your instagram profile?')).toBeVisible()
      await look(page, 'screen-wizard-instaUsername-confirm')
    }
  }

  // Just finished: the closing screen.
  const finished = await prisma.user.create({
    data: { email: `wizard-${tag()}@example.com`, emailVerifiedAt: new Date(), wizardStep: 'complete', businessName: 'Glow by Mia' },
  })
  await page.context().clearCookies()
  await signIn(page, finished)
  await page.goto('/dashboard/complete')
  await expect(page.getByRole('heading', { name: "We're creating your site" })).toBeVisible()
  await look(page, 'screen-wizard-complete', { view: true })
})

test('Today, the top bar, menu and notifications', async ({ page }) => {
  const { user } = await mia()
  await prisma.notification.createMany({
    data: [
      { userId: user.id, type: 'review', message: 'Sophie Nguyen left you 5 stars' },
      { userId: user.id, type: 'instagram', message: '3 new photos from Instagram', img: '/demo/photo-03.jpg', link: '/dashboard/photos' },
      { userId: user.id, type: 'freeMonth', message: 'A free month of Pro, on us' },
    ],
  })
  await signIn(page, user)
  await page.goto('/dashboard/today')
  await expect(page.getByRole('heading', { name: 'Glow by Mia' })).toBeVisible()
  await look(page, 'screen-today')
  await look(page, 'screen-today-fold', { view: true, taps: false })
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: test.info().outputPath('screen-today-desktop.png') })
  await page.setViewportSize({ width: 390, height: 844 })

  await page.getByRole('button', { name: 'Notifications, 3 new' }).click()
  await expect(sheet(page, 'Notifications').getByText('New photos to add')).toBeVisible()
  await look(page, 'screen-notifications', { view: true })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Notifications', exact: true }).click()
  await expect(sheet(page, 'Notifications')).toBeVisible()
  await look(page, 'screen-notifications-empty', { view: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Menu' }).click()
  await expect(sheet(page, 'Glow by Mia')).toBeVisible()
  await look(page, 'screen-menu', { view: true })
  await page.keyboard.press('Escape')

  // On a slow connection a tapped tab answers at once, while its page is on the way.
  await page.route(
    (url) => url.pathname === '/dashboard/reviews' && url.searchParams.has('_rsc'),
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    },
  )
  const reviewsTab = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Reviews' })
  await reviewsTab.click()
  await expect(reviewsTab.locator('span').first()).toHaveClass(/animate-pulse/)
  await page.screenshot({ path: test.info().outputPath('screen-tab-pending.png') })
  await expect(page.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible()
  await expect(reviewsTab).toHaveAttribute('aria-current', 'page')
  await expect(reviewsTab.locator('span').first()).not.toHaveClass(/animate-pulse/)
})

test('a brand-new owner: Today, Reviews and Photos with nothing in them yet', async ({ page }) => {
  const user = await newOwner()
  await signIn(page, user)
  await page.goto('/dashboard/today')
  await look(page, 'screen-today-new')
  await page.goto('/dashboard/reviews')
  await expect(page.getByText(/No visible reviews yet/)).toBeVisible()
  await look(page, 'screen-reviews-new')
  await page.goto('/dashboard/photos')
  await expect(page.getByRole('heading', { name: /Your Albums \(0\)/ })).toBeVisible()
  await look(page, 'screen-photos-new')
  await page.goto('/dashboard/photos/new')
  await look(page, 'screen-new-album-empty')
})

test('features, the checkout sheet, Pro and welcome home', async ({ page }) => {
  const { user } = await mia()
  await signIn(page, user)
  await page.goto('/dashboard/feature/review-cards')
  await expect(page.getByText('$4.99/month')).toBeVisible()
  await look(page, 'screen-feature-review-cards')
  await look(page, 'screen-feature-review-cards-fold', { view: true, taps: false })
  await page.getByRole('button', { name: 'Activate For Free' }).click()
  await expect(page.getByText('Test mode: payments are simulated and no card is charged.')).toBeVisible()
  await look(page, 'screen-checkout-sheet', { view: true })
  await page.keyboard.press('Escape')

  await page.goto('/dashboard/feature/smart-albums')
  await look(page, 'screen-feature-smart-albums')
  await page.goto('/dashboard/feature/card-payments')
  await expect(page.getByRole('button', { name: 'Request Access' })).toBeVisible()
  await look(page, 'screen-feature-not-ready')

  await page.goto('/dashboard/upgrade')
  await expect(page.getByRole('button', { name: 'Try Pro - free for 14 days' })).toBeVisible()
  await look(page, 'screen-upgrade')

  await page.goto('/dashboard/home')
  await page.getByLabel('Subject').fill('Changing my website address')
  await page.getByLabel('Message', { exact: true }).fill('Hi! Can I use my own domain, glowbymia.com.au, for my site?')
  await look(page, 'screen-home')
  await page.goto('/dashboard/home/upgrade-to-pro')
  await look(page, 'screen-home-upgrade-to-pro')

  await prisma.user.update({ where: { id: user.id }, data: { hadTrial: true } })
  await page.goto('/dashboard/upgrade')
  await page.getByRole('button', { name: 'Upgrade to Pro for $11.99/month' }).click()
  await expect(page.getByRole('button', { name: 'Pay $11.99/month' })).toBeVisible()
  await look(page, 'screen-upgrade-checkout', { view: true })
})

test('reviews: the list, its tabs, asking for reviews, importing', async ({ page }) => {
  const { user } = await mia()
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await expect(page.getByTestId('average-score')).toHaveText('4.7')
  await look(page, 'screen-reviews')
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.screenshot({ path: test.info().outputPath('screen-reviews-desktop.png') })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.getByRole('tab', { name: 'hidden' }).click()
  await expect(page.getByTestId('review-card')).toHaveCount(1)
  await look(page, 'screen-reviews-hidden')

  await page.getByRole('button', { name: 'Add new reviews' }).click()
  await expect(sheet(page, 'Ask for a review').getByRole('img', { name: 'QR code of your review link' })).toBeVisible()
  await look(page, 'screen-request-reviews', { view: true })
  await page.keyboard.press('Escape')

  await page.goto('/dashboard/manage-reviews/import')
  await page.getByRole('button', { name: 'Import my reviews' }).click()
  await expect(page.getByText('Please list the links for Glowfolio to collect reviews')).toBeVisible()
  await look(page, 'screen-import-reviews')
})

test('review cards: the generator, a template short of photos, and the promo without the feature', async ({ page }) => {
  const { user, reviews } = await mia()
  await signIn(page, user)
  await page.goto(`/dashboard/manage-reviews/generate-card/${reviews[0].id}`)
  await expect(page.getByRole('heading', { name: 'Review card' })).toBeVisible()
  await look(page, 'screen-generate-card-promo')

  await subscribeToReviewCards(user.id)
  await page.reload()
  const preview = page.getByRole('img', { name: /Review card preview/ })
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500)
  await look(page, 'screen-generate-card-feed')
  await look(page, 'screen-generate-card-fold', { view: true, taps: false })
  await page.getByRole('radio', { name: 'Stories' }).click()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(960)
  await look(page, 'screen-generate-card-story')

  await page.goto(`/dashboard/manage-reviews/generate-card/${reviews[1].id}`)
  await page.getByRole('radio', { name: 'Two photos · light' }).click()
  await page.getByRole('button', { name: 'Generate Review Card' }).click()
  await expect(page.getByRole('alertdialog').getByText('Not enough images for this template.')).toBeVisible()
  await look(page, 'screen-generate-card-not-enough', { view: true })
})

test('photos: albums and suggestions, an album with its sheets, a new album', async ({ page }) => {
  const { user, bridal, festival } = await mia()
  await signIn(page, user)
  await page.goto('/dashboard/photos')
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible()
  await look(page, 'screen-photos')

  await page.goto(`/dashboard/photos/album/${bridal.id}`)
  await expect(page.getByRole('list', { name: 'Photos in Bridal' }).getByRole('listitem')).toHaveCount(6)
  await look(page, 'screen-album')
  await page.getByRole('button', { name: 'Open photo 1' }).click()
  await look(page, 'screen-album-photo', { view: true })
  await page.getByRole('button', { name: 'Close' }).click()

  await page.getByRole('button', { name: 'Edit' }).click()
  await expect(sheet(page, 'Edit Bridal')).toBeVisible()
  await look(page, 'screen-album-menu', { view: true })
  await page.getByRole('button', { name: 'Change album name' }).click()
  await expect(sheet(page, 'Change album name')).toBeVisible()
  await look(page, 'screen-album-rename', { view: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Reorder photos' }).click()
  await expect(page.getByTestId('reorder-photo')).toHaveCount(6)
  await look(page, 'screen-album-reorder', { view: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Get from Instagram' }).click()
  const picker = sheet(page, 'Get from Instagram')
  await expect(picker.getByRole('button', { name: /Select photo/ })).toHaveCount(12)
  await expect(picker.getByRole('button', { name: 'Select photo 1', exact: true })).toBeDisabled()
  await picker.getByRole('button', { name: 'Select photo 2', exact: true }).click()
  await look(page, 'screen-album-instagram', { view: true })
  await page.keyboard.press('Escape')

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Select photos' }).click()
  await page.getByRole('button', { name: 'Select photo 1', exact: true }).click()
  await page.getByRole('button', { name: 'Select photo 3', exact: true }).click()
  await look(page, 'screen-album-select')
  await page.getByRole('button', { name: 'Add to albums' }).click()
  await sheet(page, 'Add to albums').getByLabel('New album name').fill('Engagement')
  await sheet(page, 'Add to albums').getByRole('button', { name: 'Add', exact: true }).click()
  await look(page, 'screen-add-to-albums', { view: true })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Delete', exact: true }).click()
  await expect(page.getByRole('alertdialog')).toBeVisible()
  await look(page, 'screen-album-delete-photos', { view: true })
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: 'Done' }).click()

  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Delete album' }).click()
  await expect(page.getByRole('button', { name: 'Yes - delete album' })).toBeVisible()
  await look(page, 'screen-album-delete', { view: true })
  await page.keyboard.press('Escape')

  await page.goto(`/dashboard/photos/album/${festival.id}`)
  await expect(page.getByRole('button', { name: 'Enable album' })).toBeVisible()
  await look(page, 'screen-album-suggested')

  await page.goto('/dashboard/photos/new')
  await page.getByRole('button', { name: 'Select photo 1', exact: true }).click()
  await page.getByRole('button', { name: 'Select photo 5', exact: true }).click()
  await look(page, 'screen-new-album-pick')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByLabel('Album name').fill('Engagement')
  await look(page, 'screen-new-album-name')
})
