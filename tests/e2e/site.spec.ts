import AxeBuilder from '@axe-core/playwright'
import { expect, prisma, snap, test } from './support/fixtures'

const DEMO = 'glow-by-mia'

test.describe.configure({ mode: 'serial' })

// The paid themes are subscribed to for the walk (a site shows a paid theme only while it is paid for).
const WALK_PROVIDER_ID = 'site-spec-theme-walk'

test.afterAll(async () => {
  await prisma.subscription.deleteMany({ where: { providerSubscriptionId: { startsWith: WALK_PROVIDER_ID } } })
  await prisma.user.update({ where: { slug: DEMO }, data: { themeId: 'basic', themeConfigs: {} } })
})

for (const theme of ['basic', 'editorial', 'blush', 'noir']) {
  test(`the demo site in the ${theme} theme reads well and passes axe`, async ({ page }) => {
    const owner = await prisma.user.update({ where: { slug: DEMO }, data: { themeId: theme, themeConfigs: {} } })
    const { priceCents } = await prisma.theme.findUniqueOrThrow({ where: { id: theme } })
    if (priceCents > 0) {
      await prisma.subscription.create({ data: { userId: owner.id, type: 'theme', themeId: theme, status: 'active', provider: 'test', priceCents, providerSubscriptionId: `${WALK_PROVIDER_ID}-${theme}` } })
    }
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
