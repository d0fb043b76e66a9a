import { prisma } from '@/lib/db'
import { websiteUrl } from '@/lib/users/website'

/** Every live site's address and when its owner last changed anything, for the sitemap (its 50,000-URL cap). */
export async function listSitemapSites(): Promise<{ url: string; lastModified: Date }[]> {
  const owners = await prisma.user.findMany({ where: { slug: { not: null }, wizardStep: 'complete' }, select: { slug: true, updatedAt: true }, take: 50_000 })
  return owners.flatMap((owner) => {
    const url = websiteUrl(owner.slug)
    return url ? [{ url, lastModified: owner.updatedAt }] : []
  })
}
