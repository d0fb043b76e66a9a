// Website addresses: /{slug}. Made from the business name, URL-safe, unique, never a route of ours.
import type { DbClient } from '@/lib/db'

/** Top-level paths of the app and words kept for later: never an owner's address. */
export const RESERVED_SLUGS = new Set([
  'about',
  'admin',
  'api',
  'app',
  'auth',
  'blog',
  'book',
  'brand',
  'calendar',
  'cards',
  'consultation',
  'contact',
  'custom-domain',
  'dashboard',
  'demo',
  'dev',
  'faq',
  'features',
  'fonts',
  'forgot-password',
  'help',
  'impersonate',
  'landing',
  'login',
  'logout',
  'not-found',
  'offer',
  'on-signup-complete',
  'pay',
  'post-review',
  'pricing',
  'privacy',
  'reset-password',
  'review',
  'robots.txt',
  'settings',
  'share-image',
  'signup',
  'sitemap.xml',
  'site-elements.js',
  'static',
  'support',
  'terms',
  'themes',
  'unsubscribe',
  'uploads',
  'v1',
  'www',
  'glowfolio',
  '_next',
  'favicon.ico',
])

export const MAX_SLUG_LENGTH = 40

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '')
}

/** The name's slug, or the same with -2, -3… when taken or reserved. */
export async function uniqueSlug(db: DbClient, name: string, { exceptUserId }: { exceptUserId?: string } = {}): Promise<string> {
  const base = slugify(name) || 'my-business'
  for (let n = 1; n < 1000; n++) {
    const suffix = n === 1 ? '' : `-${n}`
    const candidate = `${base.slice(0, MAX_SLUG_LENGTH - suffix.length)}${suffix}`
    if (RESERVED_SLUGS.has(candidate)) continue
    const taken = await db.user.findFirst({ where: { slug: candidate, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) }, select: { id: true } })
    if (!taken) return candidate
  }
  throw new Error(`No free slug for ${name}`)
}
