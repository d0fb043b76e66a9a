// Old website addresses: when an owner changes theirs, links already shared keep working through a
// permanent redirect to the new one. An owner who takes a freed address serves it instead.
import { prisma, type DbClient } from '@/lib/db'

/** Inside the change's transaction: `from` now leads to the owner's site, and `to` is no longer an old address. */
export async function recordSlugChange(db: DbClient, { userId, from, to }: { userId: string; from: string | null; to: string }) {
  await db.slugRedirect.deleteMany({ where: { oldSlug: to } })
  if (from && from !== to)
    await db.slugRedirect.upsert({ where: { oldSlug: from }, create: { oldSlug: from, userId }, update: { userId, createdAt: new Date() } })
}

/** The owner's current address for an old one, or null when the address never moved (or its owner has none now). */
export async function currentSlugFor(oldSlug: string): Promise<string | null> {
  // Like the site's own lookup: anything that cannot be an address asks nothing of the database.
  if (!/^[a-z0-9-]{1,60}$/.test(oldSlug)) return null
  const redirect = await prisma.slugRedirect.findUnique({ where: { oldSlug }, select: { user: { select: { slug: true } } } })
  const slug = redirect?.user.slug
  return slug && slug !== oldSlug ? slug : null
}
