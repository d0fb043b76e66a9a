import { prisma, type DbClient } from '@/lib/db'
import { AppError } from '@/lib/errors'
import type { AlbumResponse, CreateAlbumBody } from './schema'
import { albumWithImages, toAlbumResponse } from './to-album-response'

/** A new album of the owner's, with some of their photos. An owner has one default album at most. */
export async function createAlbum({ user, input, db = prisma }: { user: { id: string }; input: CreateAlbumBody; db?: DbClient }): Promise<AlbumResponse> {
  if (input.default) {
    const existing = await db.album.findFirst({ where: { userId: user.id, default: true }, include: albumWithImages })
    if (existing) return toAlbumResponse(existing)
  }
  if (await db.album.findFirst({ where: { userId: user.id, name: { equals: input.name, mode: 'insensitive' }, status: { not: 'dismissed' } }, select: { id: true } })) {
    throw new AppError('conflict', `You already have an album called ${input.name}`, { fields: { name: 'Album name already used' } })
  }
  const imageIds = [...new Set(input.imageIds)]
  const owned = await db.image.findMany({ where: { userId: user.id, id: { in: imageIds } }, select: { id: true, src: true } })
  if (owned.length !== imageIds.length) throw new AppError('not_found', 'Some of those photos could not be found')
  const byId = new Map(owned.map((image) => [image.id, image]))
  const album = await db.album.create({
    data: {
      userId: user.id,
      name: input.name,
      default: input.default,
      coverImg: imageIds.length ? byId.get(imageIds[0])!.src : null,
      images: { create: imageIds.map((imageId, position) => ({ imageId, position })) },
    },
    include: albumWithImages,
  })
  return toAlbumResponse(album)
}
