import { eraseClient } from '@/lib/clients/erase-client'
import { getClient } from '@/lib/clients/get-client'
import { updateClient } from '@/lib/clients/save-client'
import { clientIdParams, clientResponse, updateClientBody } from '@/lib/clients/schema'
import { successAnswer } from '@/lib/http/answers'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', params: clientIdParams, response: clientResponse }, ({ user, params }) =>
  getClient({ user, clientId: params.clientId }),
)

export const PATCH = route({ auth: 'owner', params: clientIdParams, body: updateClientBody, response: clientResponse }, ({ user, params, body }) =>
  updateClient({ user, clientId: params.clientId, input: body }),
)

/** She asked to be forgotten: her record goes, her gigs and payments stay under another name (lib/clients/erase-client.ts). */
export const DELETE = route({ auth: 'owner', params: clientIdParams, response: successAnswer }, ({ user, params }) =>
  eraseClient({ user, clientId: params.clientId }),
)

export const { POST, PUT, OPTIONS } = otherMethods('GET', 'PATCH', 'DELETE')
