// Basic (free): clean and quick to read — cover, photo, name, then work, reviews and contact.
import type { Site } from '@/lib/site/get-site'
import { CoverCarousel } from '../parts/cover-carousel'
import { Bio, CallsToAction, ContactButtons, Gallery, KitList, Location, RatingSummary, ReviewList, SiteFooter, SiteHeading } from '../parts/sections'
import { SiteImage } from '../parts/site-image'

export function BasicTheme({ site }: { site: Site }) {
  return (
    <div className="min-h-dvh bg-white text-stone-900">
      <div className="mx-auto max-w-2xl">
        {site.covers.length ? <CoverCarousel covers={site.covers} autoplay={site.autoplay} businessName={site.businessName} className="h-56 sm:h-72" /> : <div className="h-28" style={{ backgroundColor: 'var(--site-primary)' }} />}
        <header className="px-5">
          {site.profileImg ? (
            <SiteImage image={site.profileImg} alt={site.businessName} sizes="112px" eager className="-mt-14 size-28 rounded-full border-4 border-white object-cover shadow-md" />
          ) : null}
          <h1 className="mt-3 text-3xl font-bold tracking-tight" style={{ color: 'var(--site-heading)' }}>
            {site.businessName}
          </h1>
          {site.slogan ? <p className="mt-1 text-lg text-stone-600">{site.slogan}</p> : null}
          <div className="mt-3 space-y-1 text-[15px]">
            <RatingSummary site={site} />
            <Location site={site} />
          </div>
          <div className="mt-5">
            <CallsToAction site={site} secondaryClassName="border-stone-300" />
          </div>
        </header>
        <main className="space-y-10 px-5 py-10">
          {site.bio ? (
            <section aria-labelledby="about">
              <SiteHeading id="about">About</SiteHeading>
              <Bio site={site} className="mt-3 text-stone-700" />
            </section>
          ) : null}
          {site.albums.length ? (
            <section aria-labelledby="work">
              <SiteHeading id="work">My work</SiteHeading>
              <div className="mt-4">
                <Gallery site={site} imageClassName="rounded-md" />
              </div>
            </section>
          ) : null}
          {site.reviews.length ? (
            <section aria-labelledby="reviews">
              <SiteHeading id="reviews">Reviews</SiteHeading>
              <RatingSummary site={site} className="mt-2" />
              <div className="mt-4">
                <ReviewList site={site} cardClassName="bg-stone-50" />
              </div>
            </section>
          ) : null}
          {site.kit.length ? (
            <section aria-labelledby="kit">
              <SiteHeading id="kit">My kit</SiteHeading>
              <div className="mt-3">
                <KitList site={site} chipClassName="bg-stone-100 text-stone-800" />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="contact">
            <SiteHeading id="contact">Get in touch</SiteHeading>
            <div className="mt-4">
              <ContactButtons site={site} buttonClassName="bg-stone-100 text-stone-900" />
            </div>
          </section>
        </main>
        <SiteFooter site={site} />
      </div>
    </div>
  )
}
