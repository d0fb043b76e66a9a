import type { MetadataRoute } from 'next'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { websiteUrl } from '@/lib/users/website'

// Owners come and go: built on request, never at build time (the build needs no database).
export const dynamic = 'force-dynamic'

export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const owners = await prisma.user.findMany({ where: { slug: { not: null }, wizardStep: 'complete' }, select: { slug: true, updatedAt: true }, take: 50_000 })
  return [
    { url: `${env.APP_URL}/landing`, changeFrequency: 'weekly', priority: 0.5 },
    ...owners.map((owner) => ({ url: websiteUrl(owner.slug)!, lastModified: owner.updatedAt, changeFrequency: 'weekly' as const, priority: 1 })),
  ]
}
