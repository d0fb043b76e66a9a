// Review cards kept in this server's memory and answered by server.mjs before Next sees the request:
// lib/http/site-renders.mjs keeps them beside public sites' pages, a minute at most, and forgets them
// with their owner's pages whenever siteChanged says she changed something.
import type { NextRequest } from 'next/server'
import { STATIC_SECURITY_HEADERS } from './security-headers'
import { siteRenderKey, siteRenders } from './site-renders.mjs'

export type KeptCard = { owner: string; etag: string; png: Buffer; headers: Record<string, string> }

/**
 * Call before reading anything the card shows; answers how to keep the card once it is answered. The
 * store refuses a card read before its owner's last change, and keeps nothing while it hears no changes.
 */
export function keepCardAnswer(request: NextRequest): (card: KeptCard) => void {
  const renders = siteRenders()
  if (!renders) return () => undefined
  const begunAt = renders.begin()
  const key = siteRenderKey(request.headers.get('host'), `${request.nextUrl.pathname}${request.nextUrl.search}`)
  // Next adds the security headers of next.config.ts to what the route answers; server.mjs does not.
  return ({ headers, ...card }) => void renders.putCard(key, { ...card, headers: { ...STATIC_SECURITY_HEADERS, ...headers } }, begunAt)
}
