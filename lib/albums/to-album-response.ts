import type { Album, AlbumImage, Image } from '@/lib/generated/prisma/client'
import { albumResponse, imageResponse, type AlbumResponse, type ImageResponse } from './schema'

export const albumWithImages = { images: { orderBy: { position: 'asc' }, include: { image: true } } } as const

export const toImageResponse = (image: Image): ImageResponse =>
  imageResponse.parse({ ...image, _id: image.id, sizes: image.sizes ?? {}, existing: image.instagramMediaId !== null })

export function toAlbumResponse(album: Album & { images: (AlbumImage & { image: Image })[] }): AlbumResponse {
  return albumResponse.parse({
    ...album,
    _id: album.id,
    imageIds: album.images.map((entry) => entry.imageId),
    images: album.images.map((entry) => toImageResponse(entry.image)),
  })
}
