// Public sites are served from stored renders (lib/http/site-renders.mjs). Whatever an owner changes that
// their site shows (profile, photos, albums, a review's visibility, theme, subscriptions, address, domain,
// services), the domain function that changed it calls siteChanged(userId) once the change is committed:
// her siteVersion moves on, so the copy every server shares (lib/site/shared-renders.ts) is stale at once;
// every server process forgets that owner's stored pages, and the next visitor gets them rendered afresh,
// once for all of them. Postgres carries the news (NOTIFY, delivered at commit) to every process that
// listens, this one and other servers alike; each one's stored pages serve only while it listens. A CDN
// in front is told too (lib/site/cdn-purge.ts).
import pg from 'pg'
import { prisma } from '@/lib/db'
import { siteRenders, type SiteRenders } from '@/lib/http/site-renders.mjs'
import { log } from '@/lib/log'
import { purgeSiteFromCdn } from './cdn'

const CHANNEL = 'site_changed'
const RECONNECT_MS = 1_000

/**
 * Call after the change is committed (after its transaction): a render between an earlier call and the
 * commit would store the old page again. Never throws: the change is made.
 */
export async function siteChanged(userId: string): Promise<void> {
  siteRenders()?.drop(userId)
  try {
    await prisma.$executeRaw`
      WITH bumped AS (UPDATE "User" SET "siteVersion" = "siteVersion" + 1 WHERE id = ${userId} RETURNING id)
      SELECT pg_notify(${CHANNEL}, id) FROM bumped`
  } catch (error) {
    log.error('site change not announced: other servers show the old page until its validUntil (a day at most)', { userId, error })
  }
  void purgeSiteFromCdn(userId)
}

/**
 * Each server process with a store (server.mjs) listens on a connection of its own. While it is lost,
 * nothing is stored or served, until it listens again. The embedded database serves one connection at a
 * time, which a listener would hold for good: there sites render on every request, as they always did.
 * Answers how to stop listening.
 */
export function listenForSiteChanges(renders: SiteRenders | undefined = siteRenders()): () => Promise<void> {
  if (!renders || process.env.DATABASE_EMBEDDED === '1') return async () => undefined
  let client: pg.Client | undefined
  let stopped = false
  const listen = async () => {
    const current = new pg.Client({ connectionString: process.env.DATABASE_URL })
    client = current
    let lost = false
    const lose = (error?: unknown) => {
      if (lost) return
      lost = true
      renders.live = false
      renders.clear()
      void current.end().catch(() => undefined)
      if (stopped) return
      if (error) log.warn('site changes not heard: sites render on every request until they are', { error })
      setTimeout(listen, RECONNECT_MS).unref()
    }
    current.on('notification', (message) => {
      if (message.payload) renders.drop(message.payload)
    })
    current.on('error', lose)
    current.on('end', () => lose())
    try {
      await current.connect()
      await current.query(`LISTEN ${CHANNEL}`)
      renders.live = !stopped
    } catch (error) {
      lose(error)
    }
  }
  void listen()
  return async () => {
    stopped = true
    await client?.end().catch(() => undefined)
  }
}
