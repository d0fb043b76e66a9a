import { deleteClientPhoto, readClientPhoto } from '@/lib/clients/photos'
import { clientPhotoParams } from '@/lib/clients/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/**
 * The photo file, for the signed-in owner whose client it is: anyone else, another owner or a visitor
 * with no session, gets the same 404, so the address says nothing. Never cached by anything shared.
 */
export const GET = route({ auth: 'public', params: clientPhotoParams }, async ({ user, params }) => {
  const photo = await readClientPhoto({ user, clientId: params.clientId, photoId: params.photoId })
  return new Response(new Uint8Array(photo.body), {
    headers: {
      'content-type': photo.contentType,
      'content-length': String(photo.body.length),
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  })
})

export const DELETE = route({ auth: 'owner', params: clientPhotoParams, response: successAnswer }, ({ user, params }) =>
  deleteClientPhoto({ user, clientId: params.clientId, photoId: params.photoId }),
)

export const { POST, PUT, PATCH, OPTIONS } = otherMethods('GET', 'DELETE')
