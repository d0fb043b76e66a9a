import { prisma } from '@/lib/db'
import { ownImagesInOrder } from '@/lib/images/own-images'
import { importInstagramPhotos } from '@/lib/instagram/import-photos'
import { siteChanged } from '@/lib/site/site-changed'
import { addImagesToAlbums } from './add-images-to-albums'
import { albumNameTaken, insertAlbum } from './album-name'
import { getAlbum } from './get-album'
import { albumName, type WithSrcBulkBody } from './schema'

/** Photos the owner uploaded (by URL) added to one of their albums. */
export async function addUploadedImages({ user, albumId, urls }: { user: { id: string }; albumId: string; urls: string[] }) {
  const images = await ownImagesInOrder(prisma, user.id, urls)
  await prisma.$transaction((tx) => addImagesToAlbums(tx, { userId: user.id, albumIds: [albumId], images }))
  await siteChanged(user.id)
  return { images: (await getAlbum({ user, albumId })).images }
}

/** Instagram photos (by media id) copied into one album. */
export async function addInstagramImages({ user, albumId, mediaIds }: { user: { id: string }; albumId: string; mediaIds: string[] }) {
  const [album] = await importInstagramPhotos({ user, mediaIds, albumIds: [albumId] })
  return { images: album.images }
}

/** "Add to albums": photos (by URL) into chosen albums and new ones; answers the new albums. */
export async function addToAlbums({ user, input }: { user: { id: string }; input: WithSrcBulkBody }) {
  const added = await prisma.$transaction(async (tx) => {
    const images = await ownImagesInOrder(tx, user.id, input.srcs, 'Some of those photos could not be found')
    const existingNames = await tx.album.findMany({ where: { userId: user.id, status: { not: 'dismissed' } }, select: { name: true } })
    for (const name of input.albums.new) {
      albumName.parse(name)
      if (existingNames.some((album) => album.name.toLowerCase() === name.toLowerCase())) throw albumNameTaken(name, 'albums.new')
    }
    const created = []
    for (const name of input.albums.new) {
      const album = await insertAlbum(tx, { userId: user.id, name })
      // Another request took the name since the check above: the whole addition is undone.
      if (!album) throw albumNameTaken(name, 'albums.new')
      created.push({ id: album.id, name })
    }
    await addImagesToAlbums(tx, { userId: user.id, albumIds: [...input.albums.existing, ...created.map((a) => a.id)], images })
    return { newAlbums: created.map((album) => ({ _id: album.id, name: album.name })), added: images.length }
  })
  await siteChanged(user.id)
  return added
}
