import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'
import { cache } from 'react'
import { PublicSite, publicSiteMetadata } from '@/components/site/public-site'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { getSiteBySlug } from '@/lib/site/get-site'

// Metadata and page read the same site: once per request.
const loadSite = cache((slug: string) => getSiteBySlug(slug))

export async function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  return publicSiteMetadata(await loadSite((await params).slug))
}

/** An owner's public business website, at /{slug} and (through proxy.ts) at {slug}.{ROOT_DOMAIN}. */
export default async function PublicSitePage({ params }: PageProps<'/[slug]'>) {
  const site = await loadSite((await params).slug)
  if (site) return <PublicSite site={site} />
  // An unknown /{slug} goes to /not-found like any unknown path; an unknown {slug}.{ROOT_DOMAIN} has no
  // app path to go to, so it is the 404 right there.
  if ((await headers()).get(SITE_HOST_HEADER)) notFound()
  redirect('/not-found')
}
