// The pieces every theme arranges in its own way: headings, the rating, reviews, gallery, price list, kit,
// contact buttons and the calls to action. Links are plain anchors: a visitor leaves the site for one
// page at most, and next/link would ship its router code and prefetch pages the visitor may never open.
import { format } from 'date-fns'
import { CalendarHeart, Mail, MapPin, MessageSquare, Phone, Star } from 'lucide-react'
import type { ReactNode } from 'react'
import { InstagramIcon } from '@/components/brand/instagram-icon'
import { LogoMark } from '@/components/brand/logo'
import { STAR_PATH } from '@/components/ui/stars'
import type { Site } from '@/lib/site/get-site'
import { cn } from '@/lib/ui/cn'
import { Lightbox } from './lightbox'
import { ReadMore } from './read-more'
import { SiteImage } from './site-image'

export function SiteHeading({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <h2 id={id} className={cn('text-2xl font-semibold tracking-tight', className)} style={{ color: 'var(--site-heading)' }}>
      {children}
    </h2>
  )
}

export function SiteStars({ score, size = 16, tone = 'var(--site-primary)' }: { score: number; size?: number; tone?: string }) {
  return (
    <span className="inline-flex gap-0.5" role="img" aria-label={`${score} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <svg key={n} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path d={STAR_PATH} fill={n <= Math.round(score) ? tone : 'currentColor'} opacity={n <= Math.round(score) ? 1 : 0.2} />
        </svg>
      ))}
    </span>
  )
}

/** "4.9 out of 5" with the stars and the count, or nothing before the first review. */
export function RatingSummary({ site, className }: { site: Site; className?: string }) {
  if (site.rating.average === null) return null
  return (
    <p className={cn('flex flex-wrap items-center gap-x-2 gap-y-1', className)}>
      <SiteStars score={site.rating.average} />
      <span className="font-semibold">{site.rating.average.toFixed(1)} out of 5</span>
      <span className="opacity-70">
        ({site.rating.count} {site.rating.count === 1 ? 'review' : 'reviews'})
      </span>
    </p>
  )
}

export function ReviewList({ site, cardClassName }: { site: Site; cardClassName?: string }) {
  if (site.reviews.length === 0) return null
  return (
    <ul className="space-y-3">
      {site.reviews.map((review) => (
        <li key={review.id} className={cn('rounded-2xl p-4', cardClassName)}>
          <div className="flex items-center justify-between gap-3">
            <span className="min-w-0 font-semibold wrap-anywhere">{review.customerName}</span>
            <SiteStars score={review.score} size={14} />
          </div>
          {review.verified ? (
            <p className="flex items-center gap-1 text-xs font-semibold" style={{ color: 'var(--site-primary)' }}>
              <svg width="12" height="12" viewBox="0 0 24 24" aria-hidden="true">
                <path d="M9 16.2 4.8 12l-1.4 1.4L9 19 21 7l-1.4-1.4z" fill="currentColor" />
              </svg>
              {review.verified}
            </p>
          ) : (
            <p className="text-xs opacity-70">{format(new Date(review.date), 'MMMM yyyy')}</p>
          )}
          <ReadMore text={review.comments} className="mt-2 text-[15px] leading-6" />
          {review.images.length ? (
            <div className="mt-3 flex gap-2">
              {review.images.slice(0, 3).map((image) => (
                <SiteImage key={image.src} image={image} alt={`Photo from ${review.customerName}`} sizes="80px" className="size-20 rounded-xl object-cover" />
              ))}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** Each album's photos in a grid; a tap opens them large, with the album's name and the photo's caption. */
export function Gallery({
  site,
  gridClassName,
  imageClassName,
  headingClassName,
}: {
  site: Site
  gridClassName?: string
  imageClassName?: string
  headingClassName?: string
}) {
  return (
    <div className="space-y-8">
      {site.albums.map((album) => (
        <section key={album.id} aria-label={album.name}>
          <h3 className={cn('mb-3 text-lg font-semibold', headingClassName)} style={{ color: 'var(--site-heading)' }}>
            {album.name}
          </h3>
          <Lightbox
            label={album.name}
            count={album.images.length}
            slides={album.images.map((image, index) => (
              <figure
                key={image.src}
                className="flex h-full w-full shrink-0 snap-center snap-always flex-col items-center justify-center gap-4 px-3 pt-16 pb-6"
              >
                <SiteImage image={image} alt={`${album.name} look ${index + 1}`} sizes="100vw" className="min-h-0 max-w-full object-contain" />
                <figcaption className="max-w-prose text-center text-[15px] leading-6">
                  <span className="font-semibold">{album.name}</span>
                  {image.caption ? <span className="block text-white/80">{image.caption}</span> : null}
                </figcaption>
              </figure>
            ))}
          >
            <ul className={cn('grid grid-cols-3 gap-1', gridClassName)}>
              {album.images.map((image, index) => (
                <li key={image.src}>
                  <button type="button" data-photo={index} aria-haspopup="dialog" className="block w-full cursor-zoom-in">
                    <SiteImage
                      image={image}
                      alt={`${album.name} look ${index + 1}`}
                      sizes="(max-width: 640px) 34vw, 260px"
                      className={cn('aspect-square w-full object-cover', imageClassName)}
                    />
                  </button>
                </li>
              ))}
            </ul>
          </Lightbox>
        </section>
      ))}
    </div>
  )
}

/** The service menu by category: each service's name and time, its price on the right; then her fees. */
export function PriceList({
  site,
  groupHeadingClassName,
  listClassName,
  nameClassName,
}: {
  site: Site
  groupHeadingClassName?: string
  listClassName?: string
  nameClassName?: string
}) {
  if (site.priceList.length === 0 && site.pricingNotes.length === 0) return null
  return (
    <div className="space-y-7">
      {site.priceList.map((group) => (
        <section key={group.category} aria-label={group.label}>
          <h3 className={cn('text-[13px] font-semibold tracking-[0.12em] uppercase', groupHeadingClassName)} style={{ color: 'var(--site-heading)' }}>
            {group.label}
          </h3>
          <ul className={cn('mt-2 divide-y', listClassName)}>
            {group.services.map((service) => (
              <li key={service.id} className="flex items-baseline justify-between gap-4 py-3">
                <span className="min-w-0">
                  <span className={cn('block font-semibold wrap-anywhere', nameClassName)}>{service.name}</span>
                  <span className="block text-sm opacity-75">{service.duration}</span>
                </span>
                <span className="shrink-0 font-semibold tabular-nums" style={{ color: 'var(--site-primary)' }}>
                  {service.price}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ))}
      {site.pricingNotes.length ? (
        <section aria-label="Fees">
          <h3 className={cn('text-[13px] font-semibold tracking-[0.12em] uppercase', groupHeadingClassName)} style={{ color: 'var(--site-heading)' }}>
            Fees
          </h3>
          <ul className="mt-2 space-y-1.5 text-sm" data-testid="pricing-notes">
            {site.pricingNotes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}

export function KitList({ site, chipClassName }: { site: Site; chipClassName?: string }) {
  if (site.kit.length === 0) return null
  return (
    <ul className="flex flex-wrap gap-2">
      {site.kit.map((item) => (
        <li key={item.name} className={cn('rounded-full px-3 py-1.5 text-sm font-semibold', chipClassName)}>
          {item.name}
        </li>
      ))}
    </ul>
  )
}

export function Location({ site }: { site: Site }) {
  if (!site.location.city) return null
  return (
    <p className="flex items-center gap-1.5 opacity-80">
      <MapPin className="size-4" aria-hidden="true" />
      {site.location.formatted ?? site.location.city}
    </p>
  )
}

export function ContactButtons({ site, buttonClassName }: { site: Site; buttonClassName?: string }) {
  const { mobile, email, facebookPage, instagram } = site.contact
  const links = [
    mobile ? { href: `tel:${mobile}`, label: 'Call', icon: <Phone className="size-5" aria-hidden="true" /> } : null,
    mobile ? { href: `sms:${mobile}`, label: 'Text', icon: <MessageSquare className="size-5" aria-hidden="true" /> } : null,
    email ? { href: `mailto:${email}`, label: 'Email', icon: <Mail className="size-5" aria-hidden="true" /> } : null,
    instagram ? { href: `https://www.instagram.com/${instagram}/`, label: 'Instagram', icon: <InstagramIcon className="size-5" /> } : null,
    facebookPage
      ? {
          href: facebookPage,
          label: 'Facebook',
          icon: (
            <span className="text-base font-bold" aria-hidden="true">
              f
            </span>
          ),
        }
      : null,
  ].filter((link): link is NonNullable<typeof link> => link !== null)
  return (
    <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5">
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.href}
            className={cn('flex flex-col items-center gap-1 rounded-2xl px-2 py-3 text-sm font-semibold', buttonClassName)}
            {...(link.href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}
          >
            {link.icon}
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}

export function CallsToAction({
  site,
  className,
  primaryClassName,
  secondaryClassName,
}: {
  site: Site
  className?: string
  primaryClassName?: string
  secondaryClassName?: string
}) {
  return (
    <div className={cn('flex flex-col gap-2 sm:flex-row', className)}>
      <a
        href={site.links.book}
        className={cn('flex flex-1 items-center justify-center gap-2 rounded-full px-5 py-3.5 font-semibold', primaryClassName)}
        style={{ backgroundColor: 'var(--site-primary)', color: 'var(--site-on-primary)' }}
      >
        <CalendarHeart className="size-5" aria-hidden="true" /> Book me
      </a>
      <a
        href={site.links.review}
        className={cn('flex flex-1 items-center justify-center gap-2 rounded-full border px-5 py-3.5 font-semibold', secondaryClassName)}
      >
        <Star className="size-5" aria-hidden="true" /> Leave a review
      </a>
    </div>
  )
}

export function Bio({ site, className }: { site: Site; className?: string }) {
  if (!site.bio) return null
  // Sanitised when it was saved (lib/users/update-profile.ts).
  return (
    <div
      className={cn('space-y-3 text-[16px] leading-7 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_ul]:list-disc', className)}
      dangerouslySetInnerHTML={{ __html: site.bio }}
    />
  )
}

export function SiteFooter({ site, className }: { site: Site; className?: string }) {
  return (
    <footer className={cn('flex items-center justify-center gap-1.5 py-8 text-xs opacity-70', className)}>
      <LogoMark className="size-4" /> Made with{' '}
      <a href={site.links.home} className="font-semibold underline-offset-2 hover:underline">
        Glowfolio
      </a>
    </footer>
  )
}
