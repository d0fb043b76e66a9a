import { mergeClients } from '@/lib/clients/merge-clients'
import { clientIdParams, clientResponse, mergeBody } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner confirms the other record is her too. */
export const POST = route({ auth: 'owner', params: clientIdParams, body: mergeBody, response: clientResponse }, ({ user, params, body }) =>
  mergeClients({ user, clientId: params.clientId, otherId: body.otherId }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
