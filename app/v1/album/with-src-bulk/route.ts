import { addToAlbums } from '@/lib/albums/add-to-album'
import { addToAlbumsAnswer, withSrcBulkBody } from '@/lib/albums/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', body: withSrcBulkBody, response: addToAlbumsAnswer }, ({ user, body }) => addToAlbums({ user, input: body }))

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
