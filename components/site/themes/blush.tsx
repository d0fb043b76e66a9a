// Blush: soft, rounded and warm, reviews up front — for bridal artists.
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

export function BlushTheme({ site }: { site: Site }) {
  return (
    <div className="min-h-dvh bg-[#fff5f8] text-[#4a2c34]">
      <div className="mx-auto max-w-2xl px-4 pt-6">
        <header className="overflow-hidden rounded-[2rem] bg-white shadow-[0_20px_60px_-30px_rgba(212,106,140,0.6)]">
          {site.covers.length ? <CoverCarousel covers={site.covers} autoplay={site.autoplay} businessName={site.businessName} className="h-52" /> : null}
          <div className="flex flex-col items-center px-6 pt-6 pb-8 text-center">
            {site.profileImg ? (
              <SiteImage
                image={site.profileImg}
                alt={site.businessName}
                sizes="96px"
                eager
                className="size-24 rounded-full object-cover ring-4 ring-[#fde7ee]"
              />
            ) : null}
            <h1 className="mt-4 text-3xl font-semibold" style={{ color: 'var(--site-heading)', fontFamily: 'var(--font-fraunces), Georgia, serif' }}>
              {site.businessName}
            </h1>
            {site.slogan ? <p className="mt-1 opacity-80">{site.slogan}</p> : null}
            <div className="mt-3 flex flex-col items-center gap-1 text-sm">
              <RatingSummary site={site} />
              <Location site={site} />
            </div>
            <div className="mt-6 w-full">
              <CallsToAction site={site} secondaryClassName="border-[#f3c6d5] bg-white" />
            </div>
          </div>
        </header>
        <main className="space-y-8 py-10">
          {site.reviews.length ? (
            <section aria-labelledby="love-notes" className="rounded-[2rem] bg-white p-6">
              <SiteHeading id="love-notes">Love notes</SiteHeading>
              <div className="mt-4">
                <ReviewList site={site} cardClassName="bg-[#fff5f8]" />
              </div>
            </section>
          ) : null}
          {site.albums.length ? (
            <section aria-labelledby="looks" className="rounded-[2rem] bg-white p-6">
              <SiteHeading id="looks">Looks</SiteHeading>
              <div className="mt-4">
                <Gallery site={site} gridClassName="gap-2" imageClassName="rounded-2xl" />
              </div>
            </section>
          ) : null}
          {site.priceList.length || site.pricingNotes.length ? (
            <section aria-labelledby="prices" className="rounded-[2rem] bg-white p-6">
              <SiteHeading id="prices">Prices</SiteHeading>
              <div className="mt-4">
                <PriceList site={site} groupHeadingClassName="rounded-full bg-[#fff5f8] px-3 py-1.5 tracking-[0.08em]" listClassName="divide-[#fde7ee] px-1" />
              </div>
            </section>
          ) : null}
          {site.bio ? (
            <section aria-labelledby="about" className="rounded-[2rem] bg-white p-6">
              <SiteHeading id="about">About me</SiteHeading>
              <Bio site={site} className="mt-3" />
              <div className="mt-5">
                <KitList site={site} chipClassName="bg-[#fde7ee] text-[#7a3550]" />
              </div>
            </section>
          ) : null}
          <section aria-labelledby="say-hello" className="rounded-[2rem] bg-white p-6">
            <SiteHeading id="say-hello">Say hello</SiteHeading>
            <div className="mt-4">
              <ContactButtons site={site} buttonClassName="bg-[#fde7ee] text-[#7a3550]" />
            </div>
          </section>
        </main>
        <SiteFooter site={site} />
      </div>
    </div>
  )
}
