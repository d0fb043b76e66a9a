// The cover photos: swipeable, and playing by themselves when the owner turned autoplay on (Pro). The
// playing is <site-carousel>'s (site-elements.ts), so the site ships no framework for it.
import type { SiteImage as Image } from '@/lib/site/get-site'
import { SiteImage } from './site-image'

export function CoverCarousel({
  covers,
  autoplay,
  businessName,
  className,
  interval,
  sizes,
  label = 'Cover photos',
}: {
  covers: Image[]
  autoplay: boolean
  businessName: string
  className?: string
  interval?: number
  sizes?: string
  label?: string
}) {
  return (
    <site-carousel
      className={`no-scrollbar flex snap-x snap-mandatory overflow-x-auto ${className ?? ''}`}
      data-autoplay={autoplay ? 'true' : undefined}
      data-interval={interval}
      aria-label={label}
      role="region"
      tabIndex={0}
    >
      {covers.map((cover, index) => (
        <SiteImage
          key={cover.src}
          image={cover}
          alt={index === 0 ? `${businessName} at work` : ''}
          sizes={sizes}
          priority={index === 0}
          className="h-full w-full shrink-0 snap-center object-cover"
        />
      ))}
    </site-carousel>
  )
}
