import { prisma } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { AppError } from '@/lib/errors'
import { getAlbumOrThrow } from './get-album'
import type { AlbumResponse, UpdateAlbumBody } from './schema'
import { albumWithImages, toAlbumResponse } from './to-album-response'

export const SMART_ALBUMS_NEEDED = 'Enabling suggested albums needs Smart Albums'

/** Renames, reorders, changes the cover or the status of one of the owner's albums. */
export async function updateAlbum({ user, input }: { user: { id: string }; input: UpdateAlbumBody }): Promise<AlbumResponse> {
  return prisma.$transaction(async (tx) => {
    const album = await getAlbumOrThrow({ user, albumId: input._id, db: tx })
    const data: { name?: string; coverImg?: string; status?: 'visible' | 'hidden' | 'dismissed' } = {}

    if (input.name !== undefined && input.name !== album.name) {
      if (album.default) throw new AppError('forbidden', 'Your default album cannot be renamed')
      const clash = await tx.album.findFirst({ where: { userId: user.id, id: { not: album.id }, name: { equals: input.name, mode: 'insensitive' }, status: { not: 'dismissed' } } })
      if (clash) throw new AppError('conflict', `You already have an album called ${input.name}`, { fields: { name: 'Album name already used' } })
      data.name = input.name
    }
    if (input.coverImg !== undefined) {
      if (!album.images.some((entry) => entry.image.src === input.coverImg)) throw new AppError('unprocessable', 'The cover must be one of the album’s photos', { fields: { coverImg: 'Not in this album' } })
      data.coverImg = input.coverImg
    }
    if (input.status !== undefined && input.status !== album.status) {
      // Whatever the way there (hidden, or dismissed first), showing a suggested album needs Smart Albums.
      if (album.auto && input.status === 'visible' && !(await getEntitlements(user.id, { db: tx })).smartAlbums) {
        throw new AppError('forbidden', SMART_ALBUMS_NEEDED)
      }
      if (album.default && input.status !== 'visible') throw new AppError('forbidden', 'Your default album is always shown')
      data.status = input.status
    }
    if (input.imageIds !== undefined) {
      const current = album.images.map((entry) => entry.imageId)
      const same = input.imageIds.length === current.length && new Set(input.imageIds).size === current.length && input.imageIds.every((id) => current.includes(id))
      if (!same) throw new AppError('unprocessable', 'Reordering must keep the same photos', { fields: { imageIds: 'Not the album’s photos' } })
      // Positions are unique per album only by convention: rewrite them all in one go.
      for (const [position, imageId] of input.imageIds.entries()) {
        await tx.albumImage.update({ where: { albumId_imageId: { albumId: album.id, imageId } }, data: { position } })
      }
    }
    const updated = await tx.album.update({ where: { id: album.id }, data, include: albumWithImages })
    return toAlbumResponse(updated)
  })
}
