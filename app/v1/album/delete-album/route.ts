import { deleteAlbum } from '@/lib/albums/delete-album'
import { albumIdBody } from '@/lib/albums/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: albumIdBody.passthrough(), response: successAnswer }, ({ user, body }) =>
  deleteAlbum({ user, albumId: body._id }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
