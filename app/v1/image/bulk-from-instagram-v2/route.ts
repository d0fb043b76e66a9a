import { albumsAnswer, bulkFromInstagramBody } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { importInstagramPhotos } from '@/lib/instagram/import-photos'

/** Copies the chosen Instagram photos into our storage and the given albums; answers the albums. */
export const POST = route({ auth: 'owner', body: bulkFromInstagramBody, response: albumsAnswer }, ({ user, body }) =>
  importInstagramPhotos({ user, mediaIds: body.data.map((item) => item.id), albumIds: body.albumIds }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
