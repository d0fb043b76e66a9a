import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { cache } from 'react'
import { PublicSite, publicSiteMetadata } from '@/components/site/public-site'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { getSiteByDomain } from '@/lib/site/get-site'

// Metadata and page read the same site: once per request. Only a request proxy.ts rewrote from that
// very host gets a site here; the path typed on the app's host is a 404.
const loadSite = cache(async (domain: string) => {
  if ((await headers()).get(SITE_HOST_HEADER) !== domain) return null
  return getSiteByDomain(domain)
})

export async function generateMetadata({ params }: PageProps<'/custom-domain/[domain]'>): Promise<Metadata> {
  return publicSiteMetadata(await loadSite((await params).domain))
}

/** An owner's public business website on their own domain (proxy.ts rewrites that host's / here). */
export default async function CustomDomainSitePage({ params }: PageProps<'/custom-domain/[domain]'>) {
  const site = await loadSite((await params).domain)
  if (!site) notFound()
  return <PublicSite site={site} />
}
