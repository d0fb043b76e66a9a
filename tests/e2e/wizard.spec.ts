import { randomBytes } from 'node:crypto'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { getStorage } from '@/lib/storage/get-storage'
import { fakeInstagramEnv, startFakeInstagram } from '../support/fake-instagram'
import { jpegWithGps } from '../support/images'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, snap, test } from './support/fixtures'
import { linkFromLatestEmail } from './support/mail'

const newOwner = () => prisma.user.create({ data: { email: `wizard-${randomBytes(4).toString('hex')}@example.com`, emailVerifiedAt: new Date() } })

async function contactStep(page: Page) {
  await expect(page.getByRole('heading', { name: 'Contact Details' })).toBeVisible()
  await expect(page.getByText("We recommend putting in the suburb or area, it helps customers know your're local")).toBeVisible()
  await page.getByLabel('Mobile').fill('0412 345 678')
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.getByLabel('Address').fill('Bondi')
  await snap(page, 'wizard-contact')
  await page.getByRole('button', { name: 'Next' }).click()
}

/** Uploads a real JPEG that carries GPS EXIF as the profile image. */
async function profileImageStep(page: Page, business: string) {
  await expect(page.getByRole('heading', { name: 'Profile Image' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.locator('input[type=file]').setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: await jpegWithGps({ width: 1200, height: 1200 }) })
  await expect(page.getByRole('img', { name: business })).toBeVisible({ timeout: 20_000 })
  await snap(page, 'wizard-profile-image')
  await page.getByRole('button', { name: 'Next' }).click()
}

/** The complete screen, then the dashboard itself: its Today screen, bottom tabs and top bar. */
async function completeToDashboard(page: Page, business: string, name: string) {
  await expect(page.getByRole('heading', { name: "We're creating your site" })).toBeVisible()
  await expect(page.getByText('Setting up profile photo')).toBeVisible()
  await snap(page, 'wizard-complete')
  await expect(page).toHaveURL(/\/dashboard\/today$/, { timeout: 20_000 })
  await expect(page.getByRole('heading', { name: business, level: 1 })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Today' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Menu' })).toBeVisible()
  await snap(page, name)
}

/** Every stored size of the owner's profile image is free of EXIF (and so of GPS). */
async function expectProfileImageWithoutGps(userId: string, profileImg: string) {
  const profileImage = await prisma.image.findFirstOrThrow({ where: { userId, src: profileImg } })
  expect(profileImage.storageKeys.length).toBeGreaterThan(0)
  for (const key of profileImage.storageKeys) {
    const stored = await getStorage().get(key)
    expect((await sharp(stored!.body).metadata()).exif).toBeUndefined()
  }
}

