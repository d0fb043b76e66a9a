// A CDN in front of public sites (docs/operations.md, "A CDN in front"). Stored pages tell it how long
// it may keep them (lib/http/site-renders.mjs: s-maxage, and a surrogate key per owner); when an owner
// changes something, siteChanged asks it to forget her pages through the adapter SITE_CDN names:
// Cloudflare purges by her tag (Cache-Tag), CloudFront invalidates her pages' paths (it has no tags).
// Off unless SITE_CDN is set. A purge that fails is logged: the CDN then shows the old page until its
// s-maxage runs out (an hour at most).
import { AwsClient } from 'aws4fetch'
import { randomUUID } from 'node:crypto'
import { prisma } from '@/lib/db'
import { env } from '@/lib/env'
import { siteSurrogateKey } from '@/lib/http/site-renders.mjs'
import { log } from '@/lib/log'

const PURGE_TIMEOUT_MS = 5_000
/** Every worker hears of a change within milliseconds; a CDN fetching the page before one has would keep the old one. */
export const PURGE_DELAY_MS = 1_000

type SitePages = { userId: string; slug: string | null; verifiedDomain: string | null }
type Purger = (site: SitePages) => Promise<Response>

/** The paths a path-based CDN must invalidate: /{slug} on the app's host, and / on her own hosts. */
export function sitePaths(site: SitePages): string[] {
  if (!site.slug) return []
  return env.ROOT_DOMAIN || site.verifiedDomain ? [`/${site.slug}`, '/'] : [`/${site.slug}`]
}

const cloudflare: Purger = (site) =>
  fetch(`${env.CLOUDFLARE_API_URL}/zones/${env.CLOUDFLARE_ZONE_ID}/purge_cache`, {
    method: 'POST',
    headers: { authorization: `Bearer ${env.CLOUDFLARE_API_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tags: [siteSurrogateKey(site.userId)] }),
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

const cloudfront: Purger = (site) => {
  const paths = sitePaths(site)
  const aws = new AwsClient({
    accessKeyId: env.CLOUDFRONT_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.CLOUDFRONT_SECRET_ACCESS_KEY ?? '',
    service: 'cloudfront',
    region: 'us-east-1',
  })
  const body =
    '<?xml version="1.0" encoding="UTF-8"?><InvalidationBatch xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/">' +
    `<CallerReference>${randomUUID()}</CallerReference><Paths><Quantity>${paths.length}</Quantity><Items>` +
    paths.map((path) => `<Path>${escapeXml(path)}</Path>`).join('') +
    '</Items></Paths></InvalidationBatch>'
  return aws.fetch(`${env.CLOUDFRONT_API_URL}/2020-05-31/distribution/${env.CLOUDFRONT_DISTRIBUTION_ID}/invalidation`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml' },
    body,
    signal: AbortSignal.timeout(PURGE_TIMEOUT_MS),
  })
}

const PURGERS: Record<'cloudflare' | 'cloudfront', Purger> = { cloudflare, cloudfront }

/** Asks the CDN (if any) to forget the owner's pages, once every worker has heard of the change. Never throws. */
export async function purgeSiteFromCdn(userId: string, { delayMs = PURGE_DELAY_MS } = {}): Promise<void> {
  if (!env.SITE_CDN) return
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  try {
    const site = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, slug: true, verifiedDomain: true } })
    if (!site?.slug) return
    const response = await PURGERS[env.SITE_CDN]({ userId: site.id, slug: site.slug, verifiedDomain: site.verifiedDomain })
    if (!response.ok) throw new Error(`${env.SITE_CDN} answered ${response.status}: ${(await response.text()).slice(0, 300)}`)
  } catch (error) {
    log.error('CDN not purged: it shows the old site page until its s-maxage runs out', { userId, cdn: env.SITE_CDN, error })
  }
}
