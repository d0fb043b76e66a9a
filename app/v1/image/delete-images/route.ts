import { removeImagesFromAlbum } from '@/lib/albums/remove-images'
import { albumImagesBody, albumResponse } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: albumImagesBody, response: albumResponse }, ({ user, body }) =>
  removeImagesFromAlbum({ user, albumId: body.albumId, imageIds: body.imageIds }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
