// The share images (og:image, twitter:image) of public pages: the PNG route and the metadata that links
// to it. The pages' HTML, on the built app, is checked in tests/e2e/share-images.spec.ts.
import { randomBytes } from 'node:crypto'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { NextRequest } from 'next/server'
import { GET as shareImage } from '@/app/share-image/[userId]/[image]/route'
import { prisma } from '@/lib/db'
import { clearShareImageCache } from '@/lib/share-images/render'
import { shareImageUrlFor } from '@/lib/share-images/subject'
import { getSiteBySlug } from '@/lib/site/get-site'
import { siteMetadata } from '@/lib/site/site-metadata'
import { createGigFor } from '../factories/appointments'
import { createReviewFor } from '../factories/reviews'
import { createOwner } from '../factories/users'

const fromAddress = () => ({ 'x-forwarded-for': `198.51.100.${randomBytes(1)[0]}, 10.${randomBytes(3).join('.')}` })

/** GETs a share image by its full address, as a crawler would. */
async function fetchImage(url: string, headers: Record<string, string> = {}) {
  const { pathname } = new URL(url)
  const [, , userId, image] = pathname.split('/').map(decodeURIComponent)
  const response = await shareImage(new NextRequest(url, { headers: { ...fromAddress(), ...headers } }), { params: Promise.resolve({ userId, image }) })
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) }
}

const imageUrl = (userId: string, page: string, v?: string) => `http://localhost:3000/share-image/${userId}/${page}.png${v ? `?v=${v}` : ''}`

async function siteImageUrl(slug: string) {
  const metadata = siteMetadata((await getSiteBySlug(slug))!)
  const images = metadata.openGraph?.images as Array<{ url: string; width: number; height: number }>
  return { metadata, url: images[0].url }
}

const errorOf = (bytes: Buffer) => JSON.parse(bytes.toString('utf8')).error as { code: string; message: string }

