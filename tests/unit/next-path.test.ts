// Where a login returns to (?next=): only the app's own pages, however the path is dressed up.
import { NextRequest } from 'next/server'
import { describe, expect, it } from 'vitest'
import { safeNextPath } from '@/lib/auth/next-path'
import { encodeSessionToken, SESSION_COOKIE } from '@/lib/auth/token'
import { proxy } from '@/proxy'

// Each of these, decoded, is one a browser reads as another site: tabs and newlines are dropped and a
// backslash is a slash, so "/\t/evil.example" is "//evil.example".
const ATTACKS = [
  '/\t/evil.example',
  '/\n/evil.example',
  '/\r/evil.example',
  '/\t\\evil.example',
  '/\\evil.example',
  '//evil.example',
  '/\t\t//evil.example/path',
  '/\u0000/evil.example',
  '/\u007f/evil.example',
  'https://evil.example/',
  'http://localhost:3000.evil.example/',
  'javascript:alert(1)',
  '',
]

describe('safeNextPath', () => {
  it('keeps a path of our own, with its query and fragment', () => {
    expect(safeNextPath('/dashboard/reviews?filter=hidden')).toBe('/dashboard/reviews?filter=hidden')
    expect(safeNextPath('/dashboard/gigs#today')).toBe('/dashboard/gigs#today')
    expect(safeNextPath(['/dashboard/photos', '//evil.example'])).toBe('/dashboard/photos')
  })

  it('answers the fallback for anything that could leave the app', () => {
    for (const attack of ATTACKS) expect(safeNextPath(attack), JSON.stringify(attack)).toBe('/dashboard')
    expect(safeNextPath(undefined, '/dashboard/today')).toBe('/dashboard/today')
  })

  it('answers only paths that resolve to the app itself', () => {
    for (const value of ['/a/../../b', '/%2F%2Fevil.example', '/.//evil.example', '/%09/evil.example']) {
      const resolved = new URL(safeNextPath(value), 'http://localhost:3000')
      expect(resolved.origin, value).toBe('http://localhost:3000')
    }
  })
})

describe('proxy.ts sends a logged-in visitor of /login and /landing only to our own pages', () => {
  it('refuses ?next= that a browser would read as another site', async () => {
    const token = await encodeSessionToken({ sub: 'user-1', email: 'owner@example.com', sv: 0, sid: 'session-1' }, 60)
    for (const page of ['/login', '/landing']) {
      for (const next of ['/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '/%09%5Cevil.example', '/%5C%5Cevil.example']) {
        const request = new NextRequest(`http://localhost:3000${page}?next=${next}`, {
          headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${token}` },
        })
        const response = await proxy(request)
        expect(response.status, `${page}?next=${next}`).toBe(307)
        const location = new URL(response.headers.get('location')!)
        expect(location.origin, `${page}?next=${next}`).toBe('http://localhost:3000')
        expect(location.pathname, `${page}?next=${next}`).toBe('/dashboard')
      }
    }
  })

  it('still returns to a page of our own', async () => {
    const token = await encodeSessionToken({ sub: 'user-1', email: 'owner@example.com', sv: 0, sid: 'session-1' }, 60)
    const request = new NextRequest('http://localhost:3000/login?next=%2Fdashboard%2Freviews%3Ffilter%3Dhidden', {
      headers: { host: 'localhost:3000', cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect((await proxy(request)).headers.get('location')).toBe('http://localhost:3000/dashboard/reviews?filter=hidden')
  })
})
