export const CARD_MAX_AGE_MS: number

/** `validUntil`: when the page goes stale by the clock (ms since the epoch); null: only a change makes it stale. */
export type StoredPage = { html: string; headers: Record<string, string>; owner: string; validUntil?: number | null }
export type CompressedPage = { etag: string; identity: Buffer; gzip: Buffer; br: Buffer }
export type StoredCard = { png: Buffer; etag: string; headers: Record<string, string>; owner: string }
export type SiteRenderEntry = {
  owner: string
  headers: Record<string, string>
  etag: string
  identity: Buffer
  /** Null for a card: a PNG does not compress. */
  gzip: Buffer | null
  br: Buffer | null
  /** Stale from then on (ms since the epoch); null: until a change. */
  validUntil: number | null
  size: number
}
export type StoredAnswer = { status: 200 | 304; headers: Record<string, string>; body: Buffer | null }

export const RENDER_FETCH_HEADER: string

export interface SiteRenders {
  readonly origin: string
  readonly renderToken: string | null
  live: boolean
  isRenderFetch(headerValue: string | string[] | null | undefined): boolean
  begin(): number
  put(key: string, page: StoredPage, begunAt: number): SiteRenderEntry | null
  putCompressed(
    key: string,
    page: CompressedPage & { owner: string; headers: Record<string, string>; validUntil?: number | null },
    begunAt: number,
  ): SiteRenderEntry | null
  putCard(key: string, card: StoredCard, begunAt: number, now?: number): SiteRenderEntry | null
  get(key: string, now?: number): SiteRenderEntry | null
  drop(owner: string): void
  clear(): void
}

export function compressPage(html: string): CompressedPage
export function siteRenderKey(host: string | null | undefined, url: string): string
export function createSiteRenders(origin: string, secret: string | undefined, options?: { maxBytes?: number }): SiteRenders
export function renderFetchHeaders(secret: string): Record<string, string>
export function siteRenders(): SiteRenders | undefined
export function chooseEncoding(acceptEncoding: string | null | undefined): 'br' | 'gzip' | 'identity'
export function storedAnswer(
  entry: SiteRenderEntry,
  request: { method: string; acceptEncoding?: string | null; ifNoneMatch?: string | null },
  now?: number,
): StoredAnswer
export function siteSurrogateKey(owner: string): string
export function answerFromSiteRenders(request: import('node:http').IncomingMessage, response: import('node:http').ServerResponse): boolean
