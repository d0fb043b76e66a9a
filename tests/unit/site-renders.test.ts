// Public sites' stored pages in one process (lib/http/site-renders.mjs): kept while changes are heard,
// forgotten with their owner's change (a render begun before it is not stored), past its validUntil
// (a trial's end) rendered again, within a memory budget, and answered in the client's encoding, or 304 when the client
// has the page. Review cards' answers are kept the same way, by their query too.
import { randomBytes } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import {
  answerFromSiteRenders,
  chooseEncoding,
  createSiteRenders,
  CARD_MAX_AGE_MS,
  RENDER_FETCH_HEADER,
  renderFetchHeaders,
  siteRenderKey,
  storedAnswer,
  type SiteRenders,
} from '@/lib/http/site-renders.mjs'

const page = (owner: string, html = `<html>${owner}'s site</html>`) => ({ html, headers: { 'content-type': 'text/html; charset=utf-8' }, owner })
const card = (owner: string) => ({ png: randomBytes(2_000), etag: '"card-etag"', headers: { 'content-type': 'image/png' }, owner })
const CARD_URL = '/review/generate-card/review-1?id=story-1&source=glowfolio'

let renders: SiteRenders
beforeEach(() => {
  renders = createSiteRenders('http://127.0.0.1:3000', 'test-secret')
  renders.live = true
})

describe('stored pages', () => {
  it('keeps a page by host and path, whatever the query', () => {
    renders.put(siteRenderKey('Mia.example', '/'), page('mia'), renders.begin())
    expect(renders.get(siteRenderKey('mia.example', '/?utm_source=instagram'))?.owner).toBe('mia')
    expect(renders.get(siteRenderKey('other.example', '/'))).toBeNull()
  })

  it("forgets every page of an owner who changed something, and no one else's", () => {
    renders.put('app/mia', page('mia'), renders.begin())
    renders.put('mia.example/', page('mia'), renders.begin())
    renders.put('app/ava', page('ava'), renders.begin())
    renders.drop('mia')
    expect(renders.get('app/mia')).toBeNull()
    expect(renders.get('mia.example/')).toBeNull()
    expect(renders.get('app/ava')).not.toBeNull()
  })

  it('does not store a render begun before the owner changed something, nor before everything was cleared', () => {
    const begun = renders.begin()
    renders.drop('mia')
    expect(renders.put('app/mia', page('mia'), begun)).toBeNull()
    expect(renders.put('app/mia', page('mia'), renders.begin())).not.toBeNull()
    const before = renders.begin()
    renders.clear()
    expect(renders.get('app/mia')).toBeNull()
    expect(renders.put('app/ava', page('ava'), before)).toBeNull()
  })

  it('keeps a page until a change, however long; one bound to the clock (a trial ends) until that time only', () => {
    const now = Date.now()
    renders.put('app/mia', page('mia'), renders.begin())
    expect(renders.get('app/mia', now + 365 * 86_400_000)).not.toBeNull()
    renders.put('app/ava', { ...page('ava'), validUntil: now + 5_000 }, renders.begin())
    expect(renders.get('app/ava', now + 4_999)).not.toBeNull()
    expect(renders.get('app/ava', now + 5_000)).toBeNull()
  })

  it('compresses each page once, Brotli and gzip, and keeps a copy compressed elsewhere as it is', () => {
    const html = '<html>' + 'a lovely bridal look '.repeat(200) + '</html>'
    const entry = renders.put('app/mia', page('mia', html), renders.begin())!
    expect(brotliDecompressSync(entry.br!).toString()).toBe(html)
    expect(gunzipSync(entry.gzip!).toString()).toBe(html)
    const copy = renders.putCompressed(
      'app/copy',
      { owner: 'mia', headers: {}, etag: entry.etag, identity: entry.identity, gzip: entry.gzip!, br: entry.br! },
      renders.begin(),
    )!
    expect(copy.br).toBe(entry.br)
  })

  it('stores and serves nothing while changes are not heard', () => {
    renders.put('app/mia', page('mia'), renders.begin())
    renders.live = false
    expect(renders.get('app/mia')).toBeNull()
    expect(renders.put('app/ava', page('ava'), renders.begin())).toBeNull()
  })

  it('keeps at most its budget, forgetting the least recently served first', () => {
    const small = createSiteRenders('http://127.0.0.1:3000', 'test-secret', { maxBytes: 3_000 })
    small.live = true
    // Random text barely compresses: each page costs about three times its size (as it is, gzip, Brotli).
    const big = (owner: string) => page(owner, randomBytes(300).toString('base64'))
    small.put('app/first', big('first'), small.begin())
    small.put('app/second', big('second'), small.begin())
    expect(small.get('app/first')).not.toBeNull()
    small.put('app/third', big('third'), small.begin())
    expect(small.get('app/second')).toBeNull()
    expect(small.get('app/first')).not.toBeNull()
    expect(small.get('app/third')).not.toBeNull()
  })
})

