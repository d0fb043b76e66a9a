import { prisma, type PrismaTx } from '@/lib/db'
import { getEntitlements } from '@/lib/entitlements/get-entitlements'
import { AppError } from '@/lib/errors'
import { siteChanged } from '@/lib/site/site-changed'
import { albumNameInUse, albumNameTaken, isAlbumNameClash } from './album-name'
import { getAlbumOrThrow } from './get-album'
import type { AlbumResponse, UpdateAlbumBody } from './schema'
import { albumWithImages, toAlbumResponse } from './to-album-response'

export const SMART_ALBUMS_NEEDED = 'Enabling suggested albums needs Smart Albums'

type Album = Awaited<ReturnType<typeof getAlbumOrThrow>>

/** Renames, reorders, changes the cover or the status of one of the owner's albums. */
export async function updateAlbum({ user, input }: { user: { id: string }; input: UpdateAlbumBody }): Promise<AlbumResponse> {
  // The name the album ends with: the message when another request took it first (a rename, or a dismissed album shown again).
  let name = input.name
  try {
    const updated = await prisma.$transaction(async (tx) => {
      const album = await getAlbumOrThrow({ user, albumId: input._id, db: tx })
      name ??= album.name
      return await applyChanges(tx, user, album, input)
    })
    await siteChanged(user.id)
    return updated
  } catch (error) {
    if (isAlbumNameClash(error)) throw albumNameTaken(name ?? '')
    throw error
  }
}

async function applyChanges(tx: PrismaTx, user: { id: string }, album: Album, input: UpdateAlbumBody): Promise<AlbumResponse> {
  const data: { name?: string; coverImg?: string; status?: 'visible' | 'hidden' | 'dismissed' } = {}

  if (input.name !== undefined && input.name !== album.name) {
    if (album.default) throw new AppError('forbidden', 'Your default album cannot be renamed')
    if (await albumNameInUse(tx, { userId: user.id, name: input.name, exceptId: album.id })) throw albumNameTaken(input.name)
    data.name = input.name
  }
  if (input.coverImg !== undefined) {
    if (!album.images.some((entry) => entry.image.src === input.coverImg))
      throw new AppError('unprocessable', 'The cover must be one of the album’s photos', { fields: { coverImg: 'Not in this album' } })
    data.coverImg = input.coverImg
  }
  if (input.status !== undefined && input.status !== album.status) {
    // Whatever the way there (hidden, or dismissed first), showing a suggested album needs Smart Albums.
    if (album.auto && input.status === 'visible' && !(await getEntitlements(user.id, { db: tx })).smartAlbums) {
      throw new AppError('forbidden', SMART_ALBUMS_NEEDED)
    }
    if (album.default && input.status !== 'visible') throw new AppError('forbidden', 'Your default album is always shown')
    // A dismissed album named like one made since cannot come back under that name.
    if (album.status === 'dismissed' && (await albumNameInUse(tx, { userId: user.id, name: data.name ?? album.name, exceptId: album.id })))
      throw albumNameTaken(data.name ?? album.name)
    data.status = input.status
  }
  if (input.imageIds !== undefined) {
    const current = album.images.map((entry) => entry.imageId)
    const same =
      input.imageIds.length === current.length && new Set(input.imageIds).size === current.length && input.imageIds.every((id) => current.includes(id))
    if (!same) throw new AppError('unprocessable', 'Reordering must keep the same photos', { fields: { imageIds: 'Not the album’s photos' } })
    // Positions are unique per album only by convention: rewrite them all in one go.
    for (const [position, imageId] of input.imageIds.entries()) {
      await tx.albumImage.update({ where: { albumId_imageId: { albumId: album.id, imageId } }, data: { position } })
    }
  }
  const updated = await tx.album.update({ where: { id: album.id }, data, include: albumWithImages })
  return toAlbumResponse(updated)
}
