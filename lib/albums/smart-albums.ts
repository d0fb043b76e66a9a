// Smart Albums: an owner's Instagram photos grouped by look (their hashtags, merged and split by
// lib/albums/looks.ts) into suggested albums, created hidden with the auto flag; the owner enables or
// dismisses each.
import type { DbClient } from '@/lib/db'
import { addImagesToAlbums } from './add-images-to-albums'
import { insertAlbum } from './album-name'
import { distinctCovers, groupByLook, lookName } from './looks'

export const MIN_PHOTOS_PER_SUGGESTION = 3

/** Creates or fills the suggested album of every look with enough photos; answers how many are new. */
export async function suggestSmartAlbums(db: DbClient, userId: string): Promise<number> {
  const images = await db.image.findMany({
    where: { userId, source: 'instagram', NOT: { tags: { isEmpty: true } } },
    orderBy: { takenAt: 'desc' },
    select: { id: true, src: true, tags: true },
  })
  const looks = groupByLook(images).filter((look) => look.images.length >= MIN_PHOTOS_PER_SUGGESTION)
  const existing = await db.album.findMany({ where: { userId, auto: true }, select: { id: true, status: true, tags: true, coverImg: true } })
  const fresh = looks.filter((look) => !existing.some((album) => album.tags.some((tag) => look.tags.includes(tag))))
  // Suggestions side by side should not all show the same photo.
  const covers = distinctCovers(
    fresh,
    existing.flatMap((album) => (album.coverImg ? [album.coverImg] : [])),
  )

  let created = 0
  for (const look of looks) {
    const album = existing.find((candidate) => candidate.tags.some((tag) => look.tags.includes(tag)))
    if (album?.status === 'dismissed') continue
    if (album) {
      const tags = [...new Set([...album.tags, ...look.tags])]
      if (tags.length !== album.tags.length) await db.album.update({ where: { id: album.id }, data: { tags } })
      await addImagesToAlbums(db, { userId, albumIds: [album.id], images: look.images })
      continue
    }
    const name = lookName(look.look)
    if (await db.album.findFirst({ where: { userId, name: { equals: name, mode: 'insensitive' } }, select: { id: true } })) continue
    // Null: the owner named an album so meanwhile, and theirs wins.
    const suggestion = await insertAlbum(db, { userId, name, auto: true, status: 'hidden', tags: look.tags, coverImg: covers[fresh.indexOf(look)] })
    if (!suggestion) continue
    await db.albumImage.createMany({ data: look.images.map((image, position) => ({ albumId: suggestion.id, imageId: image.id, position })) })
    created += 1
  }
  return created
}
