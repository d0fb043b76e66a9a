import { listClients } from '@/lib/clients/list-clients'
import { createClient } from '@/lib/clients/save-client'
import { clientListQuery, clientListResponse, clientResponse, createClientBody } from '@/lib/clients/schema'
import { otherMethods } from '@/lib/http/fallback-routes'
import { route } from '@/lib/http/route'

/** The owner's clients: search as she types, a tag, an order. */
export const GET = route({ auth: 'owner', query: clientListQuery, response: clientListResponse }, ({ user, query }) => listClients({ user, query }))

export const POST = route({ auth: 'owner', body: createClientBody, status: 201, idempotent: true, response: clientResponse }, ({ user, body }) =>
  createClient({ user, input: body }),
)

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods('GET', 'POST')
