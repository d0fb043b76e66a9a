import AxeBuilder from '@axe-core/playwright'
import type { APIRequestContext } from '@playwright/test'
import { siteChanged } from '@/lib/site/site-changed'
import { expect, prisma, refreshStoredSite, snap, test } from './support/fixtures'

const DEMO = 'glow-by-mia'

test.describe.configure({ mode: 'serial' })

// The paid themes are subscribed to for the walk (a site shows a paid theme only while it is paid for).
const WALK_PROVIDER_ID = 'site-spec-theme-walk'

test.afterAll(async () => {
  await prisma.subscription.deleteMany({ where: { providerSubscriptionId: { startsWith: WALK_PROVIDER_ID } } })
  const owner = await prisma.user.update({ where: { slug: DEMO }, data: { themeId: 'basic', themeConfigs: {} } })
  await siteChanged(owner.id)
})

/** The demo site in the Basic theme, as most tests here want it. */
async function basicDemo(request: APIRequestContext) {
  const owner = await prisma.user.update({ where: { slug: DEMO }, data: { themeId: 'basic', themeConfigs: {} } })
  await refreshStoredSite(request, owner.id, `/${DEMO}`)
}

for (const theme of ['basic', 'editorial', 'blush', 'noir']) {
  test(`the demo site in the ${theme} theme reads well and passes axe`, async ({ page, request }) => {
    const owner = await prisma.user.update({ where: { slug: DEMO }, data: { themeId: theme, themeConfigs: {} } })
    const { priceCents } = await prisma.theme.findUniqueOrThrow({ where: { id: theme } })
    if (priceCents > 0) {
      await prisma.subscription.create({
        data: {
          userId: owner.id,
          type: 'theme',
          themeId: theme,
          status: 'active',
          provider: 'test',
          priceCents,
          providerSubscriptionId: `${WALK_PROVIDER_ID}-${theme}`,
        },
      })
    }
    await refreshStoredSite(request, owner.id, `/${DEMO}`)
    const response = await page.goto(`/${DEMO}`)
    expect(response?.status()).toBe(200)
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', theme)
    await expect(page.getByRole('heading', { level: 1, name: 'Glow by Mia' })).toBeVisible()
    await expect(page.getByText(/out of 5/).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Book me' })).toHaveAttribute('href', `/book/${DEMO}`)
    await expect(page.getByRole('link', { name: 'Leave a review' })).toHaveAttribute('href', /\/post-review\//)
    await snap(page, `site-${theme}`)
    const results = await new AxeBuilder({ page }).analyze()
    const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([])
  })
}

test('a tap on a site photo opens it large: swipe, arrow keys and Escape, with its album and caption', async ({ page, request }) => {
  await basicDemo(request)
  await page.goto(`/${DEMO}`)
  const album = page.getByRole('region', { name: 'Instagram', exact: true })
  const count = await album.locator('[data-photo]').count()
  expect(count).toBeGreaterThan(2)
  await album.getByRole('button', { name: 'Instagram look 1', exact: true }).tap()
  const lightbox = page.getByRole('dialog', { name: 'Instagram photos' })
  await expect(lightbox).toBeVisible()
  await expect(lightbox.getByText(`1 of ${count}`)).toBeVisible()
  await expect(lightbox.getByText('Soft bridal glam for a garden wedding').first()).toBeInViewport()
  await expect(lightbox.getByRole('button', { name: 'Close' })).toBeFocused()

  // A finger's swipe to the left, as the phone sends it (Playwright's touchscreen only taps).
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: 330, y: 420 }] })
  for (let x = 310; x >= 70; x -= 20) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y: 420 }] })
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
  await expect(lightbox.getByText(`2 of ${count}`)).toBeVisible()
  await expect(lightbox.getByText('Editorial colour story for a magazine shoot').first()).toBeInViewport()
  // The lightbox fills the screen: its screenshot is the screen's, once the swipe has come to rest (a
  // full-page one resizes the viewport under it, which sets the strip snapping again).
  const strip = lightbox.locator('[data-lightbox-strip]')
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft === element.clientWidth)).toBe(true)
  await page.screenshot({ path: test.info().outputPath('site-lightbox.png') })

  await page.keyboard.press('ArrowRight')
  await expect(lightbox.getByText(`3 of ${count}`)).toBeVisible()
  await page.keyboard.press('ArrowLeft')
  await expect(lightbox.getByText(`2 of ${count}`)).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(lightbox).toBeHidden()
  // The site still ships next to no script: what the page loaded, for the report.
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => (entry as PerformanceResourceTiming).initiatorType === 'script')
      .reduce((total, entry) => total + (entry as PerformanceResourceTiming).encodedBodySize, 0),
  )
  console.log(`site scripts: ${Math.round(scripts / 1024)} KiB compressed`)
})

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 900 }, isMobile: false, hasTouch: false })

  test('the Basic theme lays the artist beside their work, and opens photos with a click', async ({ page, request }) => {
    await basicDemo(request)
    await page.goto(`/${DEMO}`)
    await expect(page.locator('[data-theme]')).toHaveAttribute('data-theme', 'basic')
    const main = await page.getByRole('main').boundingBox()
    expect(main!.width).toBeGreaterThan(640)
    await snap(page, 'site-basic-desktop')
    await page.getByRole('button', { name: 'Instagram look 2', exact: true }).click()
    const lightbox = page.getByRole('dialog', { name: 'Instagram photos' })
    await expect(lightbox.getByText(/^2 of /)).toBeVisible()
    await lightbox.getByRole('button', { name: 'Next photo' }).click()
    await expect(lightbox.getByText(/^3 of /)).toBeVisible()
    await page.screenshot({ path: test.info().outputPath('site-lightbox-desktop.png') })
    await lightbox.getByRole('button', { name: 'Close' }).click()
    await expect(lightbox).toBeHidden()
  })
})

test('search engines get the visible reviews only, with the right average', async ({ request }) => {
  const owner = await prisma.user.findUniqueOrThrow({ where: { slug: DEMO }, include: { reviews: true } })
  const html = await (await request.get(`/${DEMO}`)).text()
  const json = JSON.parse(html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/)![1])
  const visible = owner.reviews.filter((r) => r.status === 'visible' && !r.placeholder)
  const hidden = owner.reviews.filter((r) => r.status === 'hidden')
  expect(json['@type']).toBe('BeautySalon')
  expect(json.aggregateRating.reviewCount).toBe(visible.length)
  expect(json.aggregateRating.ratingValue).toBe(Math.round((visible.reduce((t, r) => t + r.score, 0) * 10) / visible.length) / 10)
  for (const review of hidden) {
    expect(html).not.toContain(review.comments)
  }
})

test('an unknown site is a 404, robots and the sitemap are served', async ({ request }) => {
  expect((await request.get('/no-such-artist-here')).status()).toBe(404)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Disallow: /dashboard')
  const sitemap = await (await request.get('/sitemap.xml')).text()
  expect(sitemap).toContain(`/${DEMO}</loc>`)
})
