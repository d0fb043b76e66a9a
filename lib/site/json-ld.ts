// Structured data for search engines: the business, its rating and its reviews — visible ones only,
// since only those reach this function.
import type { BeautySalon, WithContext } from 'schema-dts'
import { countryOfMobile } from '@/lib/users/location'
import type { Site } from './get-site'

export function siteJsonLd(site: Site): WithContext<BeautySalon> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    name: site.businessName,
    url: site.url,
    ...(site.slogan ? { slogan: site.slogan } : {}),
    ...(site.profileImg ? { image: absolute(site.profileImg.src, site.url) } : {}),
    ...(site.contact.mobile ? { telephone: site.contact.mobile } : {}),
    ...(site.contact.email ? { email: site.contact.email } : {}),
    ...(site.location.city
      ? { address: { '@type': 'PostalAddress', addressLocality: site.location.city, addressCountry: countryOfMobile(site.contact.mobile) } }
      : {}),
    ...(site.rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: site.rating.average, reviewCount: site.rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
    review: site.reviews.slice(0, 20).map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.customerName },
      // A client the artist asked after her gig, through a link signed for her: schema.org has no
      // "verified" property, so the mark is the review's disambiguating description.
      ...(review.verified ? { disambiguatingDescription: review.verified } : {}),
      datePublished: review.date.slice(0, 10),
      reviewBody: review.comments,
      reviewRating: { '@type': 'Rating', ratingValue: review.score, bestRating: 5, worstRating: 1 },
    })),
  }
}

const absolute = (src: string, base: string) => (src.startsWith('/') ? new URL(src, base).toString() : src)

/** JSON for a <script> tag: "<" escaped so no review text can close the tag. */
export const jsonLdScript = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c')