describe('review cards', () => {
  it('are drawn again after CARD_MAX_AGE_MS (a feature can lapse by the clock)', () => {
    const now = Date.now()
    renders.putCard('app/card', card('mia'), renders.begin(), now)
    expect(renders.get('app/card', now + CARD_MAX_AGE_MS - 1)).not.toBeNull()
    expect(renders.get('app/card', now + CARD_MAX_AGE_MS)).toBeNull()
  })

  it('are kept by host, path and query (the template), and forgotten with their owner', () => {
    renders.putCard(siteRenderKey('App.example', CARD_URL), card('mia'), renders.begin())
    expect(renders.get(siteRenderKey('app.example', CARD_URL))?.owner).toBe('mia')
    expect(renders.get(siteRenderKey('app.example', CARD_URL.replace('story-1', 'story-2')))).toBeNull()
    expect(renders.get(siteRenderKey('mia.example', CARD_URL))).toBeNull()
    renders.drop('mia')
    expect(renders.get(siteRenderKey('app.example', CARD_URL))).toBeNull()
  })

  it('are not kept when read before their owner changed something, nor while changes are not heard', () => {
    const begun = renders.begin()
    renders.drop('mia')
    expect(renders.putCard('app/card', card('mia'), begun)).toBeNull()
    renders.live = false
    expect(renders.putCard('app/card', card('mia'), renders.begin())).toBeNull()
  })

  it('answer their PNG as it is whatever the client takes, under their own ETag, and 304 to a client that has it, weak or not', () => {
    const kept = card('mia')
    const entry = renders.putCard('app/card', kept, renders.begin())!
    const answer = storedAnswer(entry, { method: 'GET', acceptEncoding: 'gzip, br' })
    expect(answer.body).toBe(kept.png)
    expect(answer.headers).toMatchObject({ etag: '"card-etag"', 'content-type': 'image/png', 'content-length': '2000', 'x-cache': 'HIT' })
    expect(answer.headers['content-encoding']).toBeUndefined()
    expect(storedAnswer(entry, { method: 'GET', ifNoneMatch: '"card-etag"' }).status).toBe(304)
    expect(storedAnswer(entry, { method: 'GET', ifNoneMatch: 'W/"old", W/"card-etag"' }).status).toBe(304)
  })

  it('are answered by server.mjs for their exact address only', () => {
    renders.putCard(siteRenderKey('app.example', CARD_URL), card('mia'), renders.begin())
    const answered = (url: string, method = 'GET') => {
      const response = { writeHead: vi.fn(), end: vi.fn() }
      return answerFromSiteRenders({ method, url, headers: { host: 'app.example' } } as never, response as never)
    }
    expect(answered(CARD_URL)).toBe(true)
    expect(answered(CARD_URL, 'HEAD')).toBe(true)
    expect(answered(CARD_URL, 'POST')).toBe(false)
    expect(answered(CARD_URL.replace('&source=glowfolio', ''))).toBe(false)
  })
})

describe('answers', () => {
  it('in Brotli or gzip when the client takes them, as they are otherwise; HEAD without a body', () => {
    const entry = renders.put('app/mia', page('mia'), renders.begin())!
    const br = storedAnswer(entry, { method: 'GET', acceptEncoding: 'gzip, deflate, br' })
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', 'content-type': 'text/html; charset=utf-8', 'x-cache': 'HIT', etag: entry.etag })
    expect(brotliDecompressSync(br.body!).toString()).toBe("<html>mia's site</html>")
    const gzip = storedAnswer(entry, { method: 'GET', acceptEncoding: 'gzip' })
    expect(gunzipSync(gzip.body!).toString()).toBe("<html>mia's site</html>")
    const plain = storedAnswer(entry, { method: 'GET' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body!.toString()).toBe("<html>mia's site</html>")
    expect(storedAnswer(entry, { method: 'HEAD', acceptEncoding: 'br' }).body).toBeNull()
  })

  it('tell a CDN to keep a page a minute, an hour with a purge adapter, never past its validUntil, filed under its owner', () => {
    const now = Date.now()
    const entry = renders.put('app/mia', page('mia'), renders.begin())!
    expect(storedAnswer(entry, { method: 'GET' }, now).headers).toMatchObject({
      'cache-control': 'public, max-age=0, s-maxage=60, stale-while-revalidate=60',
      'surrogate-key': 'site-mia',
      'cache-tag': 'site-mia',
    })
    vi.stubEnv('SITE_CDN', 'cloudflare')
    expect(storedAnswer(entry, { method: 'GET' }, now).headers['cache-control']).toContain('s-maxage=3600,')
    const trial = renders.put('app/ava', { ...page('ava'), validUntil: now + 90_500 }, renders.begin())!
    expect(storedAnswer(trial, { method: 'GET' }, now).headers['cache-control']).toContain('s-maxage=90,')
    expect(storedAnswer(trial, { method: 'GET', ifNoneMatch: trial.etag }, now).headers['cache-control']).toContain('s-maxage=90,')
    vi.unstubAllEnvs()
  })

  it('304 with no body for a client that has this page', () => {
    const entry = renders.put('app/mia', page('mia'), renders.begin())!
    expect(storedAnswer(entry, { method: 'GET', ifNoneMatch: `W/"old", ${entry.etag}` })).toMatchObject({ status: 304, body: null })
    expect(storedAnswer(entry, { method: 'GET', ifNoneMatch: 'W/"old"' }).status).toBe(200)
  })

  it("server.mjs answers visitors from memory, and leaves to Next the server's own fetch of the page (whoever else claims to be it) and the router's RSC requests", () => {
    renders.put(siteRenderKey('mia.example', '/'), page('mia'), renders.begin())
    const answered = (headers: Record<string, string>) => {
      const response = { writeHead: vi.fn(), end: vi.fn() }
      const done = answerFromSiteRenders({ method: 'GET', url: '/', headers: { host: 'mia.example', ...headers } } as never, response as never)
      return done && response.writeHead.mock.calls[0][0]
    }
    expect(answered({})).toBe(200)
    expect(answered(renderFetchHeaders('test-secret'))).toBe(false)
    expect(answered({ [RENDER_FETCH_HEADER]: 'made-up' })).toBe(200)
    expect(answered({ rsc: '1' })).toBe(false)
  })

  it('honours an encoding refused with q=0', () => {
    expect(chooseEncoding('br;q=0, gzip')).toBe('gzip')
    expect(chooseEncoding('gzip;q=0')).toBe('identity')
    expect(chooseEncoding(undefined)).toBe('identity')
  })
})
