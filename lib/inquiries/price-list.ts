import { prisma, type DbClient } from '@/lib/db'
import { websiteUrl } from '@/lib/users/website'

/** Her site's price list, when she has a site and a service menu. */
export async function priceListLinkOf(userId: string, db: DbClient = prisma): Promise<string | null> {
  const owner = await db.user.findUnique({ where: { id: userId }, select: { slug: true, _count: { select: { services: true } } } })
  if (!owner?.slug || owner._count.services === 0) return null
  return `${websiteUrl(owner.slug)}#prices`
}
