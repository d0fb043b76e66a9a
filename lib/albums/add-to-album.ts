import { prisma } from '@/lib/db'
import { AppError } from '@/lib/errors'
import { importInstagramPhotos } from '@/lib/instagram/import-photos'
import { addImagesToAlbums } from './add-images-to-albums'
import { getAlbum } from './get-album'
import { albumName, type WithSrcBulkBody } from './schema'

/** Photos the owner uploaded (by URL) added to one of their albums. */
export async function addUploadedImages({ user, albumId, urls }: { user: { id: string }; albumId: string; urls: string[] }) {
  const images = await prisma.image.findMany({ where: { userId: user.id, src: { in: urls } }, select: { id: true, src: true } })
  if (images.length !== new Set(urls).size) throw new AppError('not_found', 'Please upload your photos again', { fields: { images: 'Unknown photo' } })
  const ordered = urls.map((url) => images.find((image) => image.src === url)!)
  await prisma.$transaction((tx) => addImagesToAlbums(tx, { userId: user.id, albumIds: [albumId], images: ordered }))
  return { images: (await getAlbum({ user, albumId })).images }
}

/** Instagram photos (by media id) copied into one album. */
export async function addInstagramImages({ user, albumId, mediaIds }: { user: { id: string }; albumId: string; mediaIds: string[] }) {
  const [album] = await importInstagramPhotos({ user, mediaIds, albumIds: [albumId] })
  return { images: album.images }
}

/** "Add to albums": photos (by URL) into chosen albums and new ones; answers the new albums. */
export async function addToAlbums({ user, input }: { user: { id: string }; input: WithSrcBulkBody }) {
  return prisma.$transaction(async (tx) => {
    const images = await tx.image.findMany({ where: { userId: user.id, src: { in: input.srcs } }, select: { id: true, src: true } })
    if (images.length !== new Set(input.srcs).size) throw new AppError('not_found', 'Some of those photos could not be found')
    const existingNames = await tx.album.findMany({ where: { userId: user.id, status: { not: 'dismissed' } }, select: { name: true } })
    for (const name of input.albums.new) {
      albumName.parse(name)
      if (existingNames.some((album) => album.name.toLowerCase() === name.toLowerCase())) {
        throw new AppError('conflict', `You already have an album called ${name}`, { fields: { 'albums.new': 'That album name is already listed' } })
      }
    }
    const created = []
    for (const name of input.albums.new) created.push(await tx.album.create({ data: { userId: user.id, name }, select: { id: true, name: true } }))
    await addImagesToAlbums(tx, { userId: user.id, albumIds: [...input.albums.existing, ...created.map((a) => a.id)], images })
    return { newAlbums: created.map((album) => ({ _id: album.id, name: album.name })), added: images.length }
  })
}
