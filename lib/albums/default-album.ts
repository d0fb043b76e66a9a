import { prisma, type DbClient } from '@/lib/db'
import { createAlbum } from './create-album'

export const DEFAULT_ALBUM_NAME = 'Instagram'

/** The owner's default album, made when missing under a name none of their albums has ("Instagram", "Instagram 2"…). */
export async function defaultAlbumOf({ user, db = prisma }: { user: { id: string }; db?: DbClient }): Promise<string> {
  const existing = await db.album.findFirst({ where: { userId: user.id, default: true }, select: { id: true } })
  if (existing) return existing.id
  const taken = new Set((await db.album.findMany({ where: { userId: user.id, status: { not: 'dismissed' } }, select: { name: true } })).map((album) => album.name.toLowerCase()))
  let name = DEFAULT_ALBUM_NAME
  for (let n = 2; taken.has(name.toLowerCase()); n++) name = `${DEFAULT_ALBUM_NAME} ${n}`
  return (await createAlbum({ user, input: { name, default: true, imageIds: [] }, db }))._id
}
