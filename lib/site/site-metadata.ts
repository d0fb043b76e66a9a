import type { Metadata } from 'next'
import { excerpt, joinSentences } from '@/lib/format/excerpt'
import type { Site } from './get-site'

const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim()

/** Title, description and share images of a public site. */
export function siteMetadata(site: Site): Metadata {
  const place = site.location.city ? ` in ${site.location.city}` : ''
  const title = `${site.businessName} · ${site.slogan ?? `Makeup artist${place}`}`
  const rating = site.rating.average !== null ? `Rated ${site.rating.average.toFixed(1)} out of 5 by ${site.rating.count} clients.` : ''
  const description = joinSentences(excerpt(plain(site.bio) || `${site.businessName}, makeup artist${place}. See my work and book me.`, 150), rating)
  const image = site.covers[0]?.sizes['1024'] ?? site.covers[0]?.src ?? site.profileImg?.src ?? site.albums[0]?.images[0]?.src
  const images = image ? [{ url: image, alt: site.businessName }] : []
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: site.url },
    openGraph: { type: 'website', url: site.url, title, description, siteName: site.businessName, images },
    twitter: { card: images.length ? 'summary_large_image' : 'summary', title, description, images: images.map((i) => i.url) },
  }
}
