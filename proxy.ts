// Before any page renders: the security headers (a fresh CSP nonce per request), sites by host, and
// the spec's redirects: / → /dashboard; the dashboard needs a valid, unexpired session (the requested
// path is remembered); /login and /landing with one go to the dashboard. The dashboard layout then
// checks the session against the database.
//
// Sites by host (ROOT_DOMAIN set): {slug}.{ROOT_DOMAIN}/ shows /{slug}, and any other name's / shows
// the site of the owner who mapped that domain. That lookup needs the database, so it happens in the
// page (one query, which the page makes anyway), never here: this runs on every page. Every other path
// on those hosts goes to the app's own host, so the dashboard, auth pages and session cookies stay there.
//
// A public site's page is the same for every visitor: it comes from its stored render
// (lib/http/stored-site-page.ts), which this stores on the first visit; only then does it render here.
import { NextResponse, type NextRequest } from 'next/server'
import { safeNextPath } from '@/lib/auth/next-path'
import { readSessionToken, SECURE_SESSION_COOKIE, SESSION_COOKIE } from '@/lib/auth/token'
import { env } from '@/lib/env'
import { PATHNAME_HEADER } from '@/lib/http/pathname-header'
import { contentSecurityPolicy } from '@/lib/http/security-headers'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { isSitePage, storedSitePage } from '@/lib/http/stored-site-page'
import { siteForHost, type SiteHost } from '@/lib/users/custom-domain'

const appHost = new URL(env.APP_URL).hostname
import { reportingOrigins } from '@/lib/observability/config'

export async function proxy(request: NextRequest) {
  const site = siteForHost(request.headers.get('host') ?? '', { rootDomain: env.ROOT_DOMAIN, appHost })
  if (isSitePage(site, request.nextUrl.pathname)) {
    const stored = await storedSitePage(request)
    if (stored) return stored
  }
  // Next reads the nonce from the request's CSP header and puts it on every script it renders.
  const nonce = Buffer.from(crypto.randomUUID()).toString('base64')
  // Error reports and analytics events, when configured, go to their own origins.
  const csp = contentSecurityPolicy(nonce, { dev: process.env.NODE_ENV === 'development', connectHosts: reportingOrigins() })
  const headers = new Headers(request.headers)
  headers.set('content-security-policy', csp)
  const response = await route(request, site, headers)
  response.headers.set('content-security-policy', csp)
  return response
}

async function route(request: NextRequest, site: SiteHost, headers: Headers): Promise<NextResponse> {
  headers.delete(SITE_HOST_HEADER)
  if (site.kind !== 'app') return siteRoute(request, site, headers)

  const { pathname, search } = request.nextUrl
  if (pathname === '/') return NextResponse.redirect(new URL('/dashboard', request.url))

  const token = request.cookies.get(SECURE_SESSION_COOKIE)?.value ?? request.cookies.get(SESSION_COOKIE)?.value
  const session = await readSessionToken(token)

  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) {
    if (!session) {
      const landing = new URL('/landing', request.url)
      landing.searchParams.set('next', `${pathname}${search}`)
      return NextResponse.redirect(landing)
    }
    // Layouts cannot see the path; the dashboard shell needs it for the wizard redirects.
    headers.set(PATHNAME_HEADER, pathname)
  }

  if ((pathname === '/login' || pathname === '/landing') && session) {
    return NextResponse.redirect(new URL(safeNextPath(request.nextUrl.searchParams.get('next')), request.url))
  }
  return NextResponse.next({ request: { headers } })
}

/** An owner's own host: its home page is their site; anything else lives on the app's host. */
function siteRoute(request: NextRequest, site: Exclude<SiteHost, { kind: 'app' }>, headers: Headers): NextResponse {
  const { pathname, search } = request.nextUrl
  if (pathname !== '/') return NextResponse.redirect(new URL(`${pathname}${search}`, env.APP_URL))
  headers.set(SITE_HOST_HEADER, site.kind === 'slug' ? site.slug : site.domain)
  const target = site.kind === 'slug' ? `/${site.slug}` : `/custom-domain/${site.domain}`
  return NextResponse.rewrite(new URL(target, request.url), { request: { headers } })
}

export const config = {
  // Every page; not the API (JSON), Next's static files, or files in public/ (a dot in the name). An
  // owner's domain has dots too: /custom-domain/{domain} is a page, and gets its headers like any other.
  matcher: [
    { source: '/((?!v1/|api/|_next/static|_next/image|uploads/)(?!(?!custom-domain/).*\\..*).*)', missing: [{ type: 'header', key: 'next-router-prefetch' }] },
  ],
}
