import { addInstagramImages } from '@/lib/albums/add-to-album'
import { bulkFromInstagramToAlbumBody } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: bulkFromInstagramToAlbumBody }, ({ user, body }) =>
  addInstagramImages({ user, albumId: body.albumId, mediaIds: body.images.map((image) => image.id) }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
