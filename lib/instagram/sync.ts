// Pulls an owner's new Instagram photos into their default album: only posts newer than the last
// sync, never a photo already imported, never touching their own uploads. Then Smart Albums, for
// subscribers, group them.
import { suggestSmartAlbums } from '@/lib/albums/smart-albums'
import { defaultAlbumOf } from '@/lib/albums/default-album'
import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { AppError } from '@/lib/errors'
import { log } from '@/lib/log'
import { siteChanged } from '@/lib/site/site-changed'
import { importInstagramPhotos } from './import-photos'
import { instagramOf } from './owner-source'
import { isPhoto } from './types'

const PAGES = 3
const PAGE_SIZE = 50

export async function syncInstagram({ userId, now = new Date() }: { userId: string; now?: Date }): Promise<{ imported: number; suggestions: number }> {
  const user = { id: userId }
  let source
  try {
    source = await instagramOf(userId)
  } catch (error) {
    if (error instanceof AppError && error.code === 'conflict') return { imported: 0, suggestions: 0 }
    throw error
  }
  const owner = await prisma.user.findUniqueOrThrow({ where: { id: userId }, select: { instagramSyncedAt: true } })
  const since = owner.instagramSyncedAt

  const fresh: string[] = []
  let cursor: string | null = null
  for (let page = 0; page < PAGES; page++) {
    const result = await source.media({ limit: PAGE_SIZE, cursor })
    const newer = result.media.filter((m) => !since || !m.timestamp || new Date(m.timestamp) > since)
    fresh.push(...newer.filter(isPhoto).map((m) => m.id))
    // Newest first: the page that reaches back past the last sync is the last one needed (videos are simply skipped).
    if (!result.nextCursor || newer.length < result.media.length) break
    cursor = result.nextCursor
  }
  const known = new Set(
    (await prisma.image.findMany({ where: { userId, instagramMediaId: { in: fresh } }, select: { instagramMediaId: true } })).map((i) => i.instagramMediaId),
  )
  const mediaIds = fresh.filter((id) => !known.has(id))

  if (mediaIds.length) {
    await importInstagramPhotos({ user, mediaIds, albumIds: [await defaultAlbumOf({ user })] })
    await prisma.notification.create({
      data: {
        userId,
        type: 'instagram',
        message: `${mediaIds.length} new ${mediaIds.length === 1 ? 'photo' : 'photos'} from Instagram`,
        link: '/dashboard/photos',
      },
    })
  }
  await prisma.user.update({ where: { id: userId }, data: { instagramSyncedAt: now } })

  let suggestions = 0
  if ((await getEntitlements(userId, { now })).smartAlbums) {
    suggestions = await prisma.$transaction((tx) => suggestSmartAlbums(tx, userId))
    // New looks join suggested albums the owner may already show.
    await siteChanged(userId)
  }
  log.info('instagram synced', { userId, imported: mediaIds.length, suggestions })
  return { imported: mediaIds.length, suggestions }
}

/** The scheduled sync: every owner with an Instagram connected or a handle to follow. */
export async function syncAllInstagram(now = new Date()) {
  const owners = await prisma.user.findMany({ where: { OR: [{ instagramUserId: { not: null } }, { instaUsername: { not: null } }] }, select: { id: true } })
  for (const owner of owners) {
    try {
      await syncInstagram({ userId: owner.id, now })
    } catch (error) {
      log.warn('instagram sync failed', { userId: owner.id, error })
    }
  }
}
