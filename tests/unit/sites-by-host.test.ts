// Sites by host: which Host is whose site, and what proxy.ts does with it.
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { NextRequest } from 'next/server'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { SITE_HOST_HEADER } from '@/lib/http/site-host-header'
import { isDomainName, isOwnDomain, normaliseDomain, siteDomainCandidates, siteForHost } from '@/lib/users/custom-domain'
import { RESERVED_SLUGS } from '@/lib/users/slug'

const hosts = { rootDomain: 'glowfolio.test', appHost: 'app.glowfolio.test' }

describe('siteForHost', () => {
  it('is the app everywhere while ROOT_DOMAIN is unset', () => {
    expect(siteForHost('mia.glowfolio.test', { appHost: 'localhost' })).toEqual({ kind: 'app' })
    expect(siteForHost('mia-makeup.com.au', { appHost: 'localhost' })).toEqual({ kind: 'app' })
  })

  it('reads {slug}.{ROOT_DOMAIN} as that owner, any other public name as a custom domain', () => {
    expect(siteForHost('glow-by-mia.glowfolio.test', hosts)).toEqual({ kind: 'slug', slug: 'glow-by-mia' })
    expect(siteForHost('Glow-By-Mia.GLOWFOLIO.test:443', hosts)).toEqual({ kind: 'slug', slug: 'glow-by-mia' })
    expect(siteForHost('www.mia-makeup.com.au', hosts)).toEqual({ kind: 'domain', domain: 'www.mia-makeup.com.au' })
  })

  it('keeps the app host, the root domain, www, reserved names, localhost and IP addresses on the app', () => {
    for (const host of [
      'app.glowfolio.test',
      'glowfolio.test',
      'www.glowfolio.test',
      'dashboard.glowfolio.test',
      'v1.glowfolio.test',
      'a.b.glowfolio.test',
      'localhost:3000',
      '127.0.0.1:3000',
      '[::1]:3000',
      '10.0.0.7',
      '',
    ]) {
      expect(siteForHost(host, hosts), host).toEqual({ kind: 'app' })
    }
  })
})

describe('reserved slugs', () => {
  it('hold every top-level path of the app, so no site hides a page and proxy.ts tells sites apart', () => {
    // Route groups, "(app)", add no path segment: their folders are top-level paths too.
    const topLevel = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && !/^[[@_]/.test(entry.name))
        .flatMap((entry) => (entry.name.startsWith('(') ? topLevel(path.join(dir, entry.name)) : [entry.name]))
    const app = topLevel(path.resolve(import.meta.dirname, '../../app'))
    expect(app.length).toBeGreaterThan(5)
    expect(app.filter((name) => !RESERVED_SLUGS.has(name))).toEqual([])
  })
})

describe('custom domain names', () => {
  it('reduces what people paste to a bare host name and checks it', () => {
    expect(normaliseDomain(' https://www.Mia-Makeup.com.au/about?x=1 ')).toBe('www.mia-makeup.com.au')
    expect(normaliseDomain('mia.com.au.')).toBe('mia.com.au')
    for (const good of ['mia.com.au', 'www.mia-makeup.com.au', 'xn--mia-6oa.com']) expect(isDomainName(good), good).toBe(true)
    for (const bad of ['mia', 'localhost', '127.0.0.1', 'mia..com', '-mia.com', 'mia_makeup.com', 'mia.c0m', 'a'.repeat(64) + '.com'])
      expect(isDomainName(bad), bad).toBe(false)
  })

  it('looks a www. host up with and without www., and knows our own names', () => {
    expect(siteDomainCandidates('www.mia.com.au:443')).toEqual(['www.mia.com.au', 'mia.com.au'])
    expect(siteDomainCandidates('mia.com.au')).toEqual(['mia.com.au'])
    expect(siteDomainCandidates('not a host')).toEqual([])
    expect(isOwnDomain('mia.glowfolio.test', hosts)).toBe(true)
    expect(isOwnDomain('glowfolio.test', hosts)).toBe(true)
    expect(isOwnDomain('mia.com.au', hosts)).toBe(false)
    for (const ours of ['glowfolio.app', 'www.glowfolio.app', 'mia.glowfolio.app', 'app.glowfolio.test', 'www.app.glowfolio.test'])
      expect(isOwnDomain(ours, { appHost: 'app.glowfolio.test' }), ours).toBe(true)
    expect(isOwnDomain('www.example.com', { appHost: 'www.example.com' })).toBe(true)
    expect(isOwnDomain('example.com', { appHost: 'www.example.com' })).toBe(true)
    expect(isOwnDomain('notglowfolio.app', hosts)).toBe(false)
  })
})

describe('proxy.ts with ROOT_DOMAIN set', () => {
  let proxy: (request: NextRequest) => Promise<Response>
  beforeAll(async () => {
    vi.stubEnv('ROOT_DOMAIN', 'glowfolio.test')
    vi.stubEnv('APP_URL', 'https://app.glowfolio.test')
    vi.resetModules()
    proxy = (await import('@/proxy')).proxy
  })
  const get = (url: string, headers: Record<string, string> = {}) => proxy(new NextRequest(url, { headers: { host: new URL(url).host, ...headers } }))
  const forwarded = (response: Response, name: string) => response.headers.get(`x-middleware-request-${name}`)

  it("serves {slug}.{ROOT_DOMAIN}/ as /{slug}, marked as the owner's own host", async () => {
    const response = await get('https://glow-by-mia.glowfolio.test/')
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/glow-by-mia')
    expect(forwarded(response, SITE_HOST_HEADER)).toBe('glow-by-mia')
    expect(forwarded(response, 'content-security-policy')).toContain("'nonce-")
  })

  it('serves a custom domain through the page that looks it up, not through the database here', async () => {
    const response = await get('https://www.mia-makeup.com.au/')
    expect(new URL(response.headers.get('x-middleware-rewrite')!).pathname).toBe('/custom-domain/www.mia-makeup.com.au')
    expect(forwarded(response, SITE_HOST_HEADER)).toBe('www.mia-makeup.com.au')
  })

  it("sends every other path on an owner's host to the app's host", async () => {
    for (const [from, to] of [
      ['https://glow-by-mia.glowfolio.test/dashboard', 'https://app.glowfolio.test/dashboard'],
      ['https://mia-makeup.com.au/login?next=/dashboard', 'https://app.glowfolio.test/login?next=/dashboard'],
      ['https://mia-makeup.com.au/book/glow-by-mia', 'https://app.glowfolio.test/book/glow-by-mia'],
    ]) {
      const response = await get(from)
      expect(response.status, from).toBe(307)
      expect(response.headers.get('location')).toBe(to)
    }
  })

  it('leaves the app host as it was, dropping a site-host header a client made up', async () => {
    const home = await get('https://app.glowfolio.test/')
    expect(home.headers.get('location')).toBe('https://app.glowfolio.test/dashboard')
    const page = await get('https://app.glowfolio.test/glow-by-mia', { [SITE_HOST_HEADER]: 'mia-makeup.com.au' })
    expect(page.headers.get('x-middleware-rewrite')).toBeNull()
    expect(forwarded(page, SITE_HOST_HEADER)).toBeNull()
    const reserved = await get('https://dashboard.glowfolio.test/dashboard')
    expect(reserved.headers.get('location')).toContain('/landing?next=%2Fdashboard')
  })
})
