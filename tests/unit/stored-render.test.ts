// What a public site's stored page keeps of the render: the page itself, its structured data and the
// site's own script; not the framework's scripts, their preloads or the render's nonce.
import { describe, expect, it } from 'vitest'
import { toStoredRender } from '@/lib/site/stored-render'

const NONCE = 'bm9uY2U='
const rendered = [
  '<!DOCTYPE html><html lang="en-AU"><head><meta charSet="utf-8"/>',
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" nonce="${NONCE}" data-precedence="next"/>`,
  `<link rel="preload" as="script" fetchPriority="low" nonce="${NONCE}" href="/_next/static/chunks/main.js"/>`,
  '<link rel="preload" as="image" imageSrcSet="/demo/cover-w425.jpg 425w" fetchPriority="high"/>',
  `<script src="/_next/static/chunks/react.js" async="" nonce="${NONCE}"></script>`,
  `<script async="" src="/site-elements.js?v=abc" nonce="${NONCE}"></script>`,
  `<script defer data-domain="mia.example" src="https://stats.example/script.js" nonce="${NONCE}"></script>`,
  `<script src="/_next/static/chunks/polyfills.js" noModule="" nonce="${NONCE}"></script>`,
  '<title>Glow by Mia</title></head><body>',
  '<script type="application/ld+json">{"@type":"BeautySalon","name":"Glow by Mia \\u003c3"}</script>',
  '<template data-site-owner="owner-1" data-site-version="7" data-valid-until="2026-12-01T13:00:00.000Z"></template>',
  '<div data-theme="basic"><h1>Glow by Mia</h1><p>I wrote &lt;script&gt; in my bio</p></div>',
  `<script nonce="${NONCE}" id="_R_">(globalThis.TURBOPACK = globalThis.TURBOPACK || []).push({})</script>`,
  `<script nonce="${NONCE}">(self.__next_f=self.__next_f||[]).push([0])</script>`,
  `<script nonce="${NONCE}">self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\u003c/script"])</script>`,
  '</body></html>',
].join('')

describe('toStoredRender', () => {
  it('reads a page with nothing bound to the clock as valid until changed', () => {
    const plain = rendered.replace(' data-valid-until="2026-12-01T13:00:00.000Z"', '')
    expect(toStoredRender(plain, NONCE)).toMatchObject({ owner: 'owner-1', version: 7, validUntil: null })
  })

  const stored = toStoredRender(rendered, NONCE)!

  it('keeps the page, its stylesheet and photo preloads, its structured data, the site script and a third-party script', () => {
    expect(stored).toMatchObject({ owner: 'owner-1', version: 7, validUntil: Date.parse('2026-12-01T13:00:00.000Z') })
    expect(stored.html).toContain('<h1>Glow by Mia</h1><p>I wrote &lt;script&gt; in my bio</p>')
    expect(stored.html).toContain('<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>')
    expect(stored.html).toContain('rel="preload" as="image"')
    expect(stored.html).toContain('<script type="application/ld+json">{"@type":"BeautySalon","name":"Glow by Mia \\u003c3"}</script>')
    expect(stored.html).toContain('<script async="" src="/site-elements.js?v=abc"></script>')
    expect(stored.html).toContain('src="https://stats.example/script.js"')
  })

  it("drops the framework's scripts and their preloads, the owner marker and every nonce", () => {
    expect(stored.html).not.toMatch(/_next\/static\/chunks\/[a-z]+\.js/)
    expect(stored.html).not.toContain('__next_f')
    expect(stored.html).not.toContain('TURBOPACK')
    expect(stored.html).not.toContain('data-site-owner')
    expect(stored.html).not.toContain('nonce')
    expect([...stored.html.matchAll(/<script\b/g)]).toHaveLength(3)
  })

  it('stores only a page that marks itself a site owner’s, with its title in the <head>', () => {
    expect(toStoredRender(rendered.replace(/<template data-site-owner[^>]*><\/template>/, ''), NONCE)).toBeNull()
    const streamedTitle = rendered.replace('<title>Glow by Mia</title></head><body>', '</head><body><div hidden=""><title>Glow by Mia</title></div>')
    expect(toStoredRender(streamedTitle, NONCE)).toBeNull()
  })
})
