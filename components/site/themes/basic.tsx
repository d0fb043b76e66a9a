// Basic (free): calm and quick to read, in Glowfolio's own colours — cover, photo, name, then work,
// prices, reviews and contact. On a phone one column; on a desktop the artist's card stays beside their work.
import type { Site } from '@/lib/site/get-site'
import { CoverCarousel } from '../parts/cover-carousel'
import {
  Bio,
  CallsToAction,
  ContactButtons,
  Gallery,
  KitList,
  Location,
  PriceList,
  RatingSummary,
  ReviewList,
  SiteFooter,
  SiteHeading,
} from '../parts/sections'
import { SiteImage } from '../parts/site-image'

const HEADING = 'font-display text-[1.625rem] leading-tight font-semibold lg:text-[1.875rem]'

export function BasicTheme({ site }: { site: Site }) {
  return (
    <div className="min-h-dvh bg-white text-ink">
      <div className="mx-auto max-w-6xl lg:px-8 lg:pt-8">
        {site.covers.length ? (
          <CoverCarousel
            covers={site.covers}
            autoplay={site.autoplay}
            businessName={site.businessName}
            sizes="(min-width: 1152px) 1088px, 100vw"
            className="h-60 sm:h-80 lg:h-[24rem] lg:rounded-3xl"
          />
        ) : (
          <div className="h-28 bg-gradient-to-br from-brand-100 to-brand-50 lg:h-40 lg:rounded-3xl" />
        )}
        <div className="lg:grid lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-16 lg:px-6">
          <header className="px-5 lg:px-0">
            <div className="lg:sticky lg:top-8">
              {site.profileImg ? (
                <SiteImage
                  image={site.profileImg}
                  alt={site.businessName}
                  sizes="112px"
                  eager
                  className="-mt-14 size-28 rounded-full border-4 border-white object-cover shadow-md lg:-mt-16 lg:size-32"
                />
              ) : null}
              <h1
                className="mt-4 font-display text-[2rem] leading-[1.1] font-semibold tracking-tight lg:text-[2.5rem]"
                style={{ color: 'var(--site-heading)' }}
              >
                {site.businessName}
              </h1>
              {site.slogan ? <p className="mt-2 text-[17px] leading-6 text-muted">{site.slogan}</p> : null}
              <div className="mt-4 space-y-1.5 text-[15px]">
                <RatingSummary site={site} />
                <Location site={site} />
              </div>
              <div className="mt-6">
                <CallsToAction site={site} className="lg:flex-col" secondaryClassName="border-line text-ink hover:bg-canvas" />
              </div>
            </div>
          </header>
          <main className="divide-y divide-line px-5 pt-4 lg:px-0 lg:pt-10 [&>section]:py-10 [&>section:first-child]:pt-6">
            {site.bio ? (
              <section aria-labelledby="about">
                <SiteHeading id="about" className={HEADING}>
                  About
                </SiteHeading>
                <Bio site={site} className="mt-4 max-w-prose text-[17px] leading-7 text-stone-700 [&_a]:text-brand-700" />
              </section>
            ) : null}
            {site.albums.length ? (
              <section aria-labelledby="work">
                <SiteHeading id="work" className={HEADING}>
                  My work
                </SiteHeading>
                <div className="mt-5">
                  <Gallery
                    site={site}
                    gridClassName="gap-1.5 lg:gap-3"
                    imageClassName="rounded-lg"
                    headingClassName="text-[13px] font-semibold tracking-[0.12em] uppercase"
                  />
                </div>
              </section>
            ) : null}
            {site.priceList.length || site.pricingNotes.length ? (
              <section aria-labelledby="prices">
                <SiteHeading id="prices" className={HEADING}>
                  Prices
                </SiteHeading>
                <div className="mt-5 max-w-prose">
                  <PriceList site={site} listClassName="divide-line rounded-2xl border border-line bg-canvas px-4" />
                </div>
              </section>
            ) : null}
            {site.reviews.length ? (
              <section aria-labelledby="reviews">
                <SiteHeading id="reviews" className={HEADING}>
                  Reviews
                </SiteHeading>
                <RatingSummary site={site} className="mt-2 text-[15px]" />
                <div className="mt-5">
                  <ReviewList site={site} cardClassName="border border-line bg-canvas" />
                </div>
              </section>
            ) : null}
            {site.kit.length ? (
              <section aria-labelledby="kit">
                <SiteHeading id="kit" className={HEADING}>
                  My kit
                </SiteHeading>
                <div className="mt-4">
                  <KitList site={site} chipClassName="border border-line bg-white text-ink" />
                </div>
              </section>
            ) : null}
            <section aria-labelledby="contact">
              <SiteHeading id="contact" className={HEADING}>
                Get in touch
              </SiteHeading>
              <div className="mt-5">
                <ContactButtons site={site} buttonClassName="bg-brand-50 text-brand-800 transition hover:bg-brand-100" />
              </div>
            </section>
          </main>
        </div>
        <SiteFooter site={site} className="mt-4 border-t border-line" />
      </div>
    </div>
  )
}
