import type { DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'

/** Appends photos to the end of each album, skipping those already in it; the first photo becomes the cover of an album without one. */
export async function addImagesToAlbums(
  db: DbClient,
  { userId, albumIds, images }: { userId: string; albumIds: string[]; images: { id: string; src: string }[] },
) {
  const albums = await db.album.findMany({ where: { userId, id: { in: albumIds } }, select: { id: true, coverImg: true } })
  if (albums.length !== new Set(albumIds).size) throw new AppError('not_found', 'Album not found')
  for (const album of albums) {
    const present = new Set((await db.albumImage.findMany({ where: { albumId: album.id }, select: { imageId: true } })).map((e) => e.imageId))
    const last = await db.albumImage.aggregate({ where: { albumId: album.id }, _max: { position: true } })
    let position = (last._max.position ?? -1) + 1
    const fresh = images.filter((image) => !present.has(image.id))
    if (fresh.length) await db.albumImage.createMany({ data: fresh.map((image) => ({ albumId: album.id, imageId: image.id, position: position++ })) })
    if (!album.coverImg && images[0]) await db.album.update({ where: { id: album.id }, data: { coverImg: images[0].src } })
  }
}
