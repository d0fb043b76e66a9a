import { addInstagramImages } from '@/lib/albums/add-to-album'
import { albumImagesAnswer, bulkFromInstagramToAlbumBody } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: bulkFromInstagramToAlbumBody, response: albumImagesAnswer }, ({ user, body }) =>
  addInstagramImages({ user, albumId: body.albumId, mediaIds: body.images.map((image) => image.id) }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
