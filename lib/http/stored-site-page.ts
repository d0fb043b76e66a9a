// proxy.ts's side of public sites' stored renders (site-renders.mjs). server.mjs answers a stored page
// before Next sees the request; what reaches the proxy is a page not stored yet (first visit, or the
// owner changed something). The proxy takes the copy every server shares (lib/site/shared-renders.ts),
// or, when there is none, has this very server render it (once for all servers): it fetches the same address
// from itself, marked as that fetch, which renders like any request; it stores what came back when it is
// a site's page (lib/site/stored-render.ts) and answers with it. Anything else (an unknown name, a moved
// address: small answers) is rendered again as usual. Visitors asking for one page at once share one render.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { NextResponse, type NextRequest } from 'next/server'
import { env } from '@/lib/env'
import { log } from '@/lib/log'
import { analytics, reportingOrigins } from '@/lib/observability/config'
import { fillFromShared, type Filled, type RenderedPage } from '@/lib/site/shared-renders'
import { toStoredRender } from '@/lib/site/stored-render'
import { RESERVED_SLUGS } from '@/lib/users/slug'
import type { SiteHost } from '@/lib/users/custom-domain'
import { nonceFrom } from './csp-nonce'
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from './security-headers'
import { RENDER_FETCH_HEADER, renderFetchHeaders, siteRenderKey, siteRenders, storedAnswer, type SiteRenderEntry, type SiteRenders } from './site-renders.mjs'

const SITE_PATH = /^\/[a-z0-9-]{1,60}$/
const FETCH_TIMEOUT_MS = 15_000

type OwnPage = { status: number; headers: IncomingHttpHeaders; body: Buffer }

/** A public site's page: / on an owner's host, /{slug} on the app's. */
export function isSitePage(site: SiteHost, pathname: string): boolean {
  return site.kind === 'app' ? SITE_PATH.test(pathname) && !RESERVED_SLUGS.has(pathname.slice(1)) : pathname === '/'
}

/**
 * The answer for a site page from its stored render (stored now if need be), or null when the request is
 * to be rendered as usual: no store in this process (next dev), changes not heard, the render fetch
 * itself, or Next's router asking for an RSC payload.
 */
export async function storedSitePage(request: NextRequest): Promise<NextResponse | null> {
  const renders = siteRenders()
  const secret = env.AUTH_SECRET
  if (!renders?.live || !secret || (request.method !== 'GET' && request.method !== 'HEAD') || request.headers.has('rsc')) return null
  if (renders.isRenderFetch(request.headers.get(RENDER_FETCH_HEADER))) return null
  const key = siteRenderKey(request.headers.get('host'), request.nextUrl.pathname)
  const stored = renders.get(key)
  if (stored) return answer(stored, request)
  try {
    const filled = await fill(renders, key, request, secret)
    return filled && answer(filled.entry, request, filled.source === 'render' ? 'MISS' : 'SHARED')
  } catch (error) {
    log.warn('site page not stored; rendered as usual', { key, error })
    return null
  }
}

const filling = new Map<string, Promise<Filled>>()

/** Visitors of this worker asking for one page at once share one fill. */
function fill(renders: SiteRenders, key: string, request: NextRequest, secret: string): Promise<Filled> {
  let pending = filling.get(key)
  if (!pending) {
    pending = fillFromShared(renders, key, () => renderOwnPage(renders.origin, request, secret)).finally(() => filling.delete(key))
    filling.set(key, pending)
  }
  return pending
}

/** Null when what came back is not a site's page. */
async function renderOwnPage(origin: string, request: NextRequest, secret: string): Promise<RenderedPage | null> {
  const page = await fetchOwnPage(origin, request, secret)
  const html = page.status === 200 && !page.headers['set-cookie'] && String(page.headers['content-type']).startsWith('text/html')
  const stored = html
    ? toStoredRender(page.body.toString('utf8'), nonceFrom(new Headers({ 'content-security-policy': String(page.headers['content-security-policy'] ?? '') })))
    : null
  return stored && { ...stored, headers: storedHeaders(page.headers) }
}

/** The same address, from this server itself, rendered as for anyone: no cookie, no compression. */
function fetchOwnPage(origin: string, request: NextRequest, secret: string): Promise<OwnPage> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const fetch = httpRequest(
      {
        host: hostname.replace(/^\[|\]$/g, ''),
        port,
        path: request.nextUrl.pathname,
        headers: { host: request.headers.get('host') ?? hostname, ...renderFetchHeaders(secret) },
        timeout: FETCH_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => resolve({ status: response.statusCode ?? 500, headers: response.headers, body: Buffer.concat(chunks) }))
        response.on('error', reject)
      },
    )
    fetch.on('timeout', () => fetch.destroy(new Error(`no answer within ${FETCH_TIMEOUT_MS} ms`)))
    fetch.on('error', reject)
    fetch.end()
  })
}

/** The render's headers a visitor needs, under a policy for a page with no inline script (caching: site-renders.mjs's cdnHeaders). */
function storedHeaders(rendered: IncomingHttpHeaders): Record<string, string> {
  const site = analytics()
  const headers: Record<string, string> = {
    ...STATIC_SECURITY_HEADERS,
    'content-type': String(rendered['content-type']),
    'content-security-policy': contentSecurityPolicy(null, {
      dev: process.env.NODE_ENV === 'development',
      connectHosts: reportingOrigins(),
      scriptHosts: site ? [new URL(site.scriptUrl).origin] : [],
    }),
  }
  if (rendered.vary) headers.vary = rendered.vary
  // The stylesheet's preload, without the render's nonce.
  if (rendered.link) headers.link = String(rendered.link).replace(/; nonce="[^"]*"/g, '')
  return headers
}

/** Next compresses what the proxy answers, so it gets the page as it is. */
function answer(entry: SiteRenderEntry, request: NextRequest, cache: 'HIT' | 'MISS' | 'SHARED' = 'HIT'): NextResponse {
  const { status, headers, body } = storedAnswer(entry, { method: request.method, ifNoneMatch: request.headers.get('if-none-match') })
  return new NextResponse(body && new Uint8Array(body), { status, headers: { ...headers, 'x-cache': cache } })
}
