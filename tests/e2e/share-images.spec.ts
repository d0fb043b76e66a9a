// Link previews of every public page, as the apps a link is pasted into see them: their crawlers get the
// page's <head> with og:image and twitter:image (Next streams metadata to browsers, never to these), and
// the image is a 1200x630 PNG. Each image is saved beside the test's screenshots for people to look at.
// (Sites on an owner's own domain: tests/e2e/sites-by-host.spec.ts.)
import { randomBytes } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import sharp from 'sharp'
import { createGigFor } from '../factories/appointments'
import { expect, prisma, test } from './support/fixtures'

const DEMO = 'glow-by-mia'
const CRAWLERS = ['facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)', 'Twitterbot/1.0', 'WhatsApp/2.23.20.0']

const decode = (text: string) =>
  text
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')

/** The <head> as a crawler gets it, and its meta tags by property or name. */
async function headFor(request: APIRequestContext, path: string, userAgent: string) {
  const response = await request.get(path, { headers: { 'user-agent': userAgent } })
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const head = html.slice(0, html.indexOf('</head>'))
  const meta = (key: string) => {
    const tag = head.match(new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`))
    return tag ? decode(tag[1]) : null
  }
  return { head, meta }
}

/** Checks a page's share image from its HTML to its pixels, and saves the PNG as `share-{name}.png`. */
async function checkShareImage(request: APIRequestContext, path: string, name: string) {
  let imageUrl: string | null = null
  for (const crawler of CRAWLERS) {
    const { meta } = await headFor(request, path, crawler)
    const og = meta('og:image')
    expect(og, `${name}: og:image for ${crawler}`).toMatch(/^http:\/\/localhost:\d+\/share-image\/[\w-]+\/(site|book|review|offer)\.png\?v=[\w-]{32}$/)
    expect(meta('twitter:image'), name).toBe(og)
    expect(meta('twitter:card'), name).toBe('summary_large_image')
    expect([meta('og:image:width'), meta('og:image:height'), meta('og:image:type')], name).toEqual(['1200', '630', 'image/png'])
    if (imageUrl) expect(og, name).toBe(imageUrl)
    imageUrl = og
  }
  const image = await request.get(imageUrl!)
  expect(image.status(), name).toBe(200)
  expect(image.headers()['content-type']).toBe('image/png')
  expect(image.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  const bytes = await image.body()
  expect(await sharp(bytes).metadata(), name).toMatchObject({ format: 'png', width: 1200, height: 630 })
  await writeFile(test.info().outputPath(`share-${name}.png`), bytes)
  // A crawler that has it asks again with its ETag: nothing is drawn or sent.
  const again = await request.get(imageUrl!, { headers: { 'if-none-match': image.headers()['etag'] } })
  expect(again.status(), name).toBe(304)
  return { url: imageUrl!, bytes }
}

test('the demo site, its booking form and its review form each have a share image with the name, rating and photos', async ({ request }) => {
  const demo = await prisma.user.findUniqueOrThrow({ where: { slug: DEMO } })
  const site = await checkShareImage(request, `/${DEMO}`, 'demo-site')
  const book = await checkShareImage(request, `/book/${DEMO}`, 'demo-book')
  const review = await checkShareImage(request, `/post-review/${demo.id}`, 'demo-review')
  expect(new Set([site.url, book.url, review.url]).size).toBe(3)
  expect(site.url).toContain(`/share-image/${demo.id}/site.png`)
})

test('a site with no photo and no review still has a share image: initials on the brand colours', async ({ request }) => {
  const id = randomBytes(4).toString('hex')
  await prisma.user.create({ data: { email: `bare-${id}@example.com`, wizardStep: 'complete', businessName: 'Sophie Nguyen Beauty', slug: `sophie-${id}` } })
  await checkShareImage(request, `/sophie-${id}`, 'site-without-photos')
})

test('long names shrink and wrap, and names in any script or with emoji draw as the cards do', async ({ request }) => {
  const id = randomBytes(4).toString('hex')
  await prisma.user.create({
    data: {
      email: `names-${id}@example.com`,
      wizardStep: 'complete',
      businessName: 'Glow ✨ 美容 فاطمة 💄 Nguyễn Thị Ễ Bridal & Editorial Makeup Studio of Greater Western Sydney',
      slug: `names-${id}`,
      slogan: 'Trang điểm cô dâu, 신부 메이크업 und Brautstyling für den großen Tag 💍',
      locationCity: 'Hà Nội',
      profileImg: '/demo/profile.jpg',
    },
  })
  await checkShareImage(request, `/names-${id}`, 'site-long-international-name')
})

test("an offer's link preview names the business, never the client or the price", async ({ request }) => {
  const id = randomBytes(4).toString('hex')
  const owner = await prisma.user.create({
    data: { email: `offer-${id}@example.com`, wizardStep: 'complete', businessName: 'Lash Lab', slug: `lash-lab-${id}`, profileImg: '/demo/profile.jpg' },
  })
  const offerToken = randomBytes(24).toString('base64url')
  await createGigFor(owner.id, { status: 'offered', customerName: 'Priya Secretname', totalCents: 87650, offerToken, offerSentAt: new Date() })
  const offer = await checkShareImage(request, `/offer/${offerToken}`, 'offer')
  expect(offer.url).not.toContain(offerToken)
  const { head, meta } = await headFor(request, `/offer/${offerToken}`, CRAWLERS[0])
  expect(meta('og:title')).toBe('Your offer from Lash Lab')
  expect(head).not.toContain('Secretname')
  expect(head).not.toMatch(/876\.50|876,50|87650/)
})
