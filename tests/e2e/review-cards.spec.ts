import { randomBytes } from 'node:crypto'
import { REVIEW_CARDS } from '@/lib/catalogue/features'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

async function owner({ cards }: { cards: boolean }) {
  const user = await prisma.user.create({
    data: {
      email: `cards-${randomBytes(4).toString('hex')}@example.com`,
      emailVerifiedAt: new Date(),
      wizardStep: 'complete',
      businessName: 'Glow by Mia',
      slug: `glow-${randomBytes(4).toString('hex')}`,
      profileImg: '/demo/profile.jpg',
    },
  })
  if (cards) {
    await prisma.subscription.create({
      data: {
        userId: user.id,
        type: 'feature',
        featureId: REVIEW_CARDS,
        status: 'trialing',
        provider: 'test',
        priceCents: 499,
        trialEndsAt: new Date(Date.now() + 14 * 86_400_000),
      },
    })
  }
  const review = (images: string[]) =>
    prisma.review.create({
      data: {
        userId: user.id,
        customerName: 'Sophie Nguyen',
        score: 5,
        comments: 'Mia did my bridal makeup and I have never felt more like myself, just glowing. It lasted through tears, dancing and a very humid evening.',
        images,
        status: 'visible',
        source: 'glowfolio',
      },
    })
  return { user, twoPhotos: await review(['/demo/photo-05.jpg', '/demo/photo-09.jpg']), onePhoto: await review(['/demo/photo-02.jpg']) }
}

test('an owner picks a template, sees the real card and has it e-mailed', async ({ page }) => {
  const { user, twoPhotos } = await owner({ cards: true })
  await signIn(page, user)
  await page.goto(`/dashboard/manage-reviews/generate-card/${twoPhotos.id}`)
  await expect(page.getByRole('heading', { name: 'Review card' })).toBeVisible()
  await expect(page.getByRole('radio', { name: 'Stories' })).toHaveAttribute('aria-checked', 'false')
  await expect(page.getByRole('radio', { name: 'Feed' })).toHaveAttribute('aria-checked', 'true')
  const preview = page.getByRole('img', { name: /Review card preview/ })
  await expect(preview).toHaveJSProperty('complete', true)
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500)
  await snap(page, 'generate-card-feed')

  await page.getByRole('radio', { name: 'Stories' }).click()
  await page.getByRole('radio', { name: 'Portrait · light' }).click()
  await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalHeight)).toBe(960)
  await expect(page.getByText("We'll e-mail the card to")).toBeVisible()
  await snap(page, 'generate-card-story')

  await page.getByRole('button', { name: 'Generate Review Card' }).click()
  await expect(page.getByText(`Sent to ${user.email}. Check your inbox.`)).toBeVisible()
  const email = await prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email } })
  expect(email.subject).toBe('Your review card from Sophie Nguyen')
  await snap(page, 'generate-card-sent')
})

test('a template that needs more photos than the review has offers to go back and add photos', async ({ page }) => {
  const { user, onePhoto } = await owner({ cards: true })
  await signIn(page, user)
  await page.goto(`/dashboard/manage-reviews/generate-card/${onePhoto.id}`)
  await page.getByRole('radio', { name: 'Two photos · light' }).click()
  await expect(page.getByText('This design needs 2 photos')).toBeVisible()
  await page.getByRole('button', { name: 'Generate Review Card' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog.getByText('Not enough images for this template.')).toBeVisible()
  await snap(page, 'generate-card-not-enough-images')
  await dialog.getByRole('button', { name: 'Add photos' }).click()
  await expect(page).toHaveURL(new RegExp(`/dashboard/reviews#review-${onePhoto.id}$`))
  expect(await prisma.emailOutbox.count({ where: { to: user.email } })).toBe(0)
})

test('without the review-cards feature the screen shows the promo with sample cards and the sizing guide', async ({ page }) => {
  const { user, twoPhotos } = await owner({ cards: false })
  await signIn(page, user)
  await page.goto(`/dashboard/manage-reviews/generate-card/${twoPhotos.id}`)
  await expect(page.getByRole('heading', { name: 'Turn five-star reviews into Instagram Stories and posts' })).toBeVisible()
  await expect(page.getByText('540 × 960 px')).toBeVisible()
  await expect(page.getByText('500 × 500 px')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Activate For Free' })).toHaveAttribute('href', '/dashboard/feature/review-cards')
  await snap(page, 'review-cards-promo')
  const card = await page.request.get(`/review/generate-card/${twoPhotos.id}`)
  expect(card.status()).toBe(403)
})
