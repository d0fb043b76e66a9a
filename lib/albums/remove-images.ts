// Removing photos: a photo leaves the album; when nothing else uses it (another album, the profile,
// the cover photos, a review) it is deleted, files included.
import { prisma, type DbClient } from '@/lib/db'
import { siteChanged } from '@/lib/site/site-changed'
import { getStorage } from '@/lib/storage/get-storage'
import { getAlbumOrThrow } from './get-album'
import { toAlbumResponse } from './to-album-response'

/** Of these images, the ones nothing references any more, with their storage keys. */
async function orphaned(db: DbClient, userId: string, imageIds: string[]) {
  if (imageIds.length === 0) return []
  const [owner, candidates] = await Promise.all([
    db.user.findUniqueOrThrow({ where: { id: userId }, select: { profileImg: true, coverImgs: true } }),
    db.image.findMany({ where: { userId, id: { in: imageIds }, albums: { none: {} } }, select: { id: true, src: true, storageKeys: true } }),
  ])
  const used = new Set([owner.profileImg, ...owner.coverImgs])
  const inReviews = await db.review.findMany({ where: { userId, images: { hasSome: candidates.map((c) => c.src) } }, select: { images: true } })
  for (const review of inReviews) review.images.forEach((src) => used.add(src))
  return candidates.filter((image) => !used.has(image.src))
}

/** Deletes the rows now, and the files once the transaction has committed. */
export async function deleteOrphanedImages(db: DbClient, userId: string, imageIds: string[]): Promise<() => Promise<void>> {
  const orphans = await orphaned(db, userId, imageIds)
  if (orphans.length) await db.image.deleteMany({ where: { id: { in: orphans.map((o) => o.id) }, userId } })
  return async () => {
    await getStorage()
      .delete(orphans.flatMap((o) => o.storageKeys))
      .catch(() => undefined)
  }
}

export async function removeImagesFromAlbum({ user, albumId, imageIds }: { user: { id: string }; albumId: string; imageIds: string[] }) {
  let cleanUp: () => Promise<void> = async () => undefined
  const album = await prisma.$transaction(async (tx) => {
    const current = await getAlbumOrThrow({ user, albumId, db: tx })
    const removing = imageIds.filter((id) => current.images.some((entry) => entry.imageId === id))
    await tx.albumImage.deleteMany({ where: { albumId: current.id, imageId: { in: removing } } })
    const remaining = current.images.filter((entry) => !removing.includes(entry.imageId))
    const coverGone = current.coverImg && !remaining.some((entry) => entry.image.src === current.coverImg)
    if (coverGone) await tx.album.update({ where: { id: current.id }, data: { coverImg: remaining[0]?.image.src ?? null } })
    cleanUp = await deleteOrphanedImages(tx, user.id, removing)
    return getAlbumOrThrow({ user, albumId, db: tx })
  })
  await siteChanged(user.id)
  await cleanUp()
  return toAlbumResponse(album)
}
