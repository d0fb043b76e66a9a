// Public sites' stored renders. A site page is the same for every visitor, so each worker keeps the
// page it rendered (HTML, and its gzip and Brotli forms) and answers later requests from memory: server.mjs
// before Next sees the request, at a fraction of a millisecond of CPU, instead of a 12–16 ms render.
// proxy.ts stores a page on its first request (lib/http/stored-site-page.ts), from the copy every server
// shares in Postgres when there is one (lib/site/shared-renders.ts); lib/site/site-changed.ts drops an
// owner's pages when anything on them changes, in every worker. A page has no expiry of its own: it lives
// until a change, or until the time-bound boundary it was rendered with (validUntil: a trial's end,
// lib/site/valid-until.ts). Plain JavaScript: server.mjs runs without a TypeScript loader. The one store
// of a process lives on globalThis, where server.mjs's copy of this module and Next's bundled copies both
// find it.
//
// Review cards' answers are kept here too (lib/http/kept-card.ts): a card is the same for everyone and
// shows only what siteChanged announces (the owner's name and logo, a review she may hide), and the
// feature her subscription grants, which can end by the clock: a card lives a minute at most.
import { createHash, createHmac } from 'node:crypto'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const STORE = Symbol.for('glowfolio.siteRenders')
/** Marks the server's fetch of its own page to store it: that one is rendered, never answered from the store. */
export const RENDER_FETCH_HEADER = 'x-glowfolio-stored-render'

/** A review card kept longer than this is drawn again: a feature that lapsed by the clock shows within it. */
export const CARD_MAX_AGE_MS = 60_000
/** Each worker keeps at most this much (a site page is about 60 KB with its compressed forms, a card 30–180 KB); the least recently served go first. */
const MAX_BYTES = 32 * 1024 * 1024

/**
 * Each render is compressed once per form and then served many times, but at q9 Brotli cost more CPU
 * than the render itself; quality 5 and gzip 6 are within a few per cent of the bytes at a fraction of
 * the time (docs/benchmarks.md, "Compressing a stored page": scripts/measure-compression.ts).
 */
const BROTLI_QUALITY = 5
const GZIP_LEVEL = 6

/**
 * How long a CDN in front may keep a stored page (s-maxage): an hour when one is told of changes
 * (SITE_CDN: lib/site/cdn.ts purges an owner's pages), a minute otherwise; never past the page's
 * validUntil. Past it, a CDN may serve it a little longer while it fetches it again.
 */
const CDN_MAX_AGE_S = { purged: 3_600, unpurged: 60 }
const CDN_STALE_WHILE_REVALIDATE_S = 60

/** The tag a CDN files an owner's pages under (Surrogate-Key, Cache-Tag), to purge them all at once. */
export const siteSurrogateKey = (owner) => `site-${owner}`

/** The CDN's headers for a stored page: the same for every visitor, kept until its owner changes something. */
function cdnHeaders(entry, now) {
  const longest = process.env.SITE_CDN ? CDN_MAX_AGE_S.purged : CDN_MAX_AGE_S.unpurged
  const maxAge = entry.validUntil === null ? longest : Math.max(0, Math.min(longest, Math.floor((entry.validUntil - now) / 1000)))
  const tag = siteSurrogateKey(entry.owner)
  return {
    'cache-control': `public, max-age=0, s-maxage=${maxAge}, stale-while-revalidate=${CDN_STALE_WHILE_REVALIDATE_S}`,
    'surrogate-key': tag,
    'cache-tag': tag,
  }
}

/** Where review cards are answered (app/(app)/review/generate-card): their query names the template. */
const CARD_PATH = '/review/generate-card/'

/** A page's bodies as stored and served: as it is, gzip, Brotli, and its entity tag. */
export function compressPage(html) {
  const identity = Buffer.from(html)
  return {
    etag: `W/"${createHash('sha256').update(identity).digest('base64url').slice(0, 22)}"`,
    identity,
    gzip: gzipSync(identity, { level: GZIP_LEVEL }),
    br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
  }
}

/** The key of a request: its host and path (a page is the same whatever the query; a card's query is part of it). */
export function siteRenderKey(host, url) {
  const path = url.startsWith(CARD_PATH) ? url : url.split('?')[0]
  return `${(host ?? '').toLowerCase()}${path}`
}

class SiteRenders {
  /** key → entry, the least recently served first */
  entries = new Map()
  bytes = 0
  /** Renders begun before an owner's last change, or before the last clear, are not stored. */
  generation = 0
  droppedAt = new Map()
  clearedAt = 0
  /** Pages are stored and served only while changes are heard (lib/site/site-changed.ts listens). */
  live = false

  constructor(origin, secret, maxBytes) {
    this.origin = origin
    this.renderToken = secret ? renderFetchToken(secret) : null
    this.maxBytes = maxBytes
  }

  /** Whether this request is the server's fetch of its own page (proxy.ts then renders it as usual). */
  isRenderFetch(headerValue) {
    return this.renderToken !== null && headerValue === this.renderToken
  }

  /** Marks the start of a render; `put` refuses it if the owner changed anything since. */
  begin() {
    return ++this.generation
  }

