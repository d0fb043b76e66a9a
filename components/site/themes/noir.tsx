// Noir: a black canvas that makes colour work glow; gold accents and a gallery with breathing room.
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

export function NoirTheme({ site }: { site: Site }) {
  return (
    <div className="min-h-dvh bg-[#0c0a09] text-stone-100">
      <div className="mx-auto max-w-3xl px-5 pt-10">
        <header className="text-center">
          {site.profileImg ? (
            <SiteImage
              image={site.profileImg}
              alt={site.businessName}
              sizes="80px"
              eager
              className="mx-auto size-20 rounded-full object-cover ring-1"
              style={{ ['--tw-ring-color' as string]: 'var(--site-primary)' }}
            />
          ) : null}
          <h1 className="mt-5 text-4xl font-light tracking-[0.15em] uppercase" style={{ color: 'var(--site-heading)' }}>
            {site.businessName}
          </h1>
          {site.slogan ? <p className="mt-2 text-sm tracking-widest text-stone-300 uppercase">{site.slogan}</p> : null}
          <div className="mt-4 flex flex-col items-center gap-1 text-sm text-stone-300">
            <RatingSummary site={site} />
            <Location site={site} />
          </div>
        </header>
        {site.covers.length ? (
          <CoverCarousel covers={site.covers} autoplay={site.autoplay} businessName={site.businessName} className="mt-8 h-72 rounded-sm" />
        ) : null}
        <div className="mt-8">
          <CallsToAction site={site} secondaryClassName="border-stone-600 text-stone-100" />
        </div>
        <main className="space-y-14 py-14">
          {site.albums.length ? (
            <section aria-labelledby="work">
              <SiteHeading id="work" className="text-sm font-normal tracking-[0.3em] uppercase">
                Work
              </SiteHeading>
              <div className="mt-5">
                <Gallery site={site} gridClassName="gap-3 sm:grid-cols-3" imageClassName="rounded-sm" />
              </div>
            </section>
          ) : null}
          {site.priceList.length || site.pricingNotes.length ? (
            <section aria-labelledby="prices">
              <SiteHeading id="prices" className="text-sm font-normal tracking-[0.3em] uppercase">
                Prices
              </SiteHeading>
              <div className="mt-5">
                <PriceList
                  site={site}
                  groupHeadingClassName="text-xs font-normal tracking-[0.3em]"
                  listClassName="divide-stone-800 border-t border-stone-800"
                  nameClassName="font-normal tracking-wide text-stone-100"
                />
              </div>
            </section>
          ) : null}
          {site.bio ? (
            <section aria-labelledby="about">
              <SiteHeading id="about" className="text-sm font-normal tracking-[0.3em] uppercase">
                About
              </SiteHeading>
              <Bio site={site} className="mt-4 text-stone-300" />
            </section>
          ) : null}
          {site.reviews.length ? (
            <section aria-labelledby="reviews">
              <SiteHeading id="reviews" className="text-sm font-normal tracking-[0.3em] uppercase">
                Reviews
              </SiteHeading>
              <div className="mt-5">
                <ReviewList site={site} cardClassName="border border-stone-800 bg-stone-900/60" />
              </div>
            </section>
          ) : null}
          {site.kit.length ? (
            <section aria-labelledby="kit">
              <SiteHeading id="kit" className="text-sm font-normal tracking-[0.3em] uppercase">
                Kit
              </SiteHeading>
              <div className="mt-4">
                <KitList site={site} chipClassName="border border-stone-700 text-stone-200" />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="contact">
            <SiteHeading id="contact" className="text-sm font-normal tracking-[0.3em] uppercase">
              Contact
            </SiteHeading>
            <div className="mt-5">
              <ContactButtons site={site} buttonClassName="border border-stone-700 text-stone-100" />
            </div>
          </section>
        </main>
        <SiteFooter site={site} className="text-stone-300 opacity-100" />
      </div>
    </div>
  )
}
