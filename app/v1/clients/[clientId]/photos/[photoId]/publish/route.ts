import { publishClientPhoto } from '@/lib/clients/photos'
import { clientPhotoParams, publishedPhotoAnswer, publishPhotoBody } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** A copy of her photo in one of the owner's public albums: refused (409, saying why) without her photo consent on record. */
export const POST = route({ auth: 'owner', params: clientPhotoParams, body: publishPhotoBody, response: publishedPhotoAnswer }, ({ user, params, body }) =>
  publishClientPhoto({ user, clientId: params.clientId, photoId: params.photoId, albumId: body.albumId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
