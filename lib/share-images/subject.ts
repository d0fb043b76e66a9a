// What a public page's share image shows, and its ETag: the page's metadata (to link to it) and the
// image route (to draw it) build it from the same facts through `toShareSubject`, so the `?v=` a page
// links to is the ETag the route answers. An offer is a private link: its image shows the business's
// name and photo, as the offer page does, and nothing of the client's offer (no name, no price).
import { createHash } from 'node:crypto'
import { cardText } from '@/lib/cards/content'
import { designHash, SHARE_IMAGE_DESIGN } from '@/lib/cards/design'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { AppError } from '@/lib/errors'
import { getReviewStats } from '@/lib/reviews/list-reviews'
import type { Site } from '@/lib/site/get-site'
import { SHARE_PAGES, type SharePage } from './schema'

export type ShareSubject = {
  userId: string
  page: SharePage
  businessName: string
  /** The line above the name: what the page is for ("Book an appointment"), or the artist's trade and city. */
  eyebrow: string
  /** The site's slogan, under the name. */
  tagline: string | null
  rating: { average: number; count: number } | null
  /** The first cover photo: its address (what the ETag names) and the pre-sized file drawn from it. */
  cover: { src: string; file: string } | null
  profileImg: string | null
}

type OwnerFacts = {
  userId: string
  businessName: string | null
  slogan: string | null
  city: string | null
  cover: { src: string; file: string } | null
  profileImg: string | null
  rating: { average: number | null; count: number }
}

const EYEBROWS: Record<Exclude<SharePage, 'site'>, string> = { book: 'Book an appointment', review: 'Leave a review', offer: 'Your booking offer' }

/** The site's heading says "My business" until the owner names it; the image says the same. */
const businessNameOf = (name: string | null) => cardText(name ?? '').trim() || 'My business'

function toShareSubject(page: SharePage, facts: OwnerFacts): ShareSubject {
  const city = facts.city?.trim()
  const slogan = facts.slogan?.trim()
  const { average, count } = facts.rating
  const isOffer = page === 'offer'
  return {
    userId: facts.userId,
    page,
    businessName: businessNameOf(facts.businessName),
    eyebrow: page === 'site' ? (city ? `Makeup artist in ${cardText(city)}` : 'Makeup artist') : EYEBROWS[page],
    tagline: page === 'site' && slogan ? cardText(slogan) : null,
    rating: !isOffer && average !== null && count > 0 ? { average, count } : null,
    cover: isOffer ? null : facts.cover,
    profileImg: facts.profileImg,
  }
}

/** The site's own share image, from what the page has already read (no query of its own). */
export function siteShareSubject(site: Site): ShareSubject {
  const cover = site.covers[0]
  return toShareSubject('site', {
    userId: site.userId,
    businessName: site.businessName,
    slogan: site.slogan,
    city: site.location.city,
    cover: cover ? { src: cover.src, file: cover.sizes['1024'] ?? cover.src } : null,
    profileImg: site.profileImg?.src ?? null,
    rating: site.rating,
  })
}

const IMAGE_NAME = new RegExp(`^(${SHARE_PAGES.join('|')})\\.png$`)

const notFound = () => new AppError('not_found', 'There is no such share image.')

/** The share image of one of an owner's pages; `image` is the route's file name ("site.png"). */
export async function findShareSubject({ userId, image }: { userId: string; image: string }): Promise<ShareSubject> {
  const page = IMAGE_NAME.exec(image)?.[1] as SharePage | undefined
  if (!page || userId.length > 64) throw notFound()
  const owner = await prisma.user.findUnique({
    where: { id: userId },
    select: { id: true, slug: true, businessName: true, slogan: true, locationCity: true, coverImgs: true, profileImg: true },
  })
  // The site and its booking form live at the owner's address: no address, no page to share.
  if (!owner || (!owner.slug && (page === 'site' || page === 'book'))) throw notFound()
  const coverSrc = owner.coverImgs[0]
  const [stats, stored] = await Promise.all([
    getReviewStats(owner.id),
    coverSrc ? prisma.image.findFirst({ where: { userId: owner.id, src: coverSrc }, select: { sizes: true } }) : null,
  ])
  const sizes = (stored?.sizes as Record<string, string> | undefined) ?? {}
  return toShareSubject(page, {
    userId: owner.id,
    businessName: owner.businessName,
    slogan: owner.slogan,
    city: owner.locationCity,
    cover: coverSrc ? { src: coverSrc, file: sizes['1024'] ?? coverSrc } : null,
    profileImg: owner.profileImg,
    rating: { average: stats.avgReviewScore, count: stats.visibleCount },
  })
}

/** A hash of everything the image shows; quoted, as an ETag header. */
export function shareImageEtag(subject: ShareSubject): string {
  const { page, businessName, eyebrow, tagline, rating, cover, profileImg } = subject
  const digest = createHash('sha256')
    .update(designHash(SHARE_IMAGE_DESIGN))
    .update(JSON.stringify([page, businessName, eyebrow, tagline, rating, cover?.src ?? null, profileImg]))
    .digest('base64url')
  return `"${digest.slice(0, 32)}"`
}

const bare = (etag: string) => etag.replace(/"/g, '')

/**
 * The image's address on the app's host (an owner's own domain serves only its site's home page), with
 * its ETag as `v`: when what it shows changes, so does the address, and crawlers fetch it anew.
 */
export function shareImageUrl(subject: ShareSubject): string {
  const url = new URL(`/share-image/${encodeURIComponent(subject.userId)}/${subject.page}.png`, env.APP_URL)
  url.searchParams.set('v', bare(shareImageEtag(subject)))
  return url.href
}

/** An address naming this very image never changes; any other (an old `v`, none) is checked again soon. */
export const shareImageCacheControl = (etag: string, version: string | undefined) =>
  version === bare(etag) ? 'public, max-age=31536000, immutable' : 'public, max-age=300, must-revalidate'

/** The share image of a page the owner's id is known for (booking form, review form, offer). */
export async function shareImageUrlFor(userId: string, page: Exclude<SharePage, 'site'>): Promise<string> {
  return shareImageUrl(await findShareSubject({ userId, image: `${page}.png` }))
}
