import { addClientPhoto } from '@/lib/clients/photos'
import { clientIdParams, clientPhotoAnswer, clientPhotoQuery } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'
import { readMultipartFile } from '@/lib/http/read-form'
import { MAX_UPLOAD_BYTES } from '@/lib/images/process-image'

/** A photo into her own album (multipart field `images`); answers its private address. */
export const POST = route(
  { auth: 'owner', status: 201, params: clientIdParams, query: clientPhotoQuery, response: clientPhotoAnswer },
  async ({ request, user, params, query }) => {
    const file = await readMultipartFile(request, { field: 'images', limit: MAX_UPLOAD_BYTES + 64 * 1024 })
    return addClientPhoto({ user, clientId: params.clientId, kind: query.kind, file })
  },
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
