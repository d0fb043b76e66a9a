import { addClientNote } from '@/lib/clients/notes-and-profile'
import { clientIdParams, clientResponse, noteBody } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

export const POST = route({ auth: 'owner', params: clientIdParams, body: noteBody, status: 201, response: clientResponse }, ({ user, params, body }) =>
  addClientNote({ user, clientId: params.clientId, input: body }),
)

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods('POST')
