// A callbackUrl next-auth cannot parse answers a 500 there (a query parameter or cookie: its config
// check; a form field: its redirect callback). Ours refuse the first with a 400 and send the other home.
import { describe, expect, it } from 'vitest'
import { unusableCallbackUrl } from '@/lib/auth/callback-url-check'
import { sameOriginRedirect } from '@/lib/auth/redirect-callback'

const baseUrl = 'http://localhost:3000'

describe('sameOriginRedirect', () => {
  it('keeps our own pages, given as a path or a full address', () => {
    expect(sameOriginRedirect({ url: '/dashboard/today?x=1', baseUrl })).toBe(`${baseUrl}/dashboard/today?x=1`)
    expect(sameOriginRedirect({ url: `${baseUrl}/login`, baseUrl })).toBe(`${baseUrl}/login`)
  })

  it('sends anything else to the base URL, and never throws on an address it cannot parse', () => {
    for (const url of [
      'http://[',
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      'http://localhost:3000.evil.example/',
    ]) {
      expect(sameOriginRedirect({ url, baseUrl }), url).toBe(baseUrl)
    }
  })
})

describe('unusableCallbackUrl', () => {
  const check = (query: string, cookies: Record<string, string> = {}) =>
    unusableCallbackUrl(
      new URL(`/api/auth/session${query}`, baseUrl),
      Object.entries(cookies).map(([name, value]) => ({ name, value })),
    )

  it('lets through what next-auth accepts: none, a path, an http(s) address', () => {
    expect(check('')).toBeNull()
    expect(check('?callbackUrl=%2Fdashboard', { 'next-auth.callback-url': 'http://localhost:3000/dashboard' })).toBeNull()
    expect(check('?callbackUrl=https%3A%2F%2Fevil.example', { 'other-cookie': 'http://[' })).toBeNull()
  })

  it('refuses one it cannot parse, in the query or either cookie, and names the cookies to clear', () => {
    expect(check('?callbackUrl=http%3A%2F%2F%5B')).toMatchObject({ error: { code: 'bad_request' }, clear: [] })
    expect(check('?callbackUrl=javascript%3Aalert(1)')?.error.status).toBe(400)
    expect(check('', { 'next-auth.callback-url': 'http://[', '__Secure-next-auth.callback-url': 'ftp://x' })?.clear).toEqual([
      'next-auth.callback-url',
      '__Secure-next-auth.callback-url',
    ])
  })
})
