import { getClient } from '@/lib/clients/get-client'
import { updateClient } from '@/lib/clients/save-client'
import { clientIdParams, clientResponse, updateClientBody } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const GET = route({ auth: 'owner', params: clientIdParams, response: clientResponse }, ({ user, params }) =>
  getClient({ user, clientId: params.clientId }),
)

export const PATCH = route({ auth: 'owner', params: clientIdParams, body: updateClientBody, response: clientResponse }, ({ user, params, body }) =>
  updateClient({ user, clientId: params.clientId, input: body }),
)

export const { POST, PUT, DELETE, OPTIONS } = otherMethods('GET', 'PATCH')
