import { prisma, type DbClient } from '@/lib/db'
import { notFound } from '@/lib/errors'
import { albumWithImages, toAlbumResponse, toImageResponse } from './to-album-response'

export async function getAlbumOrThrow({ user, albumId, db = prisma }: { user: { id: string }; albumId: string; db?: DbClient }) {
  const album = await db.album.findFirst({ where: { id: albumId, userId: user.id }, include: albumWithImages })
  if (!album) throw notFound('Album')
  return album
}

export const getAlbum = async (options: { user: { id: string }; albumId: string }) => toAlbumResponse(await getAlbumOrThrow(options))

/** All the owner's photos, newest first (spec: GET /v1/album/images/all, whose userId must be the owner's). */
export async function listAllImages({ user, userId = user.id }: { user: { id: string }; userId?: string }) {
  if (userId !== user.id) throw notFound('User')
  const images = await prisma.image.findMany({ where: { userId: user.id, source: { in: ['upload', 'instagram'] } }, orderBy: { createdAt: 'desc' } })
  return images.map(toImageResponse)
}
