import { prisma } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { alertNoInstagramMedia } from './alert'
import { instagramOf } from './owner-source'
import { mediaResponse, type MediaItem } from './schema'
import { isPhoto, type InstagramPage } from './types'

/** A page of the owner's Instagram photos (no videos), each marked when it is already imported (or in `albumId`). */
export async function listInstagramMedia({ user, limit, cursor, albumId }: { user: { id: string }; limit: number; cursor?: string; albumId?: string }) {
  if (albumId && !(await prisma.album.count({ where: { id: albumId, userId: user.id } }))) throw notFound('Album')
  const source = await instagramOf(user.id)
  const page = await source.media({ limit, cursor })
  if (!cursor && page.media.length === 0) await alertNoInstagramMedia({ userId: user.id, handle: source.username, source: source.kind })
  return { data: await markExisting(user.id, page, albumId), pagination: { next_url: page.nextCursor } }
}

async function markExisting(userId: string, page: InstagramPage, albumId?: string): Promise<MediaItem[]> {
  const ids = page.media.map((m) => m.id)
  const imported = await prisma.image.findMany({
    where: { userId, instagramMediaId: { in: ids }, ...(albumId ? { albums: { some: { albumId } } } : {}) },
    select: { instagramMediaId: true },
  })
  const existing = new Set(imported.map((image) => image.instagramMediaId))
  return page.media.filter(isPhoto).map((media) => mediaResponse.parse({ ...media, existing: existing.has(media.id) }))
}
