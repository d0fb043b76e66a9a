import { saveBeautyProfile } from '@/lib/clients/notes-and-profile'
import { beautyProfileBody, clientIdParams, clientResponse } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** Her beauty profile, shades and all, replaced whole. */
export const PUT = route({ auth: 'owner', params: clientIdParams, body: beautyProfileBody, response: clientResponse }, ({ user, params, body }) =>
  saveBeautyProfile({ user, clientId: params.clientId, input: body }),
)

export const { GET, POST, PATCH, DELETE, OPTIONS } = otherMethods('PUT')
