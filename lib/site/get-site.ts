// Everything a public site shows, read for one owner: only visible albums and visible reviews ever
// leave this function.
import { verifiedMark } from '@/lib/review-requests/verified'
import { prisma } from '@/lib/db'
import type { Prisma } from '@/lib/generated/prisma/client'
import { getEntitlements, type Entitlements } from '@/lib/entitlements/get-entitlements'
import { unsizedPhoto, type StoredPhoto } from '@/lib/images/photo'
import { storedPhotos } from '@/lib/images/stored-photos'
import { kitItem } from '@/lib/kit/schema'
import { getReviewStats } from '@/lib/reviews/list-reviews'
import { durationLabel, groupByCategory, priceLabel } from '@/lib/services/menu'
import { menuOrder } from '@/lib/services/to-service-response'
import { toFeeRulesResponse } from '@/lib/weddings/fee-rules'
import { pricingNotes } from '@/lib/weddings/pricing-notes'
import { siteColours } from '@/lib/themes/theme-configs'
import { themeAvailable } from '@/lib/themes/themes'
import { siteValidUntil } from './valid-until'
import { siteDomainCandidates } from '@/lib/users/custom-domain'
import { websiteUrl } from '@/lib/users/website'
import { DEFAULT_THEME_ID } from '@/lib/catalogue/themes'

export type SiteImage = StoredPhoto
type Overrides = { themeId?: string; themeConfigs?: unknown }

/** A photo's caption as a visitor reads it: Instagram's hashtags left out (they are for Instagram). */
export function captionText(caption: string | null): string | null {
  const text = caption
    ?.replace(/#[\p{L}\p{N}_]+/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
  return text || null
}

/** Reviews shown on the page (the newest); the rating counts every visible one. */
export const SITE_REVIEW_LIMIT = 50

const siteInclude = {
  theme: true,
  albums: {
    where: { status: 'visible' },
    orderBy: [{ default: 'desc' }, { createdAt: 'asc' }],
    include: { images: { orderBy: { position: 'asc' }, include: { image: true } } },
  },
  reviews: { where: { status: 'visible', placeholder: false }, orderBy: { date: 'desc' }, take: SITE_REVIEW_LIMIT },
  services: { orderBy: [...menuOrder] },
  feeRules: true,
} satisfies Prisma.UserInclude
const findOwner = (where: Prisma.UserWhereInput) => prisma.user.findFirst({ where, include: siteInclude })
type Owner = NonNullable<Awaited<ReturnType<typeof findOwner>>>

export async function getSiteBySlug(slug: string, overrides: Overrides = {}) {
  if (!/^[a-z0-9-]{1,60}$/.test(slug)) return null
  const owner = await findOwner({ slug })
  return owner ? toSite(owner, overrides) : null
}

/** The site of the owner who proved this host (or the host without "www.") theirs; a pending domain serves nothing. */
export async function getSiteByDomain(host: string) {
  const candidates = siteDomainCandidates(host)
  if (!candidates.length) return null
  const owner = await findOwner({ verifiedDomain: { in: candidates }, slug: { not: null } })
  return owner ? toSite(owner, {}) : null
}

/** The owner's site as the public sees it, or previewed with a theme (and colours) of their choosing. */
export async function getSiteForOwner(userId: string, overrides: Overrides = {}) {
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { slug: true } })
  return owner.slug ? getSiteBySlug(owner.slug, overrides) : null
}

/**
 * The theme and colours a site wears. A preview shows the theme asked for. Otherwise the owner's choice,
 * while they may use it: a paid theme no longer paid for gives way to the free one, and custom colours
 * to the theme's own once Pro ends. Their choices stay saved and come back when they subscribe again.
 */
async function themeOf(owner: Owner, entitlements: Entitlements, { themeId, themeConfigs }: Overrides) {
  const previewed = themeId ? await prisma.theme.findUnique({ where: { id: themeId } }) : null
  const theme =
    previewed ?? (themeAvailable(owner.theme, entitlements) ? owner.theme : await prisma.theme.findUniqueOrThrow({ where: { id: DEFAULT_THEME_ID } }))
  const colours = themeConfigs ?? (entitlements.customThemes ? owner.themeConfigs : {})
  return { id: theme.id, name: theme.name, layout: theme.layout, fontStack: theme.fontStack, ...siteColours(theme, colours) }
}

