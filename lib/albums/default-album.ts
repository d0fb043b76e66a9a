import { prisma, type DbClient } from '@/lib/db'
import { insertAlbum } from './album-name'

export const DEFAULT_ALBUM_NAME = 'Instagram'

/** The owner's default album, made when missing under a name none of their albums has ("Instagram", "Instagram 2"…). */
export async function defaultAlbumOf({ user, db = prisma }: { user: { id: string }; db?: DbClient }): Promise<string> {
  const existing = await db.album.findFirst({ where: { userId: user.id, default: true }, select: { id: true } })
  if (existing) return existing.id
  const taken = new Set(
    (await db.album.findMany({ where: { userId: user.id, status: { not: 'dismissed' } }, select: { name: true } })).map((album) => album.name.toLowerCase()),
  )
  // A name another request takes meanwhile is skipped like the others: each try that fails takes the next number.
  for (let n = 1; ; n++) {
    const name = n === 1 ? DEFAULT_ALBUM_NAME : `${DEFAULT_ALBUM_NAME} ${n}`
    if (taken.has(name.toLowerCase())) continue
    const album = await insertAlbum(db, { userId: user.id, name, default: true })
    if (album) return album.id
  }
}