test('a new owner goes through every step with the demo Instagram and reaches the dashboard', async ({ page }) => {
  test.setTimeout(120_000)
  const user = await newOwner()
  await signIn(page, user)
  await page.goto('/dashboard/reviews')
  await expect(page).toHaveURL(/\/dashboard\/setup\/business-name$/)
  await expect(page.getByRole('heading', { name: 'Your business profile' })).toBeVisible()
  await expect(page.getByText("We'll set you up with your own free business website")).toBeVisible()
  await expect(page.getByText('Step 2', { exact: true })).toBeVisible()
  await expect(page.getByText('2 of 7 steps')).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0)
  const next = page.getByRole('button', { name: 'Next' })
  await expect(next).toBeDisabled()
  const business = `Glow Studio ${randomBytes(2).toString('hex')}`
  await page.getByLabel('Business name').fill(business)
  await expect(page.getByText(/Your website: .*\/glow-studio-/)).toBeVisible()
  await snap(page, 'wizard-business-name')
  await next.click()

  await expect(page.getByRole('heading', { name: 'Sync photos from Instagram' })).toBeVisible()
  await expect(page.getByText('3 of 7 steps')).toBeVisible()
  await snap(page, 'wizard-instagram')
  await page.getByRole('button', { name: 'Authorize Instagram' }).click()
  await expect(page.getByText('Successfully verified. You may now select images from Instagram.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Your Instagram' })).toBeVisible({ timeout: 60_000 })
  const album = await prisma.album.findFirstOrThrow({ where: { userId: user.id, default: true }, include: { images: true } })
  expect(album.images.length).toBe(16)

  await page.getByLabel('Instagram username').fill('  @Glow.Studio ')
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText('Is this your instagram profile?')).toBeVisible()
  await expect(page.getByText('@glow.studio')).toBeVisible()
  await snap(page, 'wizard-instagram-username')
  await page.getByRole('button', { name: 'No', exact: true }).click()
  await expect(page.getByLabel('Instagram username')).toHaveValue('')
  await page.getByLabel('Instagram username').fill('glow.studio')
  await page.getByRole('button', { name: 'Next' }).click()
  await page.getByRole('button', { name: 'Yes', exact: true }).click()

  await expect(page.getByRole('heading', { name: 'My Kit' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'My Kit' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
  await page.getByPlaceholder('Try "MAC"').fill('mac')
  await page.getByRole('button', { name: 'MAC', exact: true }).click()
  await page.getByPlaceholder('Try "MAC"').fill('  ')
  await page.getByPlaceholder('Try "MAC"').press('Enter')
  await page.getByPlaceholder('Try "MAC"').fill('Studio Own Palette')
  await page.getByPlaceholder('Try "MAC"').press('Enter')
  await page.getByPlaceholder('Try "MAC"').fill('mac')
  await page.getByPlaceholder('Try "MAC"').press('Enter')
  await expect(page.getByRole('list', { name: 'Your kit' }).getByRole('listitem')).toHaveCount(2)
  await snap(page, 'wizard-kit')
  await page.getByRole('button', { name: 'Next' }).click()

  await contactStep(page)
  await profileImageStep(page, business)
  await completeToDashboard(page, business, 'wizard-dashboard-demo')

  const owner = await prisma.user.findUniqueOrThrow({ where: { id: user.id } })
  expect(owner).toMatchObject({ wizardStep: 'complete', businessName: business, instaUsername: 'glow.studio', mobile: '+61412345678', locationCity: 'Bondi' })
  expect(owner.kit).toEqual([{ name: 'MAC' }, { name: 'Studio Own Palette' }])
  await expectProfileImageWithoutGps(user.id, owner.profileImg!)
})

test('from the sign-up screen through every step, Instagram through a local Instagram that speaks its wire format, to the dashboard', async ({ browser }) => {
  test.setTimeout(180_000)
  const fake = await startFakeInstagram()
  const server = await startExtraServer(fakeInstagramEnv(fake.url))
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true })
  try {
    const page = await context.newPage()
    const email = `ig-${randomBytes(4).toString('hex')}@example.com`
    await page.goto('/signup')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('my lovely password')
    await page.getByRole('button', { name: 'Create my free account' }).click()
    await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
    await page.goto(await linkFromLatestEmail(email, '/login/'))
    await expect(page.getByText('Email verified! Please login')).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('my lovely password')
    await page.getByRole('button', { name: 'Log in' }).click()

    await expect(page).toHaveURL(/\/dashboard\/setup\/business-name$/)
    const business = `Mia Makeup ${randomBytes(2).toString('hex')}`
    await page.getByLabel('Business name').fill(business)
    await page.getByRole('button', { name: 'Next' }).click()

    await expect(page.getByRole('heading', { name: 'Sync photos from Instagram' })).toBeVisible()
    await expect(page.getByText('Works with Creator and Business accounts.')).toBeVisible()
    await page.getByRole('button', { name: 'Authorize Instagram' }).click()
    await expect(page.getByText('Successfully verified. You may now select images from Instagram.')).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Your Instagram' })).toBeVisible({ timeout: 60_000 })
    await expect(page.getByLabel('Instagram username')).toHaveValue('mia.makeup')
    await snap(page, 'wizard-stub-instagram-username')
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText('Is this your instagram profile?')).toBeVisible()
    await page.getByRole('button', { name: 'Yes', exact: true }).click()

    await expect(page.getByRole('heading', { name: 'My Kit' })).toBeVisible()
    await page.getByPlaceholder('Try "MAC"').fill('mac')
    await page.getByRole('button', { name: 'MAC', exact: true }).click()
    await page.getByRole('button', { name: 'Next' }).click()

    await contactStep(page)
    await profileImageStep(page, business)
    await completeToDashboard(page, business, 'wizard-dashboard-instagram')

    const owner = await prisma.user.findUniqueOrThrow({ where: { email } })
    expect(owner).toMatchObject({
      wizardStep: 'complete',
      businessName: business,
      instaUsername: 'mia.makeup',
      instagramAccountType: 'MEDIA_CREATOR',
      locationCity: 'Bondi',
    })
    const images = await prisma.image.findMany({ where: { userId: owner.id, source: 'instagram' } })
    expect(images.length).toBe(20)
    expect(images.every((image) => image.src.startsWith(`/uploads/${owner.id}/`))).toBe(true)
    await expectProfileImageWithoutGps(owner.id, owner.profileImg!)
  } finally {
    await context.close()
    await server.stop()
    await fake.close()
  }
})
