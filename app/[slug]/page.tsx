import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { cache } from 'react'
import { PublicSite, publicSiteMetadata } from '@/components/site/public-site'
import { getSiteBySlug } from '@/lib/site/get-site'

// Metadata and page read the same site: once per request.
const loadSite = cache((slug: string) => getSiteBySlug(slug))

export async function generateMetadata({ params }: PageProps<'/[slug]'>): Promise<Metadata> {
  return publicSiteMetadata(await loadSite((await params).slug))
}

/** An owner's public business website, at /{slug} and (through proxy.ts) at {slug}.{ROOT_DOMAIN}. */
export default async function PublicSitePage({ params }: PageProps<'/[slug]'>) {
  const site = await loadSite((await params).slug)
  if (!site) redirect('/not-found')
  return <PublicSite site={site} />
}
