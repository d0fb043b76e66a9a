import { addUploadedImages } from '@/lib/albums/add-to-album'
import { addUploadedBody, albumImagesAnswer } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: addUploadedBody, response: albumImagesAnswer }, ({ user, body }) =>
  addUploadedImages({ user, albumId: body.albumId, urls: body.images }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
