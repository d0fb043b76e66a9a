import { env } from '@/lib/env'

/** The public address of an owner's site: {slug}.{ROOT_DOMAIN} when configured, else {APP_URL}/{slug}. */
export function websiteUrl(slug: string | null | undefined): string | null {
  if (!slug) return null
  return env.ROOT_DOMAIN ? `https://${slug}.${env.ROOT_DOMAIN}` : `${env.APP_URL}/${slug}`
}
