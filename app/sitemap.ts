import type { MetadataRoute } from 'next'
import { env } from '@/lib/env'
import { listSitemapSites } from '@/lib/site/sitemap-sites'

// Owners come and go: built on request, never at build time (the build needs no database).
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const sites = await listSitemapSites()
  return [
    { url: `${env.APP_URL}/landing`, changeFrequency: 'weekly', priority: 0.5 },
    ...sites.map((site) => ({ ...site, changeFrequency: 'weekly' as const, priority: 1 })),
  ]
}