async function toSite(owner: Owner, overrides: Overrides) {
  const photos = [...owner.coverImgs, ...(owner.profileImg ? [owner.profileImg] : []), ...owner.reviews.flatMap((review) => review.images)]
  const now = new Date()
  const [entitlements, stats, stored, validUntil] = await Promise.all([
    getEntitlements(owner.id, { now }),
    getReviewStats(owner.id),
    storedPhotos(owner.id, photos),
    siteValidUntil(owner.id, now),
  ])
  const toImage = (src: string): SiteImage => stored.find((photo) => photo.src === src) ?? unsizedPhoto(src)
  return {
    userId: owner.id,
    /** What the page was rendered from (read before anything else on it): siteChanged moves it on. */
    version: owner.siteVersion,
    /** When what the page shows may change by the clock alone (a trial's end; a day at most). */
    validUntil: validUntil.toISOString(),
    slug: owner.slug!,
    url: websiteUrl(owner.slug)!,
    businessName: owner.businessName ?? 'My business',
    slogan: owner.slogan,
    bio: owner.bio,
    profileImg: owner.profileImg ? toImage(owner.profileImg) : null,
    covers: owner.coverImgs.map(toImage),
    autoplay: owner.imgAutoplay && entitlements.autoplayCovers,
    location: { city: owner.locationCity, formatted: owner.locationFormatted },
    kit: kitItem.array().catch([]).parse(owner.kit),
    contact: {
      mobile: owner.mobile,
      // Only an e-mail the owner chose to publish: the login e-mail would invite guessed logins.
      email: owner.publicEmail,
      facebookPage: owner.facebookPage,
      instagram: owner.instaUsername,
    },
    albums: owner.albums
      .filter((album) => album.images.length > 0)
      .map((album) => ({
        id: album.id,
        name: album.name,
        images: album.images.map((entry) => ({
          src: entry.image.src,
          sizes: (entry.image.sizes as Record<string, string>) ?? {},
          width: entry.image.width,
          height: entry.image.height,
          caption: captionText(entry.image.caption),
        })),
      })),
    reviews: owner.reviews.map((review) => ({
      id: review.id,
      customerName: review.customerName,
      score: review.score,
      comments: review.comments,
      date: review.date.toISOString(),
      images: review.images.map(toImage),
      /** "Verified client · March 2027" for a review through a review request's link; null otherwise. */
      verified: verifiedMark(review.verifiedGigDate?.toISOString()),
    })),
    rating: { average: stats.avgReviewScore, count: stats.visibleCount },
    /** The service menu as a price list, by category; empty when the owner has none. */
    priceList: groupByCategory(owner.services).map((group) => ({
      category: group.category,
      label: group.label,
      services: group.services.map((service) => ({
        id: service.id,
        name: service.name,
        price: priceLabel(service),
        duration: durationLabel(service.durationMinutes),
      })),
    })),
    /** Her travel, early-start and minimum booking fees, worded for the price list. */
    pricingNotes: pricingNotes(toFeeRulesResponse(owner.feeRules)),
    /** The app's pages a site links to: paths on the app's host, full addresses on the owner's own host. */
    links: { book: `/book/${owner.slug}`, review: `/post-review/${owner.id}`, home: '/landing' },
    theme: await themeOf(owner, entitlements, overrides),
  }
}
export type Site = Awaited<ReturnType<typeof toSite>>

/** The site as served on the owner's own host, where the app's pages are on another origin. */
export function withAppOrigin(site: Site, appUrl: string): Site {
  const absolute = (path: string) => new URL(path, appUrl).toString()
  return { ...site, links: { book: absolute(site.links.book), review: absolute(site.links.review), home: absolute(site.links.home) } }
}
