import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, permanentRedirect, redirect } from 'next/navigation'
import { cache } from 'react'
import { PublicSite, publicSiteMetadata } from '@/components/site/public-site'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { getSiteBySlug } from '@/lib/site/get-site'
import { currentSlugFor } from '@/lib/users/slug-redirect'
import { websiteUrl } from '@/lib/users/website'

// Metadata and page read the same site: once per request.
const loadSite = cache((slug: string) => getSiteBySlug(slug))

export async function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  return publicSiteMetadata(await loadSite((await params).slug))
}

/** An owner's public business website, at /{slug} and (through proxy.ts) at {slug}.{ROOT_DOMAIN}. */
export default async function PublicSitePage({ params }: PageProps<'/[slug]'>) {
  const { slug } = await params
  const site = await loadSite(slug)
  if (site) return <PublicSite site={site} />
  const siteHost = (await headers()).get(SITE_HOST_HEADER)
  // An address the owner has since changed: links already shared lead to the new one, for good (308).
  const moved = await currentSlugFor(slug)
  if (moved) permanentRedirect(siteHost ? websiteUrl(moved)! : `/${moved}`)
  // An unknown /{slug} goes to /not-found like any unknown path; an unknown {slug}.{ROOT_DOMAIN} has no
  // app path to go to, so it is the 404 right there.
  if (siteHost) notFound()
  redirect('/not-found')
}
