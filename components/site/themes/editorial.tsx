// Editorial: a magazine spread — a full-bleed cover with a serif headline, the portfolio edge to edge,
// reviews as pull quotes.
import type { Site } from '@/lib/site/get-site'
import { CoverCarousel } from '../parts/cover-carousel'
import { Bio, CallsToAction, ContactButtons, Gallery, KitList, Location, PriceList, RatingSummary, SiteFooter, SiteHeading, SiteStars } from '../parts/sections'

export function EditorialTheme({ site }: { site: Site }) {
  return (
    <div className="min-h-dvh bg-[#faf7f5] text-stone-900">
      <header className="relative h-[78dvh] min-h-[420px] overflow-hidden bg-stone-900 text-white">
        {site.covers.length ? (
          <CoverCarousel covers={site.covers} autoplay={site.autoplay} businessName={site.businessName} className="absolute inset-0 h-full" />
        ) : null}
        <div className="pointer-events-none absolute inset-0 bg-gradient-to-t from-black/80 via-black/20 to-transparent" />
        <div className="absolute inset-x-0 bottom-0 mx-auto max-w-3xl px-6 pb-10">
          <p className="text-xs tracking-[0.3em] uppercase opacity-80">{site.location.city ?? 'Makeup artist'}</p>
          <h1 className="mt-2 text-5xl leading-[0.95] font-semibold italic sm:text-7xl">{site.businessName}</h1>
          {site.slogan ? <p className="mt-3 max-w-md text-lg opacity-90">{site.slogan}</p> : null}
          <RatingSummary site={site} className="mt-3 text-sm [&_svg]:text-white" />
        </div>
      </header>
      <main>
        <div className="mx-auto max-w-3xl px-6 py-10">
          <CallsToAction site={site} secondaryClassName="border-stone-900" />
          {site.bio ? (
            <Bio site={site} className="mt-10 text-xl leading-8 first-letter:float-left first-letter:mr-2 first-letter:text-6xl first-letter:leading-none" />
          ) : null}
        </div>
        {site.albums.length ? (
          <section aria-labelledby="portfolio" className="pb-6">
            <SiteHeading id="portfolio" className="mx-auto max-w-3xl px-6 text-4xl italic">
              Portfolio
            </SiteHeading>
            <div className="mt-6">
              <Gallery site={site} gridClassName="grid-cols-2 gap-0.5 sm:grid-cols-3" headingClassName="mx-auto max-w-3xl px-6 text-2xl italic" />
            </div>
          </section>
        ) : null}
        {site.priceList.length || site.pricingNotes.length ? (
          <section aria-labelledby="prices" className="mx-auto max-w-3xl px-6 pt-6 pb-2">
            <SiteHeading id="prices" className="text-4xl italic">
              Prices
            </SiteHeading>
            <div className="mt-6">
              <PriceList
                site={site}
                groupHeadingClassName="text-xs tracking-[0.3em]"
                listClassName="divide-stone-300 border-t border-stone-900"
                nameClassName="text-lg font-medium italic"
              />
            </div>
          </section>
        ) : null}
        {site.reviews.length ? (
          <section aria-labelledby="kind-words" className="mx-auto max-w-3xl space-y-10 px-6 py-12">
            <SiteHeading id="kind-words" className="text-4xl italic">
              Kind words
            </SiteHeading>
            {site.reviews.slice(0, 6).map((review) => (
              <figure key={review.id} className="border-l-2 pl-5" style={{ borderColor: 'var(--site-primary)' }}>
                <blockquote className="text-2xl leading-snug italic">“{review.comments}”</blockquote>
                <figcaption className="mt-3 flex items-center gap-3 text-sm tracking-wide uppercase wrap-anywhere">
                  {review.customerName} <SiteStars score={review.score} size={12} />
                  {review.verified ? <span className="text-xs tracking-normal normal-case opacity-80">{review.verified}</span> : null}
                </figcaption>
              </figure>
            ))}
          </section>
        ) : null}
        <section aria-labelledby="details" className="mx-auto max-w-3xl space-y-6 px-6 pb-6">
          <SiteHeading id="details" className="text-4xl italic">
            Details
          </SiteHeading>
          <Location site={site} />
          <KitList site={site} chipClassName="border border-stone-900 text-stone-900" />
          <ContactButtons site={site} buttonClassName="border border-stone-300 bg-white" />
        </section>
      </main>
      <SiteFooter site={site} />
    </div>
  )
}
