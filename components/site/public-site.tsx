// An owner's public website as visitors get it: structured data for search engines, the site, and its
// one script (the custom elements). Its body is one client component, for the size of the render
// (public-site-body.tsx); nothing in it needs to wake up: its stored render (lib/site/stored-render.ts)
// keeps no framework script.
import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { env } from '@/lib/env'
import { nonceFrom } from '@/lib/http/csp-nonce'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { withAppOrigin, type Site } from '@/lib/site/get-site'
import { jsonLdScript, siteJsonLd } from '@/lib/site/json-ld'
import { siteMetadata } from '@/lib/site/site-metadata'
import { ownerMarker } from '@/lib/site/stored-render'
import { SITE_ELEMENTS_SRC } from './parts/site-elements-script'
import { PublicSiteBody } from './public-site-body'

export function publicSiteMetadata(site: Site | null): Metadata {
  return site ? { metadataBase: new URL(env.APP_URL), ...siteMetadata(site) } : { title: 'Page not found' }
}

export async function PublicSite({ site }: { site: Site }) {
  const requestHeaders = await headers()
  // On the owner's own host the app's pages (booking, reviews) are on another origin.
  const shown = requestHeaders.has(SITE_HOST_HEADER) ? withAppOrigin(site, env.APP_URL) : site
  return (
    <>
      {/* Data, not a script that runs: no nonce, so the stored render serves it as it is. */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(siteJsonLd(shown)) }} />
      <template {...ownerMarker(site)} />
      <PublicSiteBody site={shown} />
      <script async src={SITE_ELEMENTS_SRC} nonce={nonceFrom(requestHeaders)} />
    </>
  )
}
