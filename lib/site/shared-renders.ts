// The second level of public sites' stored renders: one copy of each page in Postgres (SiteRender),
// shared by every worker of every server. A worker that has no page in memory (lib/http/site-renders.mjs:
// first visit since it started, or since the owner changed something) takes the shared copy before it
// renders, so a page is rendered once per change for all of them, not once per worker. A copy is current
// while its owner's siteVersion is the one it was rendered under (siteChanged moves it on) and until its
// validUntil. Workers missing one page at the same moment render it once: the first takes a lease
// (SiteRenderLease), the others wait for its copy, and take the lease over when it is released without
// one or its holder died (the lease lapses).
import { randomUUID } from 'node:crypto'
import { prisma } from '@/lib/db'
import { compressPage, type SiteRenderEntry, type SiteRenders } from '@/lib/http/site-renders.mjs'
import { log } from '@/lib/log'
import type { StoredRender } from './stored-render'

/** A render longer than this is taken over by a worker waiting for it. */
export const LEASE_MS = 5_000
const POLL_MS = 40

export type RenderedPage = StoredRender & { headers: Record<string, string> }
/** The page kept, and where it came from: rendered here, or the shared copy. */
export type Filled = { entry: SiteRenderEntry; source: 'render' | 'shared' } | null
type Shared = Parameters<SiteRenders['putCompressed']>[1]

const bytes = (value: Uint8Array) => Buffer.from(value.buffer, value.byteOffset, value.byteLength)

/** The shared copy of the page at `key`, if it is current. */
export async function readSharedRender(key: string): Promise<Shared | null> {
  const row = await prisma.siteRender.findUnique({ where: { key }, include: { user: { select: { siteVersion: true } } } })
  if (!row || row.version !== row.user.siteVersion || (row.validUntil && row.validUntil.getTime() <= Date.now())) return null
  return {
    owner: row.userId,
    headers: row.headers as Record<string, string>,
    etag: row.etag,
    identity: bytes(row.html),
    gzip: bytes(row.gzip),
    br: bytes(row.br),
    validUntil: row.validUntil?.getTime() ?? null,
  }
}

/** Shares a render; an older version of the same owner's page never replaces a newer one. */
export async function shareRender(key: string, page: Shared & { version: number }): Promise<void> {
  const validUntil = page.validUntil === null || page.validUntil === undefined ? null : new Date(page.validUntil)
  await prisma.$executeRaw`
    INSERT INTO "SiteRender" (key, "userId", version, etag, headers, html, gzip, br, "validUntil")
    VALUES (${key}, ${page.owner}, ${page.version}, ${page.etag}, ${JSON.stringify(page.headers)}::jsonb, ${page.identity}, ${page.gzip}, ${page.br}, ${validUntil})
    ON CONFLICT (key) DO UPDATE SET "userId" = EXCLUDED."userId", version = EXCLUDED.version, etag = EXCLUDED.etag,
      headers = EXCLUDED.headers, html = EXCLUDED.html, gzip = EXCLUDED.gzip, br = EXCLUDED.br,
      "validUntil" = EXCLUDED."validUntil", "renderedAt" = now()
    WHERE "SiteRender"."userId" <> EXCLUDED."userId" OR "SiteRender".version <= EXCLUDED.version`
}

async function takeLease(key: string, holder: string): Promise<boolean> {
  const taken = await prisma.$executeRaw`
    INSERT INTO "SiteRenderLease" (key, holder, "expiresAt") VALUES (${key}, ${holder}, now() + ${LEASE_MS} * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET holder = EXCLUDED.holder, "expiresAt" = EXCLUDED."expiresAt"
    WHERE "SiteRenderLease"."expiresAt" <= now()`
  return taken === 1
}

const releaseLease = (key: string, holder: string) => prisma.siteRenderLease.deleteMany({ where: { key, holder } })

/**
 * The page at `key`, kept in this worker's store: from the shared copy, or rendered (`render`; null for a
 * page that is not a site's) by this worker when it holds the lease, then shared. Null when there is
 * nothing to keep (not a site's page, or the owner changed something meanwhile): Next renders it as
 * usual. Without the database it still renders: sharing saves work, it is never needed to answer.
 */
export async function fillFromShared(
  renders: SiteRenders,
  key: string,
  render: () => Promise<RenderedPage | null>,
  { deadline = Date.now() + 3 * LEASE_MS } = {},
): Promise<Filled> {
  const begunAt = renders.begin()
  const holder = randomUUID()
  let leased = false
  try {
    try {
      for (;;) {
        // Read again once the lease is taken: the holder before may have shared its copy meanwhile.
        const shared = await readSharedRender(key)
        if (shared) return kept(renders.putCompressed(key, shared, begunAt), 'shared')
        // Past the deadline the holder is taking too long: render here too (sharing keeps the newer copy).
        if (leased || Date.now() >= deadline) break
        leased = await takeLease(key, holder)
        if (!leased) await new Promise((resolve) => setTimeout(resolve, POLL_MS))
      }
    } catch (error) {
      log.warn('shared site renders unavailable; rendering here', { key, error })
    }
    return await renderHere(renders, key, render, begunAt)
  } finally {
    if (leased) await releaseLease(key, holder).catch(() => undefined)
  }
}

async function renderHere(renders: SiteRenders, key: string, render: () => Promise<RenderedPage | null>, begunAt: number): Promise<Filled> {
  const page = await render()
  if (!page) return null
  const compressed = { owner: page.owner, headers: page.headers, validUntil: page.validUntil, ...compressPage(page.html) }
  await shareRender(key, { ...compressed, version: page.version }).catch((error) => log.warn('site render not shared', { key, error }))
  return kept(renders.putCompressed(key, compressed, begunAt), 'render')
}

const kept = (entry: SiteRenderEntry | null, source: 'render' | 'shared'): Filled => entry && { entry, source }
