import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { siteChanged } from '@/lib/site/site-changed'
import { getAlbumOrThrow } from './get-album'
import { deleteOrphanedImages } from './remove-images'

/** Deletes one of the owner's albums; its photos go too unless something else still uses them. */
export async function deleteAlbum({ user, albumId }: { user: { id: string }; albumId: string }): Promise<'success'> {
  const cleanUp = await prisma.$transaction(async (tx) => {
    const album = await getAlbumOrThrow({ user, albumId, db: tx })
    if (album.default) throw new AppError('forbidden', 'Your default album cannot be deleted')
    await tx.album.delete({ where: { id: album.id } })
    return deleteOrphanedImages(
      tx,
      user.id,
      album.images.map((entry) => entry.imageId),
    )
  })
  await siteChanged(user.id)
  await cleanUp()
  return 'success'
}
