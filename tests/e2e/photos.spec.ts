import { randomBytes } from 'node:crypto'
import { fakeInstagramEnv, startFakeInstagram } from '../support/fake-instagram'
import { startExtraServer } from './support/extra-server'
import { expect, prisma, signIn, snap, test } from './support/fixtures'

const colour = async (r: number, g: number, b: number, name: string) => ({
  name,
  mimeType: 'image/png',
  buffer: await (
    await import('sharp')
  )
    .default({ create: { width: 400, height: 400, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer(),
})

test('create an album from uploads, add Instagram photos with Load More, reorder, cover, rename, delete photos and the album', async ({ browser }) => {
  test.setTimeout(180_000)
  const fake = await startFakeInstagram()
  const server = await startExtraServer(fakeInstagramEnv(fake.url))
  try {
    const user = await prisma.user.create({
      data: {
        email: `photos-${randomBytes(4).toString('hex')}@example.com`,
        wizardStep: 'complete',
        businessName: 'Photo Artist',
        instaUsername: 'mia.makeup',
        slug: `photo-artist-${randomBytes(3).toString('hex')}`,
      },
    })
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    await signIn(page, user, server.url)

    await page.goto('/dashboard/photos')
    await expect(page.getByRole('heading', { name: /Your Albums \(0\)/ })).toBeVisible()
    await page.getByText('Tag your Instagram posts').isVisible()
    await page.getByRole('button', { name: 'Dismiss the tip' }).click()
    await expect(page.getByText('Tag your Instagram posts')).toHaveCount(0)
    await page.getByRole('link', { name: 'New album' }).click()

    await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled()
    await page
      .locator('input[type=file]')
      .setInputFiles([await colour(220, 60, 90, 'red.png'), await colour(60, 90, 220, 'blue.png'), await colour(60, 180, 90, 'green.png')])
    await expect(page.getByRole('button', { name: /Unselect photo/ })).toHaveCount(3, { timeout: 30_000 })
    await snap(page, 'new-album-pick')
    await page.getByRole('button', { name: 'Next' }).click()
    await page.getByLabel('Album name').fill('Colour Stories')
    await page.getByRole('button', { name: 'Add album' }).click()
    await expect(page.getByText('Colour Stories')).toBeVisible()
    await expect(page.getByRole('list', { name: 'Photos in Colour Stories' }).getByRole('listitem')).toHaveCount(3)
    const albumId = page.url().split('/').pop()!

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Get from Instagram' }).click()
    const picker = page.getByRole('dialog', { name: 'Get from Instagram' })
    // Pages of 12 posts, videos left out: 10 photos, then the rest.
    await expect(picker.getByRole('button', { name: /Select photo/ })).toHaveCount(10)
    await picker.getByRole('button', { name: 'Load More' }).click()
    await expect(picker.getByRole('button', { name: /Select photo/ })).toHaveCount(20)
    await picker.getByRole('button', { name: 'Select photo 1', exact: true }).click()
    await picker.getByRole('button', { name: 'Select photo 14', exact: true }).click()
    await snap(page, 'instagram-picker')
    await picker.getByRole('button', { name: 'Add 2 photos' }).click()
    await expect(page.getByRole('list', { name: 'Photos in Colour Stories' }).getByRole('listitem')).toHaveCount(5, { timeout: 30_000 })

    // Already in the album: no longer selectable.
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Get from Instagram' }).click()
    await expect(picker.getByRole('button', { name: 'Select photo 1', exact: true })).toBeDisabled()
    await page.keyboard.press('Escape')

    const before = (await prisma.albumImage.findMany({ where: { albumId }, orderBy: { position: 'asc' } })).map((e) => e.imageId)
    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Reorder photos' }).click()
    const tiles = page.getByTestId('reorder-photo')
    // The sheet slides up first: measure once it has stopped moving.
    const stableBox = async (index: number) => {
      let last = await tiles.nth(index).boundingBox()
      for (;;) {
        await page.waitForTimeout(100)
        const now = await tiles.nth(index).boundingBox()
        if (now && last && now.y === last.y && now.x === last.x) return now
        last = now
      }
    }
    const from = await stableBox(0)
    const to = await stableBox(2)
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2)
    await page.mouse.down()
    await page.mouse.move(from.x + from.width / 2 + 10, from.y + from.height / 2, { steps: 5 })
    await page.mouse.move(to.x + to.width / 2 + 5, to.y + to.height / 2, { steps: 15 })
    await page.mouse.up()
    await snap(page, 'reorder')
    await page.getByRole('button', { name: 'Save order' }).click()
    await expect(page.getByText('New order saved')).toBeVisible()
    const after = (await prisma.albumImage.findMany({ where: { albumId }, orderBy: { position: 'asc' } })).map((e) => e.imageId)
    // The first photo was dragged to a later place; nothing else was lost.
    expect(after.indexOf(before[0])).toBeGreaterThan(0)
    expect([...after].sort()).toEqual([...before].sort())
    // The public site shows the album in the new order.
    const srcs = await Promise.all(after.map(async (id) => (await prisma.image.findUniqueOrThrow({ where: { id } })).src))
    const site = await context.newPage()
    await site.goto(`/${user.slug}`)
    const shown = site.getByRole('region', { name: 'Colour Stories' }).getByRole('img')
    await expect(shown).toHaveCount(srcs.length)
    expect(await shown.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))).toEqual(
      srcs.map((src) => new URL(src, server.url).pathname),
    )
    await snap(site, 'site-new-order')
    await site.close()

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Change cover photo' }).click()
    await page.getByRole('button', { name: 'Select photo 2' }).click()
    await expect(page.getByText('Cover photo changed')).toBeVisible()
    const cover = await prisma.album.findUniqueOrThrow({ where: { id: albumId } })
    expect(cover.coverImg).toBe((await prisma.image.findUniqueOrThrow({ where: { id: after[1] } })).src)

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Change album name' }).click()
    await page.getByLabel('Album name', { exact: true }).fill('Colour Edit')
    await page.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Album renamed')).toBeVisible()

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Select photos' }).click()
    await page.getByRole('button', { name: 'Select photo 1', exact: true }).click()
    await page.getByRole('button', { name: 'Select photo 2', exact: true }).click()
    await page.getByRole('button', { name: 'Delete', exact: true }).click()
    await page.getByRole('button', { name: 'Yes - delete photos' }).click()
    await expect(page.getByRole('list', { name: 'Photos in Colour Edit' }).getByRole('listitem')).toHaveCount(3)
    await snap(page, 'album')

    await page.getByRole('button', { name: 'Edit' }).click()
    await page.getByRole('button', { name: 'Delete album' }).click()
    await page.getByRole('button', { name: 'Yes - delete album' }).click()
    await expect(page).toHaveURL(/\/dashboard\/photos$/)
    expect(await prisma.album.count({ where: { id: albumId } })).toBe(0)
    await context.close()
  } finally {
    await server.stop()
    await fake.close()
  }
})

