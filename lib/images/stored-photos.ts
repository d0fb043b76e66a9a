// Profiles keep their photos as plain addresses: their stored sizes are looked up by address.
import { prisma } from '@/lib/db'
import { unsizedPhoto, type StoredPhoto } from './photo'

/** This owner's photos at these addresses, in the order given. */
export async function storedPhotos(userId: string, urls: string[]): Promise<StoredPhoto[]> {
  const unique = [...new Set(urls)]
  const images = unique.length
    ? await prisma.image.findMany({ where: { userId, src: { in: unique } }, select: { src: true, sizes: true, width: true, height: true } })
    : []
  const bySrc = new Map(images.map((image) => [image.src, image]))
  return urls.map((url) => {
    const image = bySrc.get(url)
    return image ? { src: url, sizes: (image.sizes as Record<string, string>) ?? {}, width: image.width, height: image.height } : unsizedPhoto(url)
  })
}