describe('share images of public pages', () => {
  it('the site links its share image in og:image and twitter:image, an absolute address on APP_URL that answers a 1200x630 PNG', async () => {
    const { user } = await createOwner({
      businessName: 'Glow by Mia',
      profileImg: '/demo/profile.jpg',
      coverImgs: ['/demo/cover-1.jpg'],
      locationCity: 'Newtown',
    })
    await createReviewFor(user.id, { score: 5 })
    await createReviewFor(user.id, { score: 4 })
    const { metadata, url } = await siteImageUrl(user.slug!)
    expect(url).toMatch(new RegExp(`^http://localhost:3000/share-image/${user.id}/site\\.png\\?v=[\\w-]{32}$`))
    expect(metadata.openGraph?.images).toEqual([{ url, width: 1200, height: 630, type: 'image/png', alt: 'Glow by Mia' }])
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image', images: [expect.objectContaining({ url })] })

    const image = await fetchImage(url)
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/png')
    expect(await sharp(image.bytes).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
    // The address names this very image: it may be kept for ever. The page links to the ETag it serves.
    expect(image.headers.get('etag')).toBe(`"${new URL(url).searchParams.get('v')}"`)
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('the booking form, the review form and an offer each have their own 1200x630 PNG', async () => {
    const { user } = await createOwner({ businessName: 'Lash Lab' })
    const offer = await createGigFor(user.id, { status: 'offered', offerToken: randomBytes(24).toString('base64url') })
    const etags = new Set<string>()
    for (const page of ['book', 'review', 'offer'] as const) {
      const url = await shareImageUrlFor(offer.userId, page)
      expect(url).toMatch(new RegExp(`^http://localhost:3000/share-image/${user.id}/${page}\\.png\\?v=`))
      const image = await fetchImage(url)
      expect(image.status, page).toBe(200)
      expect(image.headers.get('content-type')).toBe('image/png')
      expect(await sharp(image.bytes).metadata()).toMatchObject({ width: 1200, height: 630 })
      etags.add(image.headers.get('etag')!)
    }
    expect(etags.size).toBe(3)
  })

  it("an offer's image names the business only: the same for every offer, whoever the client and whatever the price", async () => {
    const { user } = await createOwner({ businessName: 'Lash Lab', coverImgs: ['/demo/cover-1.jpg'] })
    await createReviewFor(user.id)
    const before = await shareImageUrlFor(user.id, 'offer')
    await createGigFor(user.id, { status: 'offered', customerName: 'Secret Client', totalCents: 123456, offerToken: randomBytes(24).toString('base64url') })
    expect(await shareImageUrlFor(user.id, 'offer')).toBe(before)
    expect(before).not.toContain('offerToken')
    // Ratings and cover photos are the site's, not the offer page's.
    await createReviewFor(user.id, { score: 1 })
    expect(await shareImageUrlFor(user.id, 'offer')).toBe(before)
    expect(await shareImageUrlFor(user.id, 'review')).not.toBe(before)
  })

  it('a new business name, photo or rating is a new ETag and a new address in the page', async () => {
    const { user } = await createOwner({ businessName: 'Glow by Mia' })
    const first = await siteImageUrl(user.slug!)
    const firstImage = await fetchImage(first.url)

    await prisma.user.update({ where: { id: user.id }, data: { businessName: 'Glow by Mia Rossi' } })
    const renamed = await siteImageUrl(user.slug!)
    expect(renamed.url).not.toBe(first.url)
    const renamedImage = await fetchImage(renamed.url)
    expect(renamedImage.headers.get('etag')).not.toBe(firstImage.headers.get('etag'))
    expect(renamedImage.bytes.equals(firstImage.bytes)).toBe(false)
    // The old address still answers, with the new image, no longer cacheable for ever.
    const old = await fetchImage(first.url)
    expect(old.headers.get('etag')).toBe(renamedImage.headers.get('etag'))
    expect(old.headers.get('cache-control')).toBe('public, max-age=300, must-revalidate')

    await prisma.user.update({ where: { id: user.id }, data: { coverImgs: ['/demo/cover-2.jpg'] } })
    const withCover = await siteImageUrl(user.slug!)
    expect(withCover.url).not.toBe(renamed.url)

    await createReviewFor(user.id, { score: 5 })
    const rated = await siteImageUrl(user.slug!)
    expect(rated.url).not.toBe(withCover.url)
    // A hidden review shows nowhere: the image stays as it is.
    await createReviewFor(user.id, { score: 1, status: 'hidden' })
    expect((await siteImageUrl(user.slug!)).url).toBe(rated.url)
  })

  it('answers 304 to a matching If-None-Match, without drawing or counting anything', async () => {
    const { user } = await createOwner()
    const url = imageUrl(user.id, 'book')
    const first = await fetchImage(url)
    const etag = first.headers.get('etag')!
    const again = await fetchImage(url, { 'if-none-match': `W/${etag}` })
    expect(again.status).toBe(304)
    expect(again.bytes.length).toBe(0)
    expect(again.headers.get('etag')).toBe(etag)
    expect((await fetchImage(url, { 'if-none-match': '"something-else"' })).status).toBe(200)
  })

  it('answers 404, never 500, for an unknown owner, an unknown page, or the site of an owner without an address', async () => {
    const { user } = await createOwner({ slug: null })
    const cases = [
      ['no-such-owner', 'site.png'],
      ['x'.repeat(300), 'site.png'],
      [user.id, 'site.png'],
      [user.id, 'book.png'],
      [user.id, 'dashboard.png'],
      [user.id, 'site.jpg'],
      [user.id, 'site'],
    ]
    for (const [userId, image] of cases) {
      const response = await fetchImage(`http://localhost:3000/share-image/${encodeURIComponent(userId)}/${encodeURIComponent(image)}`)
      expect(response.status, `${userId.slice(0, 20)}/${image}`).toBe(404)
      expect(errorOf(response.bytes)).toMatchObject({ code: 'not_found', message: 'There is no such share image.' })
    }
    // Without an address there is no site, but the review form (by owner id) is still theirs.
    expect((await fetchImage(imageUrl(user.id, 'review'))).status).toBe(200)
  })

  it('draws a limited number of images per address (RATE_LIMIT_SHARE_IMAGE); one already drawn or a 304 is never counted or refused', async () => {
    process.env.RATE_LIMIT_SHARE_IMAGE = '1/3600'
    try {
      clearShareImageCache()
      const { user } = await createOwner({ businessName: `Limited ${randomBytes(3).toString('hex')}` })
      const from = fromAddress()
      const first = await fetchImage(imageUrl(user.id, 'site'), from)
      expect(first.status).toBe(200)
      const refused = await fetchImage(imageUrl(user.id, 'book'), from)
      expect(refused.status).toBe(429)
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(3000)
      expect(errorOf(refused.bytes).message).toBe('Too many share images from here. Please try again later.')
      // Kept in memory: the same image again, and its 304, cost nothing.
      const cached = await fetchImage(imageUrl(user.id, 'site'), from)
      expect(cached.status).toBe(200)
      expect(cached.bytes.equals(first.bytes)).toBe(true)
      expect((await fetchImage(imageUrl(user.id, 'book'), { ...from, 'if-none-match': '"stale"' })).status).toBe(429)
      expect((await fetchImage(imageUrl(user.id, 'site'), { ...from, 'if-none-match': first.headers.get('etag')! })).status).toBe(304)
    } finally {
      delete process.env.RATE_LIMIT_SHARE_IMAGE
    }
  })
})