test('a default album cannot be renamed or deleted and has no gallery upload; suggestions can be dismissed', async ({ page }) => {
  const user = await prisma.user.create({
    data: { email: `default-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'Default Album' },
  })
  const image = await prisma.image.create({ data: { userId: user.id, src: '/demo/photo-03.jpg', source: 'instagram', instagramMediaId: 'x1' } })
  const main = await prisma.album.create({
    data: { userId: user.id, name: 'Instagram', default: true, images: { create: [{ imageId: image.id, position: 0 }] } },
  })
  await prisma.album.create({
    data: { userId: user.id, name: 'Editorial', auto: true, status: 'hidden', coverImg: image.src, images: { create: [{ imageId: image.id, position: 0 }] } },
  })
  await signIn(page, user)
  await page.goto('/dashboard/photos')
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toBeVisible()
  await snap(page, 'photos')
  await page.getByRole('button', { name: 'Dismiss Editorial' }).click()
  await expect(page.getByRole('heading', { name: 'Suggestions' })).toHaveCount(0)
  await page.goto(`/dashboard/photos/album/${main.id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  await expect(page.getByRole('button', { name: 'Get from Instagram' })).toBeVisible()
  await expect(page.getByText('Add photos')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Change album name' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete album' })).toHaveCount(0)
  await snap(page, 'default-album-menu')
})

test('Add to albums: chosen photos into an album the owner has and a new one', async ({ page }) => {
  const user = await prisma.user.create({
    data: { email: `add-to-${randomBytes(4).toString('hex')}@example.com`, wizardStep: 'complete', businessName: 'Add To Albums' },
  })
  const images = await Promise.all(
    ['/demo/photo-01.jpg', '/demo/photo-02.jpg', '/demo/photo-03.jpg'].map((src) => prisma.image.create({ data: { userId: user.id, src, source: 'upload' } })),
  )
  const weddings = await prisma.album.create({
    data: { userId: user.id, name: 'Weddings', images: { create: images.map((image, position) => ({ imageId: image.id, position })) } },
  })
  const bridal = await prisma.album.create({ data: { userId: user.id, name: 'Bridal' } })
  await signIn(page, user)
  await page.goto(`/dashboard/photos/album/${weddings.id}`)
  await page.getByRole('button', { name: 'Edit' }).click()
  await page.getByRole('button', { name: 'Select photos' }).click()
  await page.getByRole('button', { name: 'Select photo 1', exact: true }).click()
  await page.getByRole('button', { name: 'Select photo 3', exact: true }).click()
  await page.getByRole('button', { name: 'Add to albums' }).click()

  const sheet = page.getByRole('dialog', { name: 'Add to albums' })
  await expect(sheet.getByText('2 photos selected')).toBeVisible()
  const submit = sheet.getByRole('button', { name: 'Submit' })
  await expect(submit).toBeDisabled()
  await sheet.getByRole('checkbox', { name: 'Bridal' }).check()
  await sheet.getByLabel('New album name').fill('bridal')
  await expect(sheet.getByText('That album name is already listed')).toBeVisible()
  await sheet.getByLabel('New album name').fill('Editorial')
  await sheet.getByRole('button', { name: 'Add', exact: true }).click()
  await expect(sheet.getByText('Editorial (new)')).toBeVisible()
  await snap(page, 'add-to-albums')
  await submit.click()
  await expect(page.getByText('Added 2 images to the selected albums')).toBeVisible()

  const inAlbum = async (albumId: string) =>
    (await prisma.albumImage.findMany({ where: { albumId }, orderBy: { position: 'asc' } })).map((entry) => entry.imageId)
  expect(await inAlbum(bridal.id)).toEqual([images[0].id, images[2].id])
  const editorial = await prisma.album.findFirstOrThrow({ where: { userId: user.id, name: 'Editorial' } })
  expect(await inAlbum(editorial.id)).toEqual([images[0].id, images[2].id])
  expect(await inAlbum(weddings.id)).toHaveLength(3)
})
