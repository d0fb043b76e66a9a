// Smart Albums: an owner's Instagram photos grouped by their hashtags into suggested albums, created
// hidden with the auto flag; the owner enables or dismisses each.
import type { DbClient } from '@/lib/db'
import { addImagesToAlbums } from './add-images-to-albums'
import { insertAlbum } from './album-name'

export const MIN_PHOTOS_PER_SUGGESTION = 3

const titleCase = (tag: string) => tag.replace(/[_.-]+/g, ' ').replace(/\b\p{L}/gu, (letter) => letter.toUpperCase())

/** Creates or fills the suggested album of every tag with enough photos; answers how many are new. */
export async function suggestSmartAlbums(db: DbClient, userId: string): Promise<number> {
  const images = await db.image.findMany({
    where: { userId, source: 'instagram', NOT: { tags: { isEmpty: true } } },
    orderBy: { takenAt: 'desc' },
    select: { id: true, src: true, tags: true },
  })
  const byTag = new Map<string, { id: string; src: string }[]>()
  for (const image of images) for (const tag of image.tags) byTag.set(tag, [...(byTag.get(tag) ?? []), { id: image.id, src: image.src }])

  let created = 0
  for (const [tag, tagged] of byTag) {
    if (tagged.length < MIN_PHOTOS_PER_SUGGESTION) continue
    const album = await db.album.findFirst({ where: { userId, auto: true, tags: { has: tag } }, select: { id: true, status: true } })
    if (album?.status === 'dismissed') continue
    if (album) {
      await addImagesToAlbums(db, { userId, albumIds: [album.id], images: tagged })
      continue
    }
    const name = titleCase(tag)
    if (await db.album.findFirst({ where: { userId, name: { equals: name, mode: 'insensitive' } }, select: { id: true } })) continue
    // Null: the owner named an album so meanwhile, and theirs wins.
    const suggestion = await insertAlbum(db, { userId, name, auto: true, status: 'hidden', tags: [tag], coverImg: tagged[0].src })
    if (!suggestion) continue
    await db.albumImage.createMany({ data: tagged.map((image, position) => ({ albumId: suggestion.id, imageId: image.id, position })) })
    created += 1
  }
  return created
}