  /** Whether an answer begun at `begunAt` may be kept: nothing the owner changed, nothing cleared since. */
  #mayKeep(owner, begunAt) {
    return this.live && begunAt > this.clearedAt && begunAt > (this.droppedAt.get(owner) ?? 0)
  }

  /** A rendered page: compressed here, once. `validUntil`: when it goes stale by the clock (ms), or null. */
  put(key, { html, headers, owner, validUntil = null }, begunAt) {
    if (!this.#mayKeep(owner, begunAt)) return null
    return this.#keep(key, { owner, headers, ...compressPage(html), validUntil })
  }

  /** A page as another server stored it (lib/site/shared-renders.ts), compressed already. */
  putCompressed(key, { owner, headers, etag, identity, gzip, br, validUntil = null }, begunAt) {
    if (!this.#mayKeep(owner, begunAt)) return null
    return this.#keep(key, { owner, headers, etag, identity, gzip, br, validUntil })
  }

  /** A review card's answer: its PNG (already compressed: kept as it is) under the card's own ETag. */
  putCard(key, { png, etag, headers, owner }, begunAt, now = Date.now()) {
    if (!this.#mayKeep(owner, begunAt)) return null
    return this.#keep(key, { owner, headers, etag, identity: png, gzip: null, br: null, validUntil: now + CARD_MAX_AGE_MS })
  }

  #keep(key, entry) {
    entry.size = entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0)
    this.remove(key)
    this.entries.set(key, entry)
    this.bytes += entry.size
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.remove(oldest)
    }
    return entry
  }

  get(key, now = Date.now()) {
    if (!this.live) return null
    const entry = this.entries.get(key)
    if (!entry) return null
    if (entry.validUntil !== null && entry.validUntil <= now) {
      this.remove(key)
      return null
    }
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  /** Forgets every page of this owner, and any render of theirs still under way. */
  drop(owner) {
    this.droppedAt.set(owner, ++this.generation)
    // Bounded: past this many owners, every render under way is refused instead.
    if (this.droppedAt.size > 10_000) {
      this.droppedAt.clear()
      this.clearedAt = this.generation
    }
    for (const [key, entry] of this.entries) if (entry.owner === owner) this.remove(key)
  }

  clear() {
    this.clearedAt = ++this.generation
    this.entries.clear()
    this.bytes = 0
  }

  remove(key) {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= entry.size
  }
}

/**
 * Installs this process's store (server.mjs, at start). `origin`: where this server can fetch its own
 * pages; `secret`: AUTH_SECRET, which marks that fetch (without it nothing is stored).
 */
export function createSiteRenders(origin, secret, { maxBytes = MAX_BYTES } = {}) {
  globalThis[STORE] = new SiteRenders(origin, secret, maxBytes)
  return globalThis[STORE]
}

/** This process's store, or undefined where there is none (next dev, tests, scripts). */
export function siteRenders() {
  return globalThis[STORE]
}

/** The mark of that fetch, from AUTH_SECRET: the same in every worker and server, as the fetch may land on any. */
function renderFetchToken(secret) {
  return createHmac('sha256', secret).update('stored-render').digest('base64url')
}

/** The headers of the server's fetch of its own page: rendered as for anyone (npm run bench:load times it so). */
export function renderFetchHeaders(secret) {
  return { [RENDER_FETCH_HEADER]: renderFetchToken(secret), 'accept-encoding': 'identity', 'user-agent': 'Glowfolio stored render' }
}

/** The best encoding the client takes among ours (a `q=0` refuses one). */
export function chooseEncoding(acceptEncoding) {
  const taken = new Set()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';')
    const refused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter))
    if (name && !refused) taken.add(name.trim())
  }
  if (taken.has('br')) return 'br'
  if (taken.has('gzip')) return 'gzip'
  return 'identity'
}

/** An entity tag without its weak mark: If-None-Match compares them so (RFC 9110, weak comparison). */
const opaqueTag = (tag) => tag.trim().replace(/^W\//, '')

/** The stored page as an answer: status, headers and body in the client's encoding (304 when it has this one). */
export function storedAnswer(entry, { method, acceptEncoding, ifNoneMatch }, now = Date.now()) {
  // A page (it has compressed forms) goes through a CDN; a card keeps the headers its route gave it.
  const shared = entry.gzip ? { ...entry.headers, ...cdnHeaders(entry, now), etag: entry.etag } : { ...entry.headers, etag: entry.etag }
  if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => opaqueTag(tag) === opaqueTag(entry.etag))) {
    return { status: 304, headers: { ...shared, 'x-cache': 'HIT' }, body: null }
  }
  const encoding = entry.gzip ? chooseEncoding(acceptEncoding) : 'identity'
  const body = entry[encoding]
  const headers = { ...shared, 'x-cache': 'HIT', 'content-length': String(body.length) }
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  return { status: 200, headers, body: method === 'HEAD' ? null : body }
}

/**
 * server.mjs: answers a GET or HEAD for a stored site page or review card and returns true; false leaves
 * the request to Next (nothing stored, Next's router asking for an RSC payload, or the server's own fetch
 * to store a page).
 */
export function answerFromSiteRenders(request, response) {
  const renders = siteRenders()
  if (!renders?.live || (request.method !== 'GET' && request.method !== 'HEAD') || request.headers.rsc !== undefined) return false
  if (renders.isRenderFetch(request.headers[RENDER_FETCH_HEADER])) return false
  const entry = renders.get(siteRenderKey(request.headers.host, request.url ?? '/'))
  if (!entry) return false
  const answer = storedAnswer(entry, {
    method: request.method,
    acceptEncoding: request.headers['accept-encoding'],
    ifNoneMatch: request.headers['if-none-match'],
  })
  response.writeHead(answer.status, answer.headers)
  response.end(answer.body ?? undefined)
  return true
}
