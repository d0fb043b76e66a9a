import type { Metadata } from 'next'
import { excerpt, joinSentences } from '@/lib/format/excerpt'
import { SHARE_IMAGE_SIZE } from '@/lib/share-images/schema'
import { siteShareSubject, shareImageUrl } from '@/lib/share-images/subject'
import type { Site } from './get-site'

const plain = (html: string | null) =>
  (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The Open Graph and Twitter tags of a public page: its title, description and share image, which every
 * public page has (a large card in a DM, a bio link or a chat, even for a site with no photo).
 */
export function publicPageMetadata({
  title,
  description,
  url,
  siteName,
  image,
  alt,
}: {
  title: string
  description?: string
  url?: string
  siteName?: string
  image: string
  alt: string
}): Metadata {
  const images = [{ url: image, ...SHARE_IMAGE_SIZE, type: 'image/png', alt }]
  return {
    openGraph: { type: 'website', url, title, description, siteName: siteName ?? 'Glowfolio', images },
    twitter: { card: 'summary_large_image', title, description, images },
  }
}

/** Title, description and share image of a public site. */
export function siteMetadata(site: Site): Metadata {
  const place = site.location.city ? ` in ${site.location.city}` : ''
  const title = `${site.businessName} · ${site.slogan ?? `Makeup artist${place}`}`
  const rating = site.rating.average !== null ? `Rated ${site.rating.average.toFixed(1)} out of 5 by ${site.rating.count} clients.` : ''
  const description = joinSentences(excerpt(plain(site.bio) || `${site.businessName}, makeup artist${place}. See my work and book me.`, 150), rating)
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: site.url },
    ...publicPageMetadata({
      title,
      description,
      url: site.url,
      siteName: site.businessName,
      image: shareImageUrl(siteShareSubject(site)),
      alt: site.businessName,
    }),
  }
}
