// Album names are unique per owner, ignoring case, among albums not dismissed. The code checks first, for
// a clear message; the database's index (migration 20261125134000) settles two requests at once.
import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { Prisma } from '@/lib/generated/prisma/client'

export const ALBUM_NAME_INDEX = 'Album_userId_name_key'

export const albumNameTaken = (name: string, field = 'name') =>
  new AppError('conflict', `You already have an album called ${name}`, {
    fields: { [field]: field === 'name' ? 'Album name already used' : 'That album name is already listed' },
  })

/** Whether one of the owner's albums (not dismissed) already has this name, in any case. */
export async function albumNameInUse(db: DbClient, { userId, name, exceptId }: { userId: string; name: string; exceptId?: string }): Promise<boolean> {
  const clash = await db.album.findFirst({
    where: { userId, name: { equals: name, mode: 'insensitive' }, status: { not: 'dismissed' }, ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { id: true },
  })
  return clash !== null
}

/**
 * A new album, or null when its name is taken (by a request that won a race with the caller's check).
 * ON CONFLICT DO NOTHING: the caller's transaction goes on, where a failed INSERT would abort it.
 */
export async function insertAlbum(db: DbClient, data: Omit<Prisma.AlbumCreateManyInput, 'id'>): Promise<{ id: string } | null> {
  const [created] = await db.album.createManyAndReturn({ data: [data], skipDuplicates: true, select: { id: true } })
  return created ?? null
}

/** The unique-constraint error of the name index (an UPDATE cannot skip it the way an INSERT can). */
export function isAlbumNameClash(error: unknown): boolean {
  return (error as { code?: unknown })?.code === 'P2002' && JSON.stringify((error as { meta?: unknown }).meta ?? {}).includes(ALBUM_NAME_INDEX)
}
