// A rendered site page as it is stored and served to every visitor (lib/http/site-renders.mjs). The page
// is content: its HTML is complete, and its only behaviour is the site's custom elements
// (components/site/parts/site-elements.ts). So what is stored keeps none of the framework's scripts (React,
// Next's router and the page's RSC payload: about 130 KB of JavaScript and half the HTML), and none of the
// render's nonces: it is the same bytes for everyone, under a policy that allows only this origin's
// scripts (and the analytics one, when configured). Only a page that marks itself a site's is stored.

const OWNER_MARKER = /<template data-site-owner="([^"]+)" data-site-version="(\d+)"(?: data-valid-until="([^"]+)")?><\/template>/
const SCRIPT = /<script\b([^>]*)>[\s\S]*?<\/script>/g
const LINK = /<link\b[^>]*>/g

/** PublicSite renders this marker: whose page it is, under which version of hers, until when; read and removed here. */
export const ownerMarker = (site: { userId: string; version: number; validUntil: string | null }) => ({
  'data-site-owner': site.userId,
  'data-site-version': site.version,
  'data-valid-until': site.validUntil ?? undefined,
})

export type StoredRender = { html: string; owner: string; version: number; validUntil: number | null }

/** Data blocks (the JSON-LD) and scripts of other files than the framework's stay. */
function keepsScript(attributes: string): boolean {
  if (/\btype="application\/ld\+json"/.test(attributes)) return true
  const src = attributes.match(/\bsrc="([^"]*)"/)?.[1]
  return src !== undefined && !src.startsWith('/_next/')
}

const preloadsScript = (link: string) => /\brel="modulepreload"/.test(link) || (/\brel="preload"/.test(link) && /\bas="script"/.test(link))

/**
 * The page to store, and its owner; null for a page that is not a site's, or whose title and share tags
 * came after the <head> (streamed, for the framework's script to move: without it crawlers and link
 * previews would miss them). `nonce`: the render's, to take out.
 */
export function toStoredRender(html: string, nonce: string | undefined): StoredRender | null {
  const [, owner, version, validUntil] = html.match(OWNER_MARKER) ?? []
  if (!owner || !/<title>/.test(html.slice(0, html.indexOf('</head>')))) return null
  let stored = html
    .replace(OWNER_MARKER, '')
    .replace(SCRIPT, (tag, attributes: string) => (keepsScript(attributes) ? tag : ''))
    .replace(LINK, (link) => (preloadsScript(link) ? '' : link))
  if (nonce) stored = stored.replaceAll(` nonce="${nonce}"`, '')
  return { html: stored, owner, version: Number(version), validUntil: validUntil ? Date.parse(validUntil) : null }
}
