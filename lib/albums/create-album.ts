import { prisma, type DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { siteChanged } from '@/lib/site/site-changed'
import { albumNameInUse, albumNameTaken, insertAlbum } from './album-name'
import type { AlbumResponse, CreateAlbumBody } from './schema'
import { albumWithImages, toAlbumResponse } from './to-album-response'

/** A new album of the owner's, with some of their photos. An owner has one default album at most. In the caller's transaction (`db`), the caller tells the site. */
export async function createAlbum({ user, input, db }: { user: { id: string }; input: CreateAlbumBody; db?: DbClient }): Promise<AlbumResponse> {
  const create = async (tx: DbClient) => {
    if (input.default) {
      const existing = await tx.album.findFirst({ where: { userId: user.id, default: true }, include: albumWithImages })
      if (existing) return toAlbumResponse(existing)
    }
    if (await albumNameInUse(tx, { userId: user.id, name: input.name })) throw albumNameTaken(input.name)
    const imageIds = [...new Set(input.imageIds)]
    const owned = await tx.image.findMany({ where: { userId: user.id, id: { in: imageIds } }, select: { id: true, src: true } })
    if (owned.length !== imageIds.length) throw new AppError('not_found', 'Some of those photos could not be found')
    const byId = new Map(owned.map((image) => [image.id, image]))
    const album = await insertAlbum(tx, {
      userId: user.id,
      name: input.name,
      default: input.default,
      coverImg: imageIds.length ? byId.get(imageIds[0])!.src : null,
    })
    // Another request took the name between the check and now.
    if (!album) throw albumNameTaken(input.name)
    await tx.albumImage.createMany({ data: imageIds.map((imageId, position) => ({ albumId: album.id, imageId, position })) })
    return toAlbumResponse(await tx.album.findUniqueOrThrow({ where: { id: album.id }, include: albumWithImages }))
  }
  if (db) return create(db)
  const album = await prisma.$transaction(create)
  await siteChanged(user.id)
  return album
}
